import type { Selectable } from 'kysely';
import { type Page, paginate, type Pagination } from '../../db/paginate';
import type { DB, IntakeLogsTable } from '../../db/schema';
import type { OrderDirection } from '../../http/query';

export type IntakeLogRow = Selectable<IntakeLogsTable>;

export interface IntakeLogFilters {
  /** Logs at or after this instant. */
  after?: Date | undefined;
  /** Logs at or before this instant. */
  before?: Date | undefined;
  order: OrderDirection;
}

/** The user's intake logs within the dates, by date, one page of them. */
export async function listIntakeLogs(db: DB, userUuid: string, filters: IntakeLogFilters, pagination: Pagination): Promise<Page<IntakeLogRow>> {
  let query = db.selectFrom('intake_logs').selectAll().where('user_uuid', '=', userUuid);
  if (filters.after) query = query.where('date', '>=', filters.after);
  if (filters.before) query = query.where('date', '<=', filters.before);
  query = query.orderBy('date', filters.order).orderBy('created_at', filters.order).orderBy('uuid');
  return paginate(db, query, pagination);
}

export async function findIntakeLog(db: DB, userUuid: string, uuid: string): Promise<IntakeLogRow | undefined> {
  return db.selectFrom('intake_logs').selectAll().where('user_uuid', '=', userUuid).where('uuid', '=', uuid).executeTakeFirst();
}
