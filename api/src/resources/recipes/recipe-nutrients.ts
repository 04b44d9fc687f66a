import { type NutrientSource, recipeNutrients } from '@nutrilog/shared/nutrients';
import type { DB } from '../../db/schema';
import { nutrientsOf } from '../../db/nutrients';
import { NUTRIENT_COLUMNS } from '../../db/nutrients';

/**
 * What each recipe's nutrients refer to: the sum of its items' nutrients (products, deleted ones included,
 * for their total amounts) per the recipe's unitSize. One query for all of `recipeUuids`.
 */
export async function recipeNutrientSources(db: DB, userUuid: string, recipeUuids: readonly string[]): Promise<Map<string, NutrientSource>> {
  if (recipeUuids.length === 0) return new Map();
  const [recipes, items] = await Promise.all([
    db.selectFrom('recipes').select(['uuid', 'unit_size']).where('user_uuid', '=', userUuid).where('uuid', 'in', recipeUuids).execute(),
    db
      .selectFrom('recipe_items as item')
      .innerJoin('products as product', (join) => join.onRef('product.uuid', '=', 'item.product_uuid').onRef('product.user_uuid', '=', 'item.user_uuid'))
      .leftJoin('portions as portion', (join) => join.onRef('portion.uuid', '=', 'item.portion_uuid').onRef('portion.user_uuid', '=', 'item.user_uuid'))
      .select(['item.recipe_uuid', 'item.amount', 'item.quantity', 'portion.amount as portion_amount', 'product.nutrients_per'])
      .select(NUTRIENT_COLUMNS.map((column) => `product.${column}` as const))
      .where('item.user_uuid', '=', userUuid)
      .where('item.recipe_uuid', 'in', recipeUuids)
      .execute(),
  ]);
  const sources = new Map<string, NutrientSource>();
  for (const recipe of recipes) {
    const own = items.filter((item) => item.recipe_uuid === recipe.uuid);
    const nutrients = recipeNutrients(
      own.map((item) => ({
        source: { nutrients: nutrientsOf(item), per: item.nutrients_per },
        amount: item.amount,
        quantity: item.quantity,
        portionAmount: item.portion_amount,
      })),
    );
    sources.set(recipe.uuid, { nutrients, per: recipe.unit_size });
  }
  return sources;
}
