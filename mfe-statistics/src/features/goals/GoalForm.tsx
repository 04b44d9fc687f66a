import { Button } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { FormDialogBody, showApiViolations, useDialogDelete } from '@nutrilog/shared/forms';
import { goalInputSchema, type GoalInput } from '@nutrilog/shared/schemas';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
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
  const [failure, setFailure] = useState<string | null>(null);
  const { deleting, remove } = useDialogDelete({
    onDone,
    setFailure,
    failureMessage: t`The goal could not be deleted. Try again.`,
  });
  const { control, handleSubmit, setError, formState } = useForm<GoalInput>({ resolver, defaultValues: initial });
  const nutrient = useWatch({ control, name: 'nutrient' });
  const busy = formState.isSubmitting || deleting;

  const save = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      onDone();
    } catch (error) {
      if (showApiViolations(error, GOAL_FIELDS, setError)) setFailure(t`The goal could not be saved. Try again.`);
    }
  });

  return (
    <FormDialogBody
      title={title}
      failure={failure}
      busy={busy}
      onSubmit={(event) => void save(event)}
      startActions={
        onDelete ? (
          <Button onClick={() => void remove(onDelete)} disabled={busy}>
            {t`Delete`}
          </Button>
        ) : null
      }
    >
      <GoalFields control={control} nutrient={nutrient} disabled={busy} />
    </FormDialogBody>
  );
}
