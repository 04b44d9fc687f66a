import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { type Resolver, useWatch } from 'react-hook-form';
import { FormDialogBody, useDialogForm } from '@nutrilog/shared/forms';
import { goalInputSchema, type GoalInput } from '@nutrilog/shared/schemas';
import { GOAL_FIELDS } from './goal-form-values';
import { GoalFields } from './GoalFields';

// The form always holds every field, so its values already have the schema's output type.
const resolver = valibotResolver(goalInputSchema) as Resolver<GoalInput>;

export interface GoalFormProps {
  title: string;
  initial: GoalInput;
  /** Saves the goal; rejects (e.g. with a 422) to keep the form open. */
  onSubmit: (values: GoalInput) => Promise<void>;
  /** Deletes the goal being edited; absent when creating. */
  onDelete?: () => Promise<void>;
  /** Called once the goal is saved or deleted. */
  onDone: () => void;
}

/** The inside of the goal dialog: title, fields, a failure above them, and Delete / Cancel / Save. */
export function GoalForm({ title, initial, onSubmit, onDelete, onDone }: GoalFormProps) {
  const { t } = useLingui();
  const { form, busy, body } = useDialogForm<GoalInput>({
    resolver,
    defaultValues: initial,
    fields: GOAL_FIELDS,
    saveFailure: t`The goal could not be saved. Try again.`,
    deleteFailure: t`The goal could not be deleted. Try again.`,
    onSubmit,
    onDone,
    onDelete,
  });
  const nutrient = useWatch({ control: form.control, name: 'nutrient' });

  return (
    <FormDialogBody title={title} {...body}>
      <GoalFields control={form.control} nutrient={nutrient} disabled={busy} />
    </FormDialogBody>
  );
}
