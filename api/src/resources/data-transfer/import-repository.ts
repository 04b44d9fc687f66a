import { type Insertable, sql } from 'kysely';
import type { DataImportSummary } from '@nutrilog/shared/schemas';
import type { ImportFileInput } from '@nutrilog/shared/schemas';
import { nutrientColumnValues } from '../../db/nutrients';
import type { Database, DB } from '../../db/schema';
import { orderPreservingUuids, remap } from './uuid-map';

/** Rows per INSERT statement: well under PostgreSQL's 65,535 parameters for the widest table (24 columns). */
const ROWS_PER_STATEMENT = 1000;

/**
 * Whether the user owns any product, recipe, intake log, goal or weight log (portions and items need the first two).
 */
export async function hasUserData(db: DB, userUuid: string): Promise<boolean> {
  const owns = (table: 'products' | 'recipes' | 'intake_logs' | 'goals' | 'weight_logs') =>
    sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(table)} WHERE user_uuid = ${userUuid})`;
  const { any } = await db
    .selectNoFrom(
      sql<boolean>`${owns('products')} OR ${owns('recipes')} OR ${owns('intake_logs')}
        OR ${owns('goals')} OR ${owns('weight_logs')}`.as('any'),
    )
    .executeTakeFirstOrThrow();
  return any;
}

async function insertAll<T extends keyof Database>(db: DB, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    // kysely cannot follow a generic table to its row type; the rows were typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + ROWS_PER_STATEMENT) as never)
      .execute();
  }
}

const timestamps = (row: { createdAt: string; updatedAt: string }) => ({
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

/**
 * Stores a validated export file as the user's data, in one transaction, with new uuids (order-preserving, see
 * uuid-map.ts) and its references remapped; the preferred locale is taken, the email is not. Null, and nothing
 * written, when the user has data already. The user's row is locked first, so two imports cannot both find the
 * account empty.
 */
export async function importUserData(
  db: DB,
  userUuid: string,
  file: ImportFileInput,
): Promise<DataImportSummary | null> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('uuid').where('uuid', '=', userUuid).forUpdate().executeTakeFirstOrThrow();
    if (await hasUserData(trx, userUuid)) return null;

    const recipePortions = file.recipes.flatMap((recipe) =>
      recipe.portions.map((portion) => ({ ...portion, recipeUuid: recipe.uuid })),
    );
    const items = file.recipes.flatMap((recipe) => recipe.items.map((item) => ({ ...item, recipeUuid: recipe.uuid })));
    const products = orderPreservingUuids(file.products.map((row) => row.uuid));
    const recipes = orderPreservingUuids(file.recipes.map((row) => row.uuid));
    const portions = orderPreservingUuids([...file.portions, ...recipePortions].map((row) => row.uuid));
    const itemUuids = orderPreservingUuids(items.map((row) => row.uuid));
    const logs = orderPreservingUuids(file.intakeLogs.map((row) => row.uuid));
    const goals = orderPreservingUuids(file.goals.map((row) => row.uuid));
    const weighIns = orderPreservingUuids(file.weightLogs.map((row) => row.uuid));
    const owned = { user_uuid: userUuid };

    await trx
      .updateTable('users')
      .set({ preferred_locale: file.profile.preferredLocale, updated_at: sql`now()` })
      .where('uuid', '=', userUuid)
      .execute();
    await insertAll(
      trx,
      'products',
      file.products.map((product) => ({
        ...owned,
        uuid: remap(products, product.uuid),
        name: product.name,
        unit: product.unit,
        nutrients_per: product.nutrientsPer,
        ...nutrientColumnValues(product.nutrients),
        favorite: product.favorite,
        barcode: product.barcode,
        source_food: product.sourceFood,
        deleted_at: product.deletedAt,
        ...timestamps(product),
      })),
    );
    await insertAll(
      trx,
      'recipes',
      file.recipes.map((recipe) => ({
        ...owned,
        uuid: remap(recipes, recipe.uuid),
        name: recipe.name,
        unit: recipe.unit,
        unit_size: recipe.unitSize,
        deleted_at: recipe.deletedAt,
        ...timestamps(recipe),
      })),
    );
    await insertAll(trx, 'portions', [
      ...file.portions.map((portion) => ({
        ...owned,
        uuid: remap(portions, portion.uuid),
        name: portion.name,
        amount: portion.amount,
        product_uuid: remap(products, portion.productUuid),
        ...timestamps(portion),
      })),
      ...recipePortions.map((portion) => ({
        ...owned,
        uuid: remap(portions, portion.uuid),
        name: portion.name,
        amount: portion.amount,
        recipe_uuid: remap(recipes, portion.recipeUuid),
        ...timestamps(portion),
      })),
    ]);
    await insertAll(
      trx,
      'recipe_items',
      items.map((item) => ({
        ...owned,
        uuid: remap(itemUuids, item.uuid),
        recipe_uuid: remap(recipes, item.recipeUuid),
        product_uuid: remap(products, item.productUuid),
        portion_uuid: remap(portions, item.portionUuid),
        amount: item.amount,
        quantity: item.quantity,
        ...timestamps(item),
      })),
    );
    await insertAll(
      trx,
      'intake_logs',
      file.intakeLogs.map((log) => ({
        ...owned,
        uuid: remap(logs, log.uuid),
        type: log.type,
        date: log.date,
        description: log.description,
        amount: log.amount,
        quantity: log.quantity,
        ...nutrientColumnValues(log.nutrients),
        product_uuid: remap(products, log.productUuid),
        portion_uuid: remap(portions, log.portionUuid),
        recipe_uuid: remap(recipes, log.recipeUuid),
        recipe_portion_uuid: remap(portions, log.recipePortionUuid),
        ...timestamps(log),
      })),
    );
    await insertAll(
      trx,
      'goals',
      file.goals.map((goal) => ({
        ...owned,
        uuid: remap(goals, goal.uuid),
        nutrient: goal.nutrient,
        goal_type: goal.goalType,
        value: goal.value,
        start_date: goal.startDate,
        end_date: goal.endDate,
        ...timestamps(goal),
      })),
    );
    await insertAll(
      trx,
      'weight_logs',
      file.weightLogs.map((log) => ({
        ...owned,
        uuid: remap(weighIns, log.uuid),
        date: log.date,
        weight: log.weight,
        body_fat_percentage: log.bodyFatPercentage,
        unit: log.unit,
        ...timestamps(log),
      })),
    );
    return {
      '@type': 'DataImport',
      products: file.products.length,
      portions: file.portions.length + recipePortions.length,
      recipes: file.recipes.length,
      recipeItems: items.length,
      intakeLogs: file.intakeLogs.length,
      goals: file.goals.length,
      weightLogs: file.weightLogs.length,
    };
  });
}
