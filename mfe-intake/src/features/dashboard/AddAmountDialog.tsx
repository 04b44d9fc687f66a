import { Button, Dialog, DialogSurface, DialogTrigger } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { ControlledNumberField, FormDialogBody } from '@nutrilog/shared/forms';
import { addToLogSchema, type AddToLogInput } from '@nutrilog/shared/schemas';
import { ApiError } from '@nutrilog/shared/api-client';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { adjusted, type Adjustment } from './adjust-steps';

export interface AddAmountDialogProps {
  /** What is added to: the log's amount, or its quantity for a log by portion. */
  adjustment: Adjustment;
  /** The amount's unit symbol (none for a quantity). */
  unit: string | null;
  disabled: boolean;
  /** Saves the new total; rejects with the API's error when it was not saved. */
  onSave: (total: number) => Promise<void>;
}

/**
 * The drawer's Add amount action: one number (comma or dot, 0 shown empty, not negative) added to the log's amount,
 * or to its quantity for a log by portion. Nothing is sent for 0 (docs/decisions.md, "Add amount").
 */
export function AddAmountDialog({ adjustment, unit, disabled, onSave }: AddAmountDialogProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const byQuantity = adjustment.field === 'quantity';
  const schema = useMemo(() => addToLogSchema(byQuantity ? 'Quantity' : 'Amount'), [byQuantity]);
  const { control, handleSubmit, reset, setError, formState } = useForm<AddToLogInput>({
    resolver: valibotResolver(schema),
    defaultValues: { added: 0 },
  });
  const { isSubmitting } = formState;

  const changeOpen = (next: boolean) => {
    if (next) {
      reset({ added: 0 });
      setFailure(null);
    }
    setOpen(next);
  };

  const save = handleSubmit(async ({ added }) => {
    setFailure(null);
    if (added === 0) return setOpen(false);
    try {
      await onSave(adjusted(adjustment.value, added));
      setOpen(false);
    } catch (error) {
      // The total is checked again by the API (e.g. beyond the largest amount): its message goes next to the field.
      const violation =
        error instanceof ApiError && error.status === 422
          ? error.violations.find((v) => v.propertyPath === adjustment.field)
          : undefined;
      if (violation) setError('added', { type: 'server', message: violation.message }, { shouldFocus: true });
      else setFailure(t`The intake log could not be updated. Try again.`);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(_, data) => changeOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<AddRegular />} disabled={disabled}>
          {t`Add amount`}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <FormDialogBody
          title={t`Add amount`}
          failure={failure}
          busy={isSubmitting}
          onSubmit={(event) => void save(event)}
        >
          <ControlledNumberField
            control={control}
            name="added"
            label={byQuantity ? t`Portions to add` : t`Amount to add`}
            unit={unit ?? undefined}
            disabled={isSubmitting}
          />
        </FormDialogBody>
      </DialogSurface>
    </Dialog>
  );
}
