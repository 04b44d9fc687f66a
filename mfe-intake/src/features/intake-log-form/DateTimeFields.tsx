import { Field, Input } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useController, type Control } from 'react-hook-form';
import { useFieldMessage } from '@nutrilog/shared/forms';
import type { IntakeLogFormValues } from './form-values';

/** One of the local date (`YYYY-MM-DD`) and time (`HH:mm`) inputs, with its validation message. */
function DateTimeInput({
  control,
  name,
  label,
  disabled,
}: {
  control: Control<IntakeLogFormValues>;
  name: 'date' | 'time';
  label: string;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const message = useFieldMessage();
  return (
    <Field label={label} required validationMessage={message(fieldState.error)}>
      <Input
        ref={field.ref}
        type={name}
        name={field.name}
        value={field.value}
        onChange={(_, data) => field.onChange(data.value)}
        onBlur={field.onBlur}
        disabled={disabled}
      />
    </Field>
  );
}

/** When the intake was, in the browser's time zone. */
export function DateTimeFields({ control, disabled }: { control: Control<IntakeLogFormValues>; disabled?: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <DateTimeInput control={control} name="date" label={t`Date`} disabled={disabled} />
      <DateTimeInput control={control} name="time" label={t`Time`} disabled={disabled} />
    </>
  );
}
