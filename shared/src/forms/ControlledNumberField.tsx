import { Field } from '@fluentui/react-components';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldMessage } from './field-message';
import { NumberField } from './NumberField';

export interface ControlledNumberFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Shown after the input, e.g. "g" or "kcal". */
  unit?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled NumberField bound to a react-hook-form field, its validation message next to it. */
export function ControlledNumberField<T extends FieldValues>({
  control,
  name,
  label,
  unit,
  required,
  disabled,
}: ControlledNumberFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const message = useFieldMessage();
  return (
    <Field label={label} required={required} validationMessage={message(fieldState.error)}>
      <NumberField
        name={field.name}
        input={{ ref: field.ref }}
        value={field.value as number | null | undefined}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        contentAfter={unit}
      />
    </Field>
  );
}
