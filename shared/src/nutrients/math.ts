import { NUTRIENT_BY_KEY, NUTRIENT_KEYS, type Nutrients, zeroNutrients } from './catalogue';

/**
 * The one place nutrients are scaled and summed (docs/product.md#nutrients, docs/product.md#numbers-and-limits). The
 * API computes every `effectiveNutrients` with these functions and the forms preview with the very same ones.
 */

/** Every nutrient multiplied by `factor`. */
export function scaleNutrients(nutrients: Nutrients, factor: number): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, nutrients[key] * factor])) as Nutrients;
}

/** The nutrient-wise sum; the sum of nothing is all zeros. */
export function sumNutrients(list: readonly Nutrients[]): Nutrients {
  const total = zeroNutrients();
  for (const nutrients of list) for (const key of NUTRIENT_KEYS) total[key] += nutrients[key];
  return total;
}

/**
 * Every nutrient rounded to the decimals the UI shows (kcal whole, grams to 0.1, salt to 0.01): what a fill-in answers.
 */
export function roundNutrients(nutrients: Nutrients): Nutrients {
  return Object.fromEntries(
    NUTRIENT_KEYS.map((key) => {
      const factor = 10 ** NUTRIENT_BY_KEY[key].decimals;
      return [key, Math.round(nutrients[key] * factor) / factor];
    }),
  ) as Nutrients;
}

/** What nutrients refer to: a product's `nutrientsPer`, or a recipe's `unitSize` (its whole amount). */
export interface NutrientSource {
  nutrients: Nutrients;
  /** The amount `nutrients` refer to; greater than 0. */
  per: number;
}

/** A product's nutrients refer to its `nutrientsPer`. */
export const productSource = (product: { nutrients: Nutrients; nutrientsPer: number }): NutrientSource => ({
  nutrients: product.nutrients,
  per: product.nutrientsPer,
});

/** A recipe's (summed) nutrients refer to its `unitSize`. */
export const recipeSource = (recipe: { effectiveNutrients: Nutrients; unitSize: number }): NutrientSource => ({
  nutrients: recipe.effectiveNutrients,
  per: recipe.unitSize,
});

/**
 * What a recipe item or intake log tells of its product or recipe without loading it: its nutrients for its
 * total amount; null when that amount is 0 (nothing to scale from).
 */
export const entrySource = (entry: { effectiveNutrients: Nutrients; totalAmount: number }): NutrientSource | null =>
  entry.totalAmount > 0 ? { nutrients: entry.effectiveNutrients, per: entry.totalAmount } : null;

/** The nutrients of `amount` of a source: nutrients × amount / per. */
export function nutrientsForAmount(source: NutrientSource, amount: number): Nutrients {
  return scaleNutrients(source.nutrients, amount / source.per);
}

/**
 * The amount a recipe item or intake log stands for: with a portion, portion amount × quantity;
 * without one, its own amount.
 */
export function totalAmount(entry: { amount: number; quantity: number; portionAmount: number | null }): number {
  return entry.portionAmount === null ? entry.amount : entry.portionAmount * entry.quantity;
}

/** The nutrients of a recipe item (or a product/recipe intake log): the source's nutrients for its total amount. */
export function entryNutrients(
  source: NutrientSource,
  entry: { amount: number; quantity: number; portionAmount: number | null },
): Nutrients {
  return nutrientsForAmount(source, totalAmount(entry));
}

/** A recipe's nutrients (for its whole `unitSize`): the sum of its items' nutrients. */
export function recipeNutrients(
  items: readonly { source: NutrientSource; amount: number; quantity: number; portionAmount: number | null }[],
): Nutrients {
  return sumNutrients(items.map((item) => entryNutrients(item.source, item)));
}
