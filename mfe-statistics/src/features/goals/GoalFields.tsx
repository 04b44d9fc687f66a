import { Field, Input, Radio, RadioGroup, Select } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useController, type Control } from 'react-hook-form';
import type { GoalType } from '@nutrilog/shared/domain';
import { unitSymbol } from '@nutrilog/shared/format';
import { ControlledNumberField, useFieldMessage } from '@nutrilog/shared/forms';
import { NUTRIENT_BY_KEY, NUTRIENT_KEYS, type NutrientKey } from '@nutrilog/shared/nutrients';
import type { GoalInput } from '@nutrilog/shared/schemas';
import { NUTRIENT_LABELS } from '@nutrilog/shared/ui';

type FieldsProps = { control: Control<GoalInput>; disabled: boolean };

// Controlled: Fluent's inputs keep their own value state, which a DOM value set by `register` would not update.

function NutrientSelect({ control, disabled }: FieldsProps) {
  const { t, i18n } = useLingui();
  const message = useFieldMessage();
  const { field, fieldState } = useController({ control, name: 'nutrient' });
  return (
    <Field label={t`Nutrient`} validationMessage={message(fieldState.error)}>
      <Select
        ref={field.ref}
        name={field.name}
        value={field.value}
        onChange={(_, data) => field.onChange(data.value as NutrientKey)}
        onBlur={field.onBlur}
        disabled={disabled}
      >
        {NUTRIENT_KEYS.map((key) => (
          <option key={key} value={key}>
            {i18n._(NUTRIENT_LABELS[key])}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function GoalTypeRadios({ control, disabled }: FieldsProps) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const { field, fieldState } = useController({ control, name: 'goalType' });
  return (
    <Field label={t`Goal type`} validationMessage={message(fieldState.error)}>
      <RadioGroup
        ref={field.ref}
        name={field.name}
        value={field.value}
        onChange={(_, data) => field.onChange(data.value as GoalType)}
        onBlur={field.onBlur}
        layout="horizontal"
        disabled={disabled}
      >
        <Radio value="maximum" label={t`At most`} />
        <Radio value="minimum" label={t`At least`} />
      </RadioGroup>
    </Field>
  );
}

/** An optional calendar date (`YYYY-MM-DD`); an empty one is null (open). */
function DateInput({ control, name, label, disabled }: FieldsProps & { name: 'startDate' | 'endDate'; label: string }) {
  const message = useFieldMessage();
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label={label} validationMessage={message(fieldState.error)}>
      <Input
        ref={field.ref}
        type="date"
        name={field.name}
        value={field.value ?? ''}
        onChange={(_, data) => field.onChange(data.value === '' ? null : data.value)}
        onBlur={field.onBlur}
        disabled={disabled}
      />
    </Field>
  );
}

/** The inputs of a goal: nutrient, at most / at least, value in the nutrient's unit, and optional dates. */
export function GoalFields({ control, disabled, nutrient }: FieldsProps & { nutrient: NutrientKey }) {
  const { t } = useLingui();
  return (
    <>
      <NutrientSelect control={control} disabled={disabled} />
      <GoalTypeRadios control={control} disabled={disabled} />
      <ControlledNumberField
        control={control}
        name="value"
        label={t`Value`}
        unit={unitSymbol(NUTRIENT_BY_KEY[nutrient].unit)}
        required
        disabled={disabled}
      />
      <DateInput control={control} name="startDate" label={t`Start date`} disabled={disabled} />
      <DateInput control={control} name="endDate" label={t`End date`} disabled={disabled} />
    </>
  );
}
