import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database, DB } from './schema';

export interface Pagination {
  /** false when the client asked `pagination=false`: every row in one answer. */
  enabled: boolean;
  page: number;
  itemsPerPage: number;
}

export interface Page<T> {
  rows: T[];
  totalItems: number;
}

/** Runs `query` for one page, plus a count(*) of all its rows (cast to int: pg answers bigint as a string). */
export async function paginate<TB extends keyof Database, O>(
  db: DB,
  query: SelectQueryBuilder<Database, TB, O>,
  pagination: Pagination,
): Promise<Page<O>> {
  if (!pagination.enabled) {
    const rows = await query.execute();
    return { rows, totalItems: rows.length };
  }
  const rows = await query
    .limit(pagination.itemsPerPage)
    .offset((pagination.page - 1) * pagination.itemsPerPage)
    .execute();
  const { totalItems } = await db
    .selectFrom(query.clearOrderBy().as('counted'))
    .select(sql<number>`count(*)::int`.as('totalItems'))
    .executeTakeFirstOrThrow();
  return { rows, totalItems };
}
