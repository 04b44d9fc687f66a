import { type Selectable, sql } from 'kysely';
import type { PortionInput, RecipeInput, RecipePatch } from '@nutrilog/shared/schemas';
import { type Page, paginate, type Pagination } from '../../db/paginate';
import type { DB, RecipesTable } from '../../db/schema';
import { softDelete } from '../../db/soft-delete';
import type { OrderDirection } from '../../http/query';
import type { PortionRow } from '../portions/repository';

export type RecipeRow = Selectable<RecipesTable>;

export interface RecipeFilters {
  /** Case-insensitive part of the name; empty or absent: every recipe. */
  name?: string | undefined;
  order: OrderDirection;
}

/** The user's recipes that are not deleted, by name (case-insensitive), one page of them. */
export async function listRecipes(
  db: DB,
  userUuid: string,
  filters: RecipeFilters,
  pagination: Pagination,
): Promise<Page<RecipeRow>> {
  let query = db.selectFrom('recipes').selectAll().where('user_uuid', '=', userUuid).where('deleted_at', 'is', null);
  if (filters.name) query = query.where(sql<boolean>`strpos(lower(name), lower(${filters.name})) > 0`);
  query = query
    .orderBy(sql`lower(name)`, filters.order)
    .orderBy('name', filters.order)
    .orderBy('uuid');
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

export async function createRecipe(db: DB, userUuid: string, input: RecipeInput): Promise<RecipeRow> {
  return db
    .insertInto('recipes')
    .values({ user_uuid: userUuid, name: input.name, unit: input.unit, unit_size: input.unitSize })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Applies a merge patch to one of the user's recipes; undefined when it does not exist or is deleted. */
export async function updateRecipe(
  db: DB,
  userUuid: string,
  uuid: string,
  patch: RecipePatch,
): Promise<RecipeRow | undefined> {
  return db
    .updateTable('recipes')
    .set({
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.unit === undefined ? {} : { unit: patch.unit }),
      ...(patch.unitSize === undefined ? {} : { unit_size: patch.unitSize }),
      updated_at: sql`now()`,
    })
    .where('user_uuid', '=', userUuid)
    .where('uuid', '=', uuid)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Soft delete (see db/soft-delete.ts). */
export const softDeleteRecipe = (db: DB, userUuid: string, uuid: string) => softDelete(db, 'recipes', userUuid, uuid);

/** A new portion of one of the user's recipes (the caller checked that the recipe exists). */
export async function createRecipePortion(
  db: DB,
  userUuid: string,
  recipeUuid: string,
  input: PortionInput,
): Promise<PortionRow> {
  return db
    .insertInto('portions')
    .values({ user_uuid: userUuid, recipe_uuid: recipeUuid, name: input.name, amount: input.amount })
    .returningAll()
    .executeTakeFirstOrThrow();
}
