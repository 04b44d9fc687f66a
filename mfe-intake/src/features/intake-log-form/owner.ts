import type { ProductUnit } from '@nutrilog/shared/domain';
import { entrySource, type NutrientSource, productSource, recipeSource } from '@nutrilog/shared/nutrients';
import type { IntakeLog, Product, Recipe } from '@nutrilog/shared/schemas';

/** The product or recipe a log is of, as the form needs it: its name, unit, portions and nutrients. */
export interface ChosenOwner {
  '@id': string;
  uuid: string;
  name: string;
  unit: ProductUnit;
  /** What the preview scales; null when it cannot be known. */
  source: NutrientSource | null;
  portions: readonly { '@id': string; name: string; amount: number }[];
}

export function ownerOfProduct(product: Product): ChosenOwner {
  const { uuid, name, unit, portions } = product;
  return { '@id': product['@id'], uuid, name, unit, portions, source: productSource(product) };
}

export function ownerOfRecipe(recipe: Recipe): ChosenOwner {
  const { uuid, name, unit, portions } = recipe;
  return { '@id': recipe['@id'], uuid, name, unit, portions, source: recipeSource(recipe) };
}

/**
 * The log's product or recipe as far as the log itself tells (while its detail loads, or when it was deleted):
 * only the log's own portion, and its nutrients as they are for the log's total amount.
 */
export function ownerOfLog(log: IntakeLog, kind: 'product' | 'recipe'): ChosenOwner | null {
  const owner = log[kind];
  if (!owner) return null;
  const portion = kind === 'product' ? log.portion : log.recipePortion;
  return {
    '@id': owner['@id'],
    uuid: owner.uuid,
    name: owner.name,
    unit: owner.unit,
    source: entrySource(log),
    portions: portion ? [portion] : [],
  };
}
