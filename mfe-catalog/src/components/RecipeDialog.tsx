import { Field, Input, Select } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactElement } from 'react';
import { type Resolver, useController } from 'react-hook-form';
import {
  DEFAULT_PRODUCT_UNIT,
  DEFAULT_RECIPE_UNIT_SIZE,
  PRODUCT_UNITS,
  type ProductUnit,
} from '@nutrilog/shared/domain';
import { unitSymbol } from '@nutrilog/shared/format';
import {
  ControlledNumberField,
  FormDialog,
  FormDialogBody,
  useDialogForm,
  useFieldMessage,
} from '@nutrilog/shared/forms';
import { recipeInputSchema, type RecipeInput } from '@nutrilog/shared/schemas';

const RECIPE_FIELDS = ['name', 'unit', 'unitSize'] as const;

// The form always holds every field, so its values already have the schema's output type.
const resolver = valibotResolver(recipeInputSchema) as Resolver<RecipeInput>;

const UNIT_LABELS: Record<ProductUnit, MessageDescriptor> = { gram: msg`Gram`, milliliter: msg`Millilitre` };

export interface RecipeDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  /** The current values when editing a recipe; a new one starts empty, in grams, with unit size 100. */
  initial?: RecipeInput;
  /** Saves the recipe; the dialog closes when it resolves and stays open when it rejects. */
  onSubmit: (values: RecipeInput) => Promise<void>;
}

/** A dialog to create or edit a recipe: its name, unit, and unit size (the amount of the whole recipe). */
export function RecipeDialog({ trigger, ...form }: RecipeDialogProps) {
  return <FormDialog trigger={trigger}>{(close) => <RecipeForm {...form} onDone={close} />}</FormDialog>;
}

function RecipeForm({ title, initial, onSubmit, onDone }: Omit<RecipeDialogProps, 'trigger'> & { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const message = useFieldMessage();
  const { form, busy, body } = useDialogForm<RecipeInput>({
    resolver,
    defaultValues: initial ?? { name: '', unit: DEFAULT_PRODUCT_UNIT, unitSize: DEFAULT_RECIPE_UNIT_SIZE },
    fields: RECIPE_FIELDS,
    saveFailure: t`The recipe could not be saved. Try again.`,
    onSubmit,
    onDone,
  });
  const { control } = form;
  const { errors } = form.formState;
  // Controlled: Fluent's inputs keep their own value state, which a DOM value set by `register` would not update.
  const { field: name } = useController({ control, name: 'name' });
  const { field: unit } = useController({ control, name: 'unit' });

  return (
    <FormDialogBody title={title} {...body}>
      <Field label={t`Name`} required validationMessage={message(errors.name)}>
        <Input
          ref={name.ref}
          name={name.name}
          value={name.value}
          onChange={(_, data) => name.onChange(data.value)}
          onBlur={name.onBlur}
          autoComplete="off"
          disabled={busy}
        />
      </Field>
      <Field label={t`Unit`} validationMessage={message(errors.unit)}>
        <Select
          ref={unit.ref}
          name={unit.name}
          value={unit.value}
          onChange={(_, data) => unit.onChange(data.value)}
          onBlur={unit.onBlur}
          disabled={busy}
        >
          {PRODUCT_UNITS.map((option) => (
            <option key={option} value={option}>
              {i18n._(UNIT_LABELS[option])}
            </option>
          ))}
        </Select>
      </Field>
      <ControlledNumberField
        control={control}
        name="unitSize"
        label={t`Unit size`}
        unit={unitSymbol(unit.value)}
        required
        disabled={busy}
      />
    </FormDialogBody>
  );
}
