import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { intakeLogKey, productKey, recipeKey } from '@nutrilog/shared/api-client';
import type { IntakeLog, Product, Recipe } from '@nutrilog/shared/schemas';
import { ApiResourceState, PageHeader } from '@nutrilog/shared/ui';
import { valuesOfLog } from './form-values';
import { IntakeLogForm } from './IntakeLogForm';
import { ownerOfLog, ownerOfProduct, ownerOfRecipe } from './owner';
import { useIntakeLogForm } from './useIntakeLogForm';
import { useUpdateIntakeLog } from './useUpdateIntakeLog';

/** /intake-logs/{uuid}/edit: the log in the form, its date and time in the browser's time zone; saving goes to /. */
export function EditIntakeLogPage() {
  const { t } = useLingui();
  const { uuid } = useParams();
  const result = useSWR<IntakeLog>(intakeLogKey(uuid));
  if (result.data) return <EditIntakeLogForm log={result.data} />;
  return (
    <>
      <PageHeader title={t`Edit intake log`} />
      <ApiResourceState result={result} notFound={t`This intake log could not be found.`} />
    </>
  );
}

function EditIntakeLogForm({ log }: { log: IntakeLog }) {
  const { t } = useLingui();
  // The details list every portion; a deleted product or recipe has none, and shows as the log tells it.
  const product = useSWR<Product>(log.product && !log.product.deleted ? productKey(log.product.uuid) : null);
  const recipe = useSWR<Recipe>(log.recipe && !log.recipe.deleted ? recipeKey(log.recipe.uuid) : null);
  const [defaults] = useState(() => valuesOfLog(log));
  const controller = useIntakeLogForm(defaults, {
    product: product.data ? ownerOfProduct(product.data) : ownerOfLog(log, 'product'),
    recipe: recipe.data ? ownerOfRecipe(recipe.data) : ownerOfLog(log, 'recipe'),
  });
  const update = useUpdateIntakeLog(log.uuid);
  return (
    <IntakeLogForm
      controller={controller}
      title={t`Edit intake log`}
      submitLabel={t`Save`}
      onSubmit={update}
      editedUuid={log.uuid}
    />
  );
}
