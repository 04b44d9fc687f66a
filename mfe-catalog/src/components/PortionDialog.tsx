import { Dialog, DialogSurface, DialogTrigger } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import type { ProductUnit } from '@nutrilog/shared/domain';
import { unitSymbol } from '@nutrilog/shared/format';
import { ControlledNumberField, ControlledTextField, FormDialogBody, showApiViolations } from '@nutrilog/shared/forms';
import { portionInputSchema, type PortionInput } from '@nutrilog/shared/schemas';
import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';

const PORTION_FIELDS = ['name', 'amount'] as const;

export interface PortionDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  /** The unit of the product or recipe the portion belongs to; shown after the amount. */
  unit: ProductUnit;
  /** The current values when editing a portion. */
  initial?: { name: string; amount: number };
  /** Saves the portion; the dialog closes when it resolves and stays open when it rejects. */
  onSubmit: (values: PortionInput) => Promise<void>;
}

/** A dialog to add or edit a portion (a name and an amount), validated by the shared portion schema. */
export function PortionDialog({ trigger, title, unit, initial, onSubmit }: PortionDialogProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const defaults = { name: initial?.name ?? '', amount: initial?.amount ?? 0 };
  const { control, handleSubmit, reset, setError, formState } = useForm<PortionInput>({
    resolver: valibotResolver(portionInputSchema),
    defaultValues: defaults,
  });
  const { isSubmitting } = formState;

  const changeOpen = (next: boolean) => {
    if (next) {
      reset(defaults);
      setFailure(null);
    }
    setOpen(next);
  };

  const save = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      setOpen(false);
    } catch (error) {
      if (showApiViolations(error, PORTION_FIELDS, setError)) setFailure(t`The portion could not be saved. Try again.`);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(_, data) => changeOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      <DialogSurface>
        <FormDialogBody title={title} failure={failure} busy={isSubmitting} onSubmit={(event) => void save(event)}>
          <ControlledTextField control={control} name="name" label={t`Name`} required disabled={isSubmitting} />
          <ControlledNumberField
            control={control}
            name="amount"
            label={t`Amount`}
            unit={unitSymbol(unit)}
            required
            disabled={isSubmitting}
          />
        </FormDialogBody>
      </DialogSurface>
    </Dialog>
  );
}
