import { Dialog, DialogSurface, DialogTrigger, Field, Input, Select } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  DEFAULT_PRODUCT_UNIT,
  DEFAULT_RECIPE_UNIT_SIZE,
  PRODUCT_UNITS,
  type ProductUnit,
} from '@nutrilog/shared/domain';
import { unitSymbol } from '@nutrilog/shared/format';
import { ControlledNumberField, FormDialogBody, showApiViolations, useFieldMessage } from '@nutrilog/shared/forms';
import { recipeInputSchema, type RecipeInput } from '@nutrilog/shared/schemas';
import { useState, type ReactElement } from 'react';
import { type Resolver, useController, useForm } from 'react-hook-form';

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
export function RecipeDialog({ trigger, title, initial, onSubmit }: RecipeDialogProps) {
  const [open, setOpen] = useState(false);
  // Each opening gets a fresh form, even when it reopens while the last one is still fading out.
  const [opening, setOpening] = useState(0);
  const changeOpen = (next: boolean) => {
    if (next) setOpening((count) => count + 1);
    setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => changeOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      <DialogSurface>
        <RecipeForm key={opening} title={title} initial={initial} onSubmit={onSubmit} onSaved={() => setOpen(false)} />
      </DialogSurface>
    </Dialog>
  );
}

function RecipeForm({
  title,
  initial,
  onSubmit,
  onSaved,
}: Omit<RecipeDialogProps, 'trigger'> & { onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const message = useFieldMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<RecipeInput>({
    resolver,
    defaultValues: initial ?? { name: '', unit: DEFAULT_PRODUCT_UNIT, unitSize: DEFAULT_RECIPE_UNIT_SIZE },
  });
  const { errors, isSubmitting } = formState;
  // Controlled: Fluent's inputs keep their own value state, which a DOM value set by `register` would not update.
  const { field: name } = useController({ control, name: 'name' });
  const { field: unit } = useController({ control, name: 'unit' });

  const save = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      onSaved();
    } catch (error) {
      if (showApiViolations(error, RECIPE_FIELDS, setError)) setFailure(t`The recipe could not be saved. Try again.`);
    }
  });

  return (
    <FormDialogBody title={title} failure={failure} busy={isSubmitting} onSubmit={(event) => void save(event)}>
      <Field label={t`Name`} required validationMessage={message(errors.name)}>
        <Input
          ref={name.ref}
          name={name.name}
          value={name.value}
          onChange={(_, data) => name.onChange(data.value)}
          onBlur={name.onBlur}
          autoComplete="off"
          disabled={isSubmitting}
        />
      </Field>
      <Field label={t`Unit`} validationMessage={message(errors.unit)}>
        <Select
          ref={unit.ref}
          name={unit.name}
          value={unit.value}
          onChange={(_, data) => unit.onChange(data.value)}
          onBlur={unit.onBlur}
          disabled={isSubmitting}
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
        disabled={isSubmitting}
      />
    </FormDialogBody>
  );
}
