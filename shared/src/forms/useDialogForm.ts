import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { showApiViolations } from './api-violations';
import type { FormDialogBodyProps } from './FormDialogBody';
import { useDialogDelete } from './useDialogDelete';

export interface DialogFormOptions<T extends FieldValues> {
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  /** The inputs, as react-hook-form names them, that the API's violations are shown next to. */
  fields: readonly string[];
  /** The input of an API field the form calls otherwise (`{ amount: 'added' }`). */
  inputOf?: Readonly<Record<string, string>>;
  /** Said above the fields when saving failed for a reason the fields do not show. */
  saveFailure: string;
  /** Saves the values; rejects (e.g. with a 422) to keep the dialog open. */
  onSubmit: (values: T) => Promise<void>;
  /** Called once the values are saved or the record deleted (the dialog closes). */
  onDone: () => void;
  /** Deletes the record being edited; absent when creating, and then there is no Delete button. */
  onDelete?: () => Promise<void>;
  /** Said above the fields when deleting failed. */
  deleteFailure?: string;
}

/**
 * The form of a FormDialog: react-hook-form, the save with the API's violations set on their fields (and a failure
 * above them for the rest), and the Delete action. `body` is what FormDialogBody takes besides the title and fields.
 */
export function useDialogForm<T extends FieldValues>(options: DialogFormOptions<T>) {
  const { resolver, defaultValues, fields, inputOf, saveFailure, onSubmit, onDone, onDelete, deleteFailure } = options;
  const [failure, setFailure] = useState<string | null>(null);
  const { deleting, remove } = useDialogDelete({ onDone, setFailure, failureMessage: deleteFailure ?? saveFailure });
  const form = useForm<T>({ resolver, defaultValues });
  const busy = form.formState.isSubmitting || deleting;

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      onDone();
    } catch (error) {
      if (showApiViolations(error, fields, form.setError, inputOf)) setFailure(saveFailure);
    }
  });

  const body: Omit<FormDialogBodyProps, 'title' | 'children'> = {
    failure,
    busy,
    onSubmit: (event) => void save(event),
    onDelete: onDelete ? () => void remove(onDelete) : undefined,
  };
  return { form, busy, body };
}
