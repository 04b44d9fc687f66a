import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ProductFormApi } from './fill-form';
import { showViolations } from './violations';

/** A failed save: the API's violations next to their inputs, anything else as one message above the buttons. */
export function useSaveFailure(form: ProductFormApi) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    report: (error: unknown) =>
      setFailure(showViolations(error, form) ? t`The product could not be saved. Try again.` : null),
  };
}
