import type { FieldPath, PathValue, UseFormReturn } from 'react-hook-form';
import { DEFAULT_NUTRIENTS_PER, type ProductUnit } from '@nutrilog/shared/domain';
import { NUTRIENT_KEYS, type Nutrients } from '@nutrilog/shared/nutrients';
import type { BarcodeLookupResult, ProductInference } from './fill-requests';
import type { ProductFormValues } from './product-form-values';

export type ProductFormApi = UseFormReturn<ProductFormValues>;

function set<N extends FieldPath<ProductFormValues>>(
  form: ProductFormApi,
  name: N,
  value: PathValue<ProductFormValues, N>,
) {
  form.setValue(name, value, { shouldDirty: true });
}

/** Unit, "per 100" and the eleven nutrients, set input by input so that every input shows its new value. */
function fillNutrients(form: ProductFormApi, unit: ProductUnit, nutrients: Nutrients) {
  set(form, 'unit', unit);
  set(form, 'nutrientsPer', DEFAULT_NUTRIENTS_PER);
  for (const key of NUTRIENT_KEYS) set(form, `nutrients.${key}`, nutrients[key]);
}

/** After a failed submit the messages follow the values; refresh them for the filled-in values. */
function revalidate(form: ProductFormApi) {
  if (form.formState.isSubmitted) void form.trigger();
}

/** Text or photo inference: nutrients and unit; the name is left to the user. */
export function fillFromInference(form: ProductFormApi, { unit, nutrients }: ProductInference) {
  fillNutrients(form, unit, nutrients);
  revalidate(form);
}

/**
 * A barcode lookup: name, unit (millilitre for a beverage), nutrients per 100 and the barcode; a known serving
 * size becomes a portion named `servingName`, unless the form already has that very portion.
 */
export function fillFromBarcode(form: ProductFormApi, lookup: BarcodeLookupResult, servingName: string) {
  set(form, 'name', lookup.name);
  set(form, 'barcode', lookup.barcode);
  fillNutrients(form, lookup.isBeverage ? 'milliliter' : 'gram', lookup.nutrients);
  const amount = lookup.servingSize;
  const portions = form.getValues('portions');
  if (
    typeof amount === 'number' &&
    amount > 0 &&
    !portions.some((p) => p.name === servingName && p.amount === amount)
  ) {
    set(form, 'portions', [...portions, { name: servingName, amount }]);
  }
  revalidate(form);
}
