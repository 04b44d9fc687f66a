import type { FoodSource, ProductOrigin } from '@nutrilog/shared/schemas';

/*
 * products.source_food: the food of the food database a product was made from, `<source>:<id>` (`reference:09040`,
 * `openFoodFacts:3017620422003`), or null for a product the user made. Its source is the product's `origin`.
 */

export type SourceFoodOrigin = Extract<FoodSource, ProductOrigin>;

export const sourceFoodKey = (source: SourceFoodOrigin, id: string) => `${source}:${id}`;

/** The product's `origin`: where its source food came from, or null. */
export function originOfSourceFood(sourceFood: string | null): ProductOrigin | null {
  if (sourceFood === null) return null;
  const source = sourceFood.slice(0, sourceFood.indexOf(':'));
  return source === 'reference' || source === 'openFoodFacts' ? source : null;
}
