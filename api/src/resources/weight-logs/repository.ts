import { type Selectable, sql } from 'kysely';
import type { WeightLogInput } from '@nutrilog/shared/schemas';
import { clientUuid } from '../../db/client-uuid';
import { type Page, paginate, type Pagination } from '../../db/paginate';
import type { DB, WeightLogsTable } from '../../db/schema';
import { uuidTaken } from '../../http/problem';
import type { OrderDirection } from '../../http/query';

export type WeightLogRow = Selectable<WeightLogsTable>;

export interface WeightLogFilters {
  /** Logs at or after this instant. */
  after?: Date | undefined;
  /** Logs at or before this instant. */
  before?: Date | undefined;
  order: OrderDirection;
}

/** A weigh-in as the caloric balance reads it. */
export type WeighInRow = Pick<WeightLogRow, 'date' | 'weight' | 'body_fat_percentage' | 'unit'>;

const columnValues = (input: WeightLogInput) => ({
  date: new Date(input.date),
  weight: input.weight,
  body_fat_percentage: input.bodyFatPercentage,
  unit: input.unit,
});

/** The user's weight logs within the dates, by date, one page of them. */
export async function listWeightLogs(
  db: DB,
  userUuid: string,
  filters: WeightLogFilters,
  pagination: Pagination,
): Promise<Page<WeightLogRow>> {
  let query = db.selectFrom('weight_logs').selectAll().where('user_uuid', '=', userUuid);
  if (filters.after) query = query.where('date', '>=', filters.after);
  if (filters.before) query = query.where('date', '<=', filters.before);
  query = query.orderBy('date', filters.order).orderBy('created_at', filters.order).orderBy('uuid');
  return paginate(db, query, pagination);
}

/** Every weigh-in of the user from `since` up to `until` (both included), oldest first. */
export async function listWeighIns(db: DB, userUuid: string, since: Date, until: Date): Promise<WeighInRow[]> {
  return db
    .selectFrom('weight_logs')
    .select(['date', 'weight', 'body_fat_percentage', 'unit'])
    .where('user_uuid', '=', userUuid)
    .where('date', '>=', since)
    .where('date', '<=', until)
    .orderBy('date')
    .execute();
}

export async function findWeightLog(db: DB, userUuid: string, uuid: string): Promise<WeightLogRow | undefined> {
  return db
    .selectFrom('weight_logs')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

/** A new log of the user, under the client's `uuid` when it gives one (422 when that is taken). */
export async function createWeightLog(db: DB, userUuid: string, input: WeightLogInput): Promise<WeightLogRow> {
  const row = await db
    .insertInto('weight_logs')
    .values({ user_uuid: userUuid, ...columnValues(input), ...clientUuid(input.uuid) })
    .onConflict((conflict) => conflict.column('uuid').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) throw uuidTaken();
  return row;
}

/** Stores a whole log over one of the user's logs; undefined when it does not exist. */
export async function updateWeightLog(
  db: DB,
  userUuid: string,
  uuid: string,
  input: WeightLogInput,
): Promise<WeightLogRow | undefined> {
  return db
    .updateTable('weight_logs')
    .set({ ...columnValues(input), updated_at: sql`now()` })
    .where('user_uuid', '=', userUuid)
    .where('uuid', '=', uuid)
    .returningAll()
    .executeTakeFirst();
}

/** Removes one of the user's logs for good (weight logs have no history to keep); false when it does not exist. */
export async function deleteWeightLog(db: DB, userUuid: string, uuid: string): Promise<boolean> {
  const result = await db
    .deleteFrom('weight_logs')
    .where('user_uuid', '=', userUuid)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
