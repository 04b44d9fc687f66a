import * as v from 'valibot';
import { DEFAULT_NUTRIENTS_PER, DEFAULT_PRODUCT_UNIT } from '@nutrilog/shared/domain';
import { NUTRIENT_KEYS, zeroNutrients, type Nutrients } from '@nutrilog/shared/nutrients';
import type { Product } from '@nutrilog/shared/schemas';
import { barcodeFieldSchema, productInputSchema, type ProductInput, type ProductPatch } from '@nutrilog/shared/schemas';

const entries = productInputSchema.entries;

/**
 * The product forms validate with the API's own product rules. Two differences only: every field is present
 * (the defaults are filled in), and the barcode is a text input whose empty value means "no barcode".
 */
export const productFormSchema = v.object({
  name: entries.name,
  nutrientsPer: entries.nutrientsPer.wrapped,
  unit: entries.unit.wrapped,
  nutrients: entries.nutrients,
  barcode: barcodeFieldSchema,
  portions: entries.portions.wrapped,
});

/** What the inputs hold (a valid form gives the same shape, trimmed). */
export type ProductFormValues = v.InferOutput<typeof productFormSchema>;

/** The eleven nutrients of an API answer, and nothing else (a form holds exactly these fields). */
export function pickNutrients(nutrients: Nutrients): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, nutrients[key]])) as Nutrients;
}

export function emptyProductValues(): ProductFormValues {
  return {
    name: '',
    nutrientsPer: DEFAULT_NUTRIENTS_PER,
    unit: DEFAULT_PRODUCT_UNIT,
    nutrients: zeroNutrients(),
    barcode: '',
    portions: [],
  };
}

/** The edit form starts from the product; its portions are managed on the detail page, not here. */
export function productFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    nutrientsPer: product.nutrientsPer,
    unit: product.unit,
    nutrients: pickNutrients(product.nutrients),
    barcode: product.barcode ?? '',
    portions: [],
  };
}

/** The body of POST /api/products. */
export function productInput(values: ProductFormValues): ProductInput {
  return { ...values, barcode: values.barcode || null };
}

/** The merge patch of the edit page: every field the form shows. */
export function productPatch(values: ProductFormValues): ProductPatch {
  const { name, nutrientsPer, unit, nutrients, barcode } = productInput(values);
  return { name, nutrientsPer, unit, nutrients, barcode };
}
