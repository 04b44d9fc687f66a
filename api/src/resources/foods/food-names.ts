import { DUTCH_FOOD_NAMES } from '../reference-foods/dutch-names';
import type { FoodLanguage, ReferenceFoodHit } from '../reference-foods/food-index';

/*
 * The name a reference food is shown and stored by. In Dutch: the first Dutch name dutch-names.ts lists for the food
 * (the singular, 'kipfilet' rather than 'kipfilets'; the imported names table keeps no order), capitalized; in English,
 * and for foods without a Dutch name, the name the index gives (SR's long name).
 */

const PREFERRED_DUTCH = new Map<string, string>();
for (const [name, ndbNo] of DUTCH_FOOD_NAMES) if (!PREFERRED_DUTCH.has(ndbNo)) PREFERRED_DUTCH.set(ndbNo, name);

export function referenceFoodName(hit: ReferenceFoodHit, language: FoodLanguage): string {
  const dutch = language === 'nl' ? PREFERRED_DUTCH.get(hit.food.ndbNo) : undefined;
  return dutch === undefined ? hit.name : dutch.charAt(0).toUpperCase() + dutch.slice(1);
}
