import { Button } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { FormDialogBody, showApiViolations, useDialogDelete } from '@nutrilog/shared/forms';
import { weightLogInputSchema, type WeightLogInput } from '@nutrilog/shared/schemas';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
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
  const [failure, setFailure] = useState<string | null>(null);
  const { deleting, remove } = useDialogDelete({
    onDone,
    setFailure,
    failureMessage: t`The weight log could not be deleted. Try again.`,
  });
  const { control, handleSubmit, setError, formState } = useForm<WeightLogInput>({ resolver, defaultValues: initial });
  const unit = useWatch({ control, name: 'unit' });
  const busy = formState.isSubmitting || deleting;

  const save = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      onDone();
    } catch (error) {
      if (showApiViolations(error, WEIGHT_LOG_FIELDS, setError))
        setFailure(t`The weight log could not be saved. Try again.`);
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
      <WeightLogFields control={control} disabled={busy} dateDisabled={editing} unit={unit} />
    </FormDialogBody>
  );
}
