import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ControlledNumberField, FormDialog, FormDialogBody, useDialogForm } from '@nutrilog/shared/forms';
import { addToLogSchema, type AddToLogInput } from '@nutrilog/shared/schemas';
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
export function AddAmountDialog({ disabled, ...props }: AddAmountDialogProps) {
  const { t } = useLingui();
  return (
    <FormDialog
      trigger={
        <Button icon={<AddRegular />} disabled={disabled}>
          {t`Add amount`}
        </Button>
      }
    >
      {(close) => <AddAmountForm {...props} onDone={close} />}
    </FormDialog>
  );
}

function AddAmountForm({
  adjustment,
  unit,
  onSave,
  onDone,
}: Omit<AddAmountDialogProps, 'disabled'> & { onDone: () => void }) {
  const { t } = useLingui();
  const byQuantity = adjustment.field === 'quantity';
  const resolver = useMemo(() => valibotResolver(addToLogSchema(byQuantity ? 'Quantity' : 'Amount')), [byQuantity]);
  const { form, busy, body } = useDialogForm<AddToLogInput>({
    resolver,
    defaultValues: { added: 0 },
    fields: ['added'],
    // The total is checked again by the API (e.g. beyond the largest amount): its message goes next to the field.
    inputOf: { [adjustment.field]: 'added' },
    saveFailure: t`The intake log could not be updated. Try again.`,
    onSubmit: async ({ added }) => {
      if (added !== 0) await onSave(adjusted(adjustment.value, added));
    },
    onDone,
  });

  return (
    <FormDialogBody title={t`Add amount`} {...body}>
      <ControlledNumberField
        control={form.control}
        name="added"
        label={byQuantity ? t`Portions to add` : t`Amount to add`}
        unit={unit ?? undefined}
        disabled={busy}
      />
    </FormDialogBody>
  );
}
