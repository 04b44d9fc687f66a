import type { Insertable } from 'kysely';
import type { Nutrients } from '@nutrilog/shared/nutrients';
import { nutrientColumnValues } from '../db/nutrients';
import type {
  DB,
  GoalsTable,
  IntakeLogsTable,
  PortionsTable,
  ProductsTable,
  RecipeItemsTable,
  RecipesTable,
  WeightLogsTable,
} from '../db/schema';

/**
 * Rows for tests, inserted straight into the database (the read endpoints come before the write ones).
 * Each takes the owner's uuid and overrides; `nutrients` are given as the API spells them.
 */
type Overrides<T> = Partial<Omit<Insertable<T>, 'user_uuid'>>;
type WithNutrients<T> = Overrides<T> & { nutrients?: Partial<Nutrients> };

export async function insertProduct(
  db: DB,
  userUuid: string,
  { nutrients, ...row }: WithNutrients<ProductsTable> = {},
) {
  return db
    .insertInto('products')
    .values({ user_uuid: userUuid, name: 'Product', ...nutrientColumnValues(nutrients ?? {}), ...row })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertPortion(db: DB, userUuid: string, row: Overrides<PortionsTable>) {
  return db
    .insertInto('portions')
    .values({ user_uuid: userUuid, name: 'Portion', amount: 100, ...row })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertRecipe(db: DB, userUuid: string, row: Overrides<RecipesTable> = {}) {
  return db
    .insertInto('recipes')
    .values({ user_uuid: userUuid, name: 'Recipe', ...row })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertRecipeItem(
  db: DB,
  userUuid: string,
  row: Overrides<RecipeItemsTable> & { recipe_uuid: string; product_uuid: string },
) {
  return db
    .insertInto('recipe_items')
    .values({ user_uuid: userUuid, ...row })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertIntakeLog(db: DB, userUuid: string, { nutrients, ...row }: WithNutrients<IntakeLogsTable>) {
  return db
    .insertInto('intake_logs')
    .values({ user_uuid: userUuid, type: 'manual', date: new Date(), ...nutrientColumnValues(nutrients ?? {}), ...row })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertGoal(db: DB, userUuid: string, row: Overrides<GoalsTable> = {}) {
  return db
    .insertInto('goals')
    .values({ user_uuid: userUuid, nutrient: 'calories', goal_type: 'maximum', value: 2000, ...row })
    .returning('uuid')
    .executeTakeFirstOrThrow();
}

export async function insertWeightLog(db: DB, userUuid: string, row: Overrides<WeightLogsTable> = {}) {
  return db
    .insertInto('weight_logs')
    .values({ user_uuid: userUuid, date: new Date(), weight: 80, ...row })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A uuid that names no row. */
export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
