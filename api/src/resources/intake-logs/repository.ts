import { sql } from 'kysely';
import { clientUuid } from '../../db/client-uuid';
import { nutrientColumnValues, NUTRIENT_COLUMNS, type NutrientColumn } from '../../db/nutrients';
import type { Page, Pagination } from '../../db/paginate';
import type { DB } from '../../db/schema';
import { uuidTaken } from '../../http/problem';
import type { OrderDirection } from '../../http/query';
import type { IntakeLogValues } from './references';

export interface IntakeLogFilters {
  /** Logs at or after this instant. */
  after?: Date | undefined;
  /** Logs at or before this instant. */
  before?: Date | undefined;
  order: OrderDirection;
}

const productNutrientColumns = NUTRIENT_COLUMNS.map((column) => `product.${column} as product_${column}` as const);

/**
 * The user's intake logs with what their answers and nutrients need, in one query: the product (deleted ones
 * included), its nutrients and the portion; the recipe (deleted ones included) and its portion. The recipe's
 * nutrients come from its items (recipeNutrientSources, two more queries for any number of logs).
 */
const storedLogs = (db: DB) => db.selectFrom('intake_logs as log');

function logViews(db: DB, userUuid: string) {
  return logViewsOf(storedLogs(db), userUuid);
}

/** The views of the logs of `logs`, a source of rows of intake_logs named `log`. */
function logViewsOf(logs: ReturnType<typeof storedLogs>, userUuid: string) {
  return logs
    .leftJoin('products as product', (join) =>
      join.onRef('product.uuid', '=', 'log.product_uuid').onRef('product.user_uuid', '=', 'log.user_uuid'),
    )
    .leftJoin('portions as portion', (join) =>
      join.onRef('portion.uuid', '=', 'log.portion_uuid').onRef('portion.user_uuid', '=', 'log.user_uuid'),
    )
    .leftJoin('recipes as recipe', (join) =>
      join.onRef('recipe.uuid', '=', 'log.recipe_uuid').onRef('recipe.user_uuid', '=', 'log.user_uuid'),
    )
    .leftJoin('portions as recipe_portion', (join) =>
      join
        .onRef('recipe_portion.uuid', '=', 'log.recipe_portion_uuid')
        .onRef('recipe_portion.user_uuid', '=', 'log.user_uuid'),
    )
    .selectAll('log')
    .select([
      'product.name as product_name',
      'product.unit as product_unit',
      'product.nutrients_per as product_nutrients_per',
      'product.deleted_at as product_deleted_at',
      'portion.name as portion_name',
      'portion.amount as portion_amount',
      'recipe.name as recipe_name',
      'recipe.unit as recipe_unit',
      'recipe.deleted_at as recipe_deleted_at',
      'recipe_portion.name as recipe_portion_name',
      'recipe_portion.amount as recipe_portion_amount',
    ])
    .select(productNutrientColumns)
    .where('log.user_uuid', '=', userUuid);
}

export type IntakeLogView = Awaited<ReturnType<ReturnType<typeof logViews>['executeTakeFirstOrThrow']>>;

/** The nutrient columns of a view's product (null when the log has no product). */
export type ProductNutrientColumns = { [C in NutrientColumn as `product_${C}`]: number | null };

/** The user's intake logs within the dates, by date, one page of them (two queries: the page and its count). */
export async function listIntakeLogViews(
  db: DB,
  userUuid: string,
  filters: IntakeLogFilters,
  pagination: Pagination,
): Promise<Page<IntakeLogView>> {
  let query = logViews(db, userUuid);
  let count = db
    .selectFrom('intake_logs as log')
    .select(sql<number>`count(*)::int`.as('totalItems'))
    .where('log.user_uuid', '=', userUuid);
  if (filters.after)
    [query, count] = [query.where('log.date', '>=', filters.after), count.where('log.date', '>=', filters.after)];
  if (filters.before)
    [query, count] = [query.where('log.date', '<=', filters.before), count.where('log.date', '<=', filters.before)];
  query = query.orderBy('log.date', filters.order).orderBy('log.created_at', filters.order).orderBy('log.uuid');
  if (!pagination.enabled) {
    const rows = await query.execute();
    return { rows, totalItems: rows.length };
  }
  const [rows, { totalItems }] = await Promise.all([
    query
      .limit(pagination.itemsPerPage)
      .offset((pagination.page - 1) * pagination.itemsPerPage)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, totalItems };
}

/**
 * The user's logs from `start` (inclusive) to `end` (exclusive), oldest first. A bounded range on the
 * (user_uuid, date) index: the cost depends on the logs in the range, not on the whole history.
 */
export function intakeLogViewsBetween(db: DB, userUuid: string, start: Date, end: Date) {
  return logViews(db, userUuid)
    .where('log.date', '>=', start)
    .where('log.date', '<', end)
    .orderBy('log.date')
    .orderBy('log.created_at')
    .orderBy('log.uuid');
}

export async function listIntakeLogViewsBetween(
  db: DB,
  userUuid: string,
  start: Date,
  end: Date,
): Promise<IntakeLogView[]> {
  return intakeLogViewsBetween(db, userUuid, start, end).execute();
}

export async function findIntakeLogView(db: DB, userUuid: string, uuid: string): Promise<IntakeLogView | undefined> {
  return logViews(db, userUuid).where('log.uuid', '=', uuid).executeTakeFirst();
}

function columnValues(values: IntakeLogValues) {
  return {
    type: values.type,
    date: values.date,
    description: values.description,
    amount: values.amount,
    quantity: values.quantity,
    product_uuid: values.productUuid,
    portion_uuid: values.portionUuid,
    recipe_uuid: values.recipeUuid,
    recipe_portion_uuid: values.recipePortionUuid,
    ...nutrientColumnValues(values.nutrients),
  };
}

/**
 * Stores a new log (references already checked, see references.ts) and reads its view, in one statement: the insert
 * is the `log` of the view's query (a round trip less on the write the screens make most). Under the client's `uuid`
 * when it gives one (422 when that is taken).
 */
export async function createIntakeLogView(
  db: DB,
  userUuid: string,
  values: IntakeLogValues,
  uuid?: string,
): Promise<IntakeLogView> {
  const inserted = db.with('log', (query) =>
    query
      .insertInto('intake_logs')
      .values({ user_uuid: userUuid, ...columnValues(values), ...clientUuid(uuid) })
      .onConflict((conflict) => conflict.column('uuid').doNothing())
      .returningAll(),
  );
  // The CTE holds every column of intake_logs under the same name, as storedLogs does.
  const view = await logViewsOf(
    inserted.selectFrom('log') as unknown as ReturnType<typeof storedLogs>,
    userUuid,
  ).executeTakeFirst();
  if (view === undefined) throw uuidTaken();
  return view;
}

export async function updateIntakeLog(db: DB, userUuid: string, uuid: string, values: IntakeLogValues): Promise<void> {
  await db
    .updateTable('intake_logs')
    .set({ ...columnValues(values), updated_at: sql`now()` })
    .where('user_uuid', '=', userUuid)
    .where('uuid', '=', uuid)
    .execute();
}

/** Removes one of the user's logs for good; false when it does not exist. */
export async function deleteIntakeLog(db: DB, userUuid: string, uuid: string): Promise<boolean> {
  const result = await db
    .deleteFrom('intake_logs')
    .where('user_uuid', '=', userUuid)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
