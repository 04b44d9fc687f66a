import { type Selectable, sql } from 'kysely';
import { type Page, paginate, type Pagination } from '../../db/paginate';
import type { DB, RecipeItemsTable, RecipesTable } from '../../db/schema';
import type { OrderDirection } from '../../http/query';

export type RecipeRow = Selectable<RecipesTable>;
export type RecipeItemRow = Selectable<RecipeItemsTable>;

export interface RecipeFilters {
  /** Case-insensitive part of the name; empty or absent: every recipe. */
  name?: string | undefined;
  order: OrderDirection;
}

/** The user's recipes that are not deleted, by name (case-insensitive), one page of them. */
export async function listRecipes(db: DB, userUuid: string, filters: RecipeFilters, pagination: Pagination): Promise<Page<RecipeRow>> {
  let query = db.selectFrom('recipes').selectAll().where('user_uuid', '=', userUuid).where('deleted_at', 'is', null);
  if (filters.name) query = query.where(sql<boolean>`strpos(lower(name), lower(${filters.name})) > 0`);
  query = query.orderBy(sql`lower(name)`, filters.order).orderBy('name', filters.order).orderBy('uuid');
  return paginate(db, query, pagination);
}

/** One of the user's recipes, unless deleted. */
export async function findRecipe(db: DB, userUuid: string, uuid: string): Promise<RecipeRow | undefined> {
  return db
    .selectFrom('recipes')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('uuid', '=', uuid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The items of one of the user's recipes, oldest first. */
export async function listRecipeItems(db: DB, userUuid: string, recipeUuid: string): Promise<RecipeItemRow[]> {
  return db
    .selectFrom('recipe_items')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('recipe_uuid', '=', recipeUuid)
    .orderBy('created_at')
    .orderBy('uuid')
    .execute();
}
