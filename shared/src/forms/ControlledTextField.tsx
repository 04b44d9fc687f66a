import { Field, Input, type InputProps } from '@fluentui/react-components';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldMessage } from './field-message';

export interface ControlledTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  inputMode?: InputProps['inputMode'];
}

/**
 * A labelled text input bound to a react-hook-form field, its validation message next to it. Controlled, because
 * Fluent's Input keeps its own value: a value set by the form (a barcode lookup, a scan) must reach the screen.
 */
export function ControlledTextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  inputMode,
}: ControlledTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const message = useFieldMessage();
  return (
    <Field label={label} hint={hint} required={required} validationMessage={message(fieldState.error)}>
      <Input
        ref={field.ref}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={(_, data) => field.onChange(data.value)}
        onBlur={field.onBlur}
        disabled={disabled}
        inputMode={inputMode}
        autoComplete="off"
      />
    </Field>
  );
}
