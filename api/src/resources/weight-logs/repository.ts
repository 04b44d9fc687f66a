import type { Selectable } from 'kysely';
import { type Page, paginate, type Pagination } from '../../db/paginate';
import type { DB, WeightLogsTable } from '../../db/schema';
import type { OrderDirection } from '../../http/query';

export type WeightLogRow = Selectable<WeightLogsTable>;

export interface WeightLogFilters {
  /** Logs at or after this instant. */
  after?: Date | undefined;
  /** Logs at or before this instant. */
  before?: Date | undefined;
  order: OrderDirection;
}

/** The user's weight logs within the dates, by date, one page of them. */
export async function listWeightLogs(db: DB, userUuid: string, filters: WeightLogFilters, pagination: Pagination): Promise<Page<WeightLogRow>> {
  let query = db.selectFrom('weight_logs').selectAll().where('user_uuid', '=', userUuid);
  if (filters.after) query = query.where('date', '>=', filters.after);
  if (filters.before) query = query.where('date', '<=', filters.before);
  query = query.orderBy('date', filters.order).orderBy('created_at', filters.order).orderBy('uuid');
  return paginate(db, query, pagination);
}

export async function findWeightLog(db: DB, userUuid: string, uuid: string): Promise<WeightLogRow | undefined> {
  return db.selectFrom('weight_logs').selectAll().where('user_uuid', '=', userUuid).where('uuid', '=', uuid).executeTakeFirst();
}
