import { Field, Select } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useController } from 'react-hook-form';
import { formatQuantity, unitSymbol } from '@nutrilog/shared/format';
import { ControlledNumberField, useFieldMessage } from '@nutrilog/shared/forms';
import type { ChosenOwner } from './owner';
import type { IntakeLogFormApi } from './useIntakeLogForm';

export interface PortionAmountFieldsProps {
  control: IntakeLogFormApi['control'];
  name: 'portion' | 'recipePortion';
  label: string;
  owner: ChosenOwner | null;
  onChoose: (portion: string | null) => void;
  disabled?: boolean;
}

/** How much of the product or recipe: one of its portions and a quantity, or no portion and an amount in its unit. */
export function PortionAmountFields({ control, name, label, owner, onChoose, disabled }: PortionAmountFieldsProps) {
  const { t, i18n } = useLingui();
  const message = useFieldMessage();
  const { field, fieldState } = useController({ control, name });
  const unit = owner ? unitSymbol(owner.unit) : undefined;
  return (
    <>
      <Field label={label} validationMessage={message(fieldState.error)}>
        <Select
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={(_, data) => onChoose(data.value || null)}
          onBlur={field.onBlur}
          disabled={!owner || disabled}
        >
          <option value="">{t`No portion (amount)`}</option>
          {owner?.portions.map((portion) => (
            <option key={portion['@id']} value={portion['@id']}>
              {`${portion.name} (${formatQuantity(portion.amount, i18n.locale)} ${unit})`}
            </option>
          ))}
        </Select>
      </Field>
      {field.value ? (
        <ControlledNumberField
          key="quantity"
          control={control}
          name="quantity"
          label={t`Quantity`}
          required
          disabled={disabled}
        />
      ) : (
        <ControlledNumberField
          key="amount"
          control={control}
          name="amount"
          label={t`Amount`}
          unit={unit}
          required
          disabled={disabled}
        />
      )}
    </>
  );
}
