import { useLingui } from '@lingui/react/macro';
import { ControlledTextField, NutrientFields } from '@nutrilog/shared/forms';
import type { IntakeLogFormApi } from './useIntakeLogForm';

/** A manual log: an optional description and the eleven nutrients typed in. */
export function ManualFields({ control, disabled }: { control: IntakeLogFormApi['control']; disabled?: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <ControlledTextField control={control} name="description" label={t`Description`} disabled={disabled} />
      <NutrientFields control={control} />
    </>
  );
}
