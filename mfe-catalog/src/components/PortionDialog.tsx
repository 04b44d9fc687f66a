import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import type { ReactElement } from 'react';
import type { Resolver } from 'react-hook-form';
import type { ProductUnit } from '@nutrilog/shared/domain';
import { unitSymbol } from '@nutrilog/shared/format';
import {
  ControlledNumberField,
  ControlledTextField,
  FormDialog,
  FormDialogBody,
  useDialogForm,
} from '@nutrilog/shared/forms';
import { portionInputSchema, type PortionInput } from '@nutrilog/shared/schemas';

const PORTION_FIELDS = ['name', 'amount'] as const;
// The form always holds every field, so its values already have the schema's output type.
const resolver = valibotResolver(portionInputSchema) as Resolver<PortionInput>;

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
export function PortionDialog({ trigger, ...form }: PortionDialogProps) {
  return <FormDialog trigger={trigger}>{(close) => <PortionForm {...form} onDone={close} />}</FormDialog>;
}

function PortionForm({
  title,
  unit,
  initial,
  onSubmit,
  onDone,
}: Omit<PortionDialogProps, 'trigger'> & { onDone: () => void }) {
  const { t } = useLingui();
  const { form, busy, body } = useDialogForm<PortionInput>({
    resolver,
    defaultValues: { name: initial?.name ?? '', amount: initial?.amount ?? 0 },
    fields: PORTION_FIELDS,
    saveFailure: t`The portion could not be saved. Try again.`,
    onSubmit,
    onDone,
  });

  return (
    <FormDialogBody title={title} {...body}>
      <ControlledTextField control={form.control} name="name" label={t`Name`} required disabled={busy} />
      <ControlledNumberField
        control={form.control}
        name="amount"
        label={t`Amount`}
        unit={unitSymbol(unit)}
        required
        disabled={busy}
      />
    </FormDialogBody>
  );
}
