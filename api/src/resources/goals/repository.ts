import { sql } from 'kysely';
import { NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import { type Page, paginate, type Pagination } from '../../db/paginate';
import type { DB } from '../../db/schema';

export interface GoalRow {
  uuid: string;
  nutrient: string;
  goal_type: string;
  value: number;
  /** `YYYY-MM-DD` or null. */
  start_date: string | null;
  end_date: string | null;
}

const goalColumns = (db: DB) =>
  db
    .selectFrom('goals')
    .select(['uuid', 'nutrient', 'goal_type', 'value'])
    // Dates as text: drivers read a `date` as a local-midnight Date, which shifts it in other time zones.
    .select([sql<string | null>`start_date::text`.as('start_date'), sql<string | null>`end_date::text`.as('end_date')]);

/** Every goal of the user, in nutrient order (the catalogue's), then by start date (open start first). */
export async function listGoals(db: DB, userUuid: string, pagination: Pagination): Promise<Page<GoalRow>> {
  const nutrientOrder = sql<number>`array_position(${sql.val([...NUTRIENT_KEYS])}::text[], nutrient)`;
  const query = goalColumns(db)
    .where('user_uuid', '=', userUuid)
    .orderBy(nutrientOrder)
    .orderBy(sql`start_date`, (order) => order.asc().nullsFirst())
    .orderBy('created_at')
    .orderBy('uuid');
  return paginate(db, query, pagination);
}

export async function findGoal(db: DB, userUuid: string, uuid: string): Promise<GoalRow | undefined> {
  return goalColumns(db).where('user_uuid', '=', userUuid).where('uuid', '=', uuid).executeTakeFirst();
}
