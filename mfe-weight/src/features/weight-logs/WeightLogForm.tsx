import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { type Resolver, useWatch } from 'react-hook-form';
import { FormDialogBody, useDialogForm } from '@nutrilog/shared/forms';
import { weightLogInputSchema, type WeightLogInput } from '@nutrilog/shared/schemas';
import { WEIGHT_LOG_FIELDS } from './weight-log-form-values';
import { WeightLogFields } from './WeightLogFields';

// The form always holds every field, so its values already have the schema's output type.
const resolver = valibotResolver(weightLogInputSchema) as Resolver<WeightLogInput>;

export interface WeightLogFormProps {
  title: string;
  initial: WeightLogInput;
  /** Editing a log: its date is fixed (docs/product.md#validation-rules). */
  editing: boolean;
  /** Saves the log; rejects (e.g. with a 422) to keep the form open. */
  onSubmit: (values: WeightLogInput) => Promise<void>;
  /** Deletes the log being edited; absent when creating. */
  onDelete?: () => Promise<void>;
  /** Called once the log is saved or deleted. */
  onDone: () => void;
}

/** The inside of the weight log dialog: title, fields, a failure above them, and Delete / Cancel / Save. */
export function WeightLogForm({ title, initial, editing, onSubmit, onDelete, onDone }: WeightLogFormProps) {
  const { t } = useLingui();
  const { form, busy, body } = useDialogForm<WeightLogInput>({
    resolver,
    defaultValues: initial,
    fields: WEIGHT_LOG_FIELDS,
    saveFailure: t`The weight log could not be saved. Try again.`,
    deleteFailure: t`The weight log could not be deleted. Try again.`,
    onSubmit,
    onDone,
    onDelete,
  });
  const unit = useWatch({ control: form.control, name: 'unit' });

  return (
    <FormDialogBody title={title} {...body}>
      <WeightLogFields control={form.control} disabled={busy} dateDisabled={editing} unit={unit} />
    </FormDialogBody>
  );
}
