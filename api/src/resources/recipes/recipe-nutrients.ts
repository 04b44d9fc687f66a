import { type NutrientSource, recipeNutrients } from '@nutrilog/shared/nutrients';
import { nutrientsOf } from '../../db/nutrients';
import type { DB } from '../../db/schema';
import { listItemViews, type RecipeItemView } from './items/repository';

/** What an item's product nutrients refer to: nutrientsPer of the product. */
export const itemProductSource = (item: RecipeItemView): NutrientSource => ({
  nutrients: nutrientsOf(item),
  per: item.nutrients_per,
});

/** How much of its product an item holds, for the shared math (totalAmount, entryNutrients). */
export const itemEntry = (item: RecipeItemView) => ({
  amount: item.amount,
  quantity: item.quantity,
  portionAmount: item.portion_amount,
});

/** What a recipe's nutrients refer to: the sum of its items' nutrients (deleted products included), per unitSize. */
export function recipeNutrientSource(unitSize: number, items: readonly RecipeItemView[]): NutrientSource {
  return {
    nutrients: recipeNutrients(items.map((item) => ({ source: itemProductSource(item), ...itemEntry(item) }))),
    per: unitSize,
  };
}

/** Item views by their recipe's uuid, in their order. */
export function groupItemsByRecipe(items: readonly RecipeItemView[]): Map<string, RecipeItemView[]> {
  const groups = new Map<string, RecipeItemView[]>();
  for (const item of items) {
    const group = groups.get(item.recipe_uuid);
    if (group) group.push(item);
    else groups.set(item.recipe_uuid, [item]);
  }
  return groups;
}

/**
 * The nutrient source of each of the user's recipes among `recipeUuids` (deleted recipes included, for the
 * intake logs that refer to them). Two queries, whatever the number of recipes.
 */
export async function recipeNutrientSources(
  db: DB,
  userUuid: string,
  recipeUuids: readonly string[],
): Promise<Map<string, NutrientSource>> {
  if (recipeUuids.length === 0) return new Map();
  const [recipes, items] = await Promise.all([
    db
      .selectFrom('recipes')
      .select(['uuid', 'unit_size'])
      .where('user_uuid', '=', userUuid)
      .where('uuid', 'in', recipeUuids)
      .execute(),
    listItemViews(db, userUuid, recipeUuids).then(groupItemsByRecipe),
  ]);
  return new Map(
    recipes.map((recipe) => [recipe.uuid, recipeNutrientSource(recipe.unit_size, items.get(recipe.uuid) ?? [])]),
  );
}
