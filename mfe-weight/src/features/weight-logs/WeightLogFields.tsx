import { Field, Input } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useController, type Control } from 'react-hook-form';
import { unitSymbol } from '@nutrilog/shared/format';
import { ControlledNumberField, ControlledTextField, NumberField, useFieldMessage } from '@nutrilog/shared/forms';
import type { WeightLogInput } from '@nutrilog/shared/schemas';
import { dayOfTimestamp, timestampOfDay } from './weight-log-form-values';

type FieldsProps = { control: Control<WeightLogInput>; disabled: boolean };

// Controlled: Fluent's inputs keep their own value state, which a DOM value set by `register` would not update.

/** The day of the weigh-in; the form holds the timestamp the API takes (see timestampOfDay). */
function DateField({ control, disabled }: FieldsProps) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const { field, fieldState } = useController({ control, name: 'date' });
  return (
    <Field label={t`Date`} required validationMessage={message(fieldState.error)}>
      <Input
        ref={field.ref}
        type="date"
        name={field.name}
        value={dayOfTimestamp(field.value)}
        onChange={(_, data) => field.onChange(timestampOfDay(data.value))}
        onBlur={field.onBlur}
        disabled={disabled}
      />
    </Field>
  );
}

/**
 * Optional: an empty field is null. NumberField reads an empty field as 0 and shows 0 as empty, so 0 is null
 * here too (nobody has 0 % body fat).
 */
function BodyFatField({ control, disabled }: FieldsProps) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const { field, fieldState } = useController({ control, name: 'bodyFatPercentage' });
  return (
    <Field label={t`Body fat percentage`} validationMessage={message(fieldState.error)}>
      <NumberField
        name={field.name}
        input={{ ref: field.ref }}
        value={field.value}
        onChange={(value) => field.onChange(value === 0 ? null : value)}
        onBlur={field.onBlur}
        disabled={disabled}
        contentAfter="%"
      />
    </Field>
  );
}

/** The inputs of a weight log: date (fixed once logged), weight in `unit`, body fat and unit. */
export function WeightLogFields({
  control,
  disabled,
  dateDisabled,
  unit,
}: FieldsProps & { dateDisabled: boolean; unit: string }) {
  const { t } = useLingui();
  return (
    <>
      <DateField control={control} disabled={disabled || dateDisabled} />
      <ControlledNumberField
        control={control}
        name="weight"
        label={t`Weight`}
        unit={unitSymbol(unit)}
        required
        disabled={disabled}
      />
      <BodyFatField control={control} disabled={disabled} />
      <ControlledTextField control={control} name="unit" label={t`Unit`} disabled={disabled} />
    </>
  );
}
