import { sql } from 'kysely';
import { NUTRIENT_COLUMNS } from '../../../db/nutrients';
import type { DB } from '../../../db/schema';
import { ownLiveUuids } from '../../access';

/** The values a recipe item is stored with (references already checked, see item-references.ts). */
export interface RecipeItemValues {
  productUuid: string;
  portionUuid: string | null;
  amount: number;
  quantity: number;
}

/**
 * Items of the user's recipes with what their answers and nutrients need: the product (deleted ones
 * included: an item keeps its place when its product is deleted) and the portion, if any.
 */
function itemViews(db: DB, userUuid: string) {
  return db
    .selectFrom('recipe_items as item')
    .innerJoin('products as product', (join) =>
      join.onRef('product.uuid', '=', 'item.product_uuid').onRef('product.user_uuid', '=', 'item.user_uuid'),
    )
    .leftJoin('portions as portion', (join) =>
      join.onRef('portion.uuid', '=', 'item.portion_uuid').onRef('portion.user_uuid', '=', 'item.user_uuid'),
    )
    .select([
      'item.uuid',
      'item.recipe_uuid',
      'item.product_uuid',
      'item.portion_uuid',
      'item.amount',
      'item.quantity',
      'item.created_at',
      'item.updated_at',
      'product.name as product_name',
      'product.unit as product_unit',
      'product.nutrients_per',
      'product.deleted_at as product_deleted_at',
      'portion.name as portion_name',
      'portion.amount as portion_amount',
    ])
    .select(NUTRIENT_COLUMNS.map((column) => `product.${column}` as const))
    .where('item.user_uuid', '=', userUuid);
}

export type RecipeItemView = Awaited<ReturnType<ReturnType<typeof itemViews>['executeTakeFirstOrThrow']>>;

/** The items of the user's recipes among `recipeUuids`, each recipe's oldest first. One query. */
export async function listItemViews(
  db: DB,
  userUuid: string,
  recipeUuids: readonly string[],
): Promise<RecipeItemView[]> {
  if (recipeUuids.length === 0) return [];
  return itemViews(db, userUuid)
    .where('item.recipe_uuid', 'in', recipeUuids)
    .orderBy('item.created_at')
    .orderBy('item.uuid')
    .execute();
}

/** One of the user's recipe items, unless its recipe is deleted (then it answers 404). */
export async function findItemView(db: DB, userUuid: string, uuid: string): Promise<RecipeItemView | undefined> {
  return itemViews(db, userUuid)
    .where('item.uuid', '=', uuid)
    .where('item.recipe_uuid', 'in', ownLiveUuids(db, userUuid, 'recipe'))
    .executeTakeFirst();
}

/** Adds an item to one of the user's recipes (the caller checked that the recipe exists); its uuid. */
export async function createItem(
  db: DB,
  userUuid: string,
  recipeUuid: string,
  values: RecipeItemValues,
): Promise<string> {
  const row = await db
    .insertInto('recipe_items')
    .values({
      user_uuid: userUuid,
      recipe_uuid: recipeUuid,
      product_uuid: values.productUuid,
      portion_uuid: values.portionUuid,
      amount: values.amount,
      quantity: values.quantity,
    })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  return row.uuid;
}

export async function updateItem(db: DB, userUuid: string, uuid: string, values: RecipeItemValues): Promise<void> {
  await db
    .updateTable('recipe_items')
    .set({
      product_uuid: values.productUuid,
      portion_uuid: values.portionUuid,
      amount: values.amount,
      quantity: values.quantity,
      updated_at: sql`now()`,
    })
    .where('user_uuid', '=', userUuid)
    .where('uuid', '=', uuid)
    .execute();
}

/** Removes one of the user's items for good; false when it does not exist or its recipe is deleted. */
export async function deleteItem(db: DB, userUuid: string, uuid: string): Promise<boolean> {
  const result = await db
    .deleteFrom('recipe_items')
    .where('user_uuid', '=', userUuid)
    .where('uuid', '=', uuid)
    .where('recipe_uuid', 'in', ownLiveUuids(db, userUuid, 'recipe'))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
