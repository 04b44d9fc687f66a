import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { emptyValues } from './form-values';
import { IntakeLogForm } from './IntakeLogForm';
import { useCreateIntakeLog } from './useCreateIntakeLog';
import { useIntakeLogForm } from './useIntakeLogForm';
import { useMostUsedProducts } from './useMostUsedProducts';
import { usePreloadedProduct } from './usePreloadedProduct';

/**
 * /create-intake-log (optionally `?product=<uuid>`): a new log, now by default; the form starts over after each one.
 */
export function CreateIntakeLogPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const [defaults] = useState(() => emptyValues());
  const controller = useIntakeLogForm(defaults);
  const mostUsed = useMostUsedProducts();
  usePreloadedProduct(params.get('product'), controller.chooseProduct);
  const create = useCreateIntakeLog(controller.startOver);
  return (
    <IntakeLogForm
      controller={controller}
      title={t`Create intake log`}
      submitLabel={t`Create`}
      onSubmit={create}
      productSuggestions={mostUsed}
    />
  );
}
