import { sql } from 'kysely';
import { NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import type { GoalInput } from '@nutrilog/shared/schemas';
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
  created_at: Date;
  updated_at: Date;
}

const PLAIN_COLUMNS = ['uuid', 'nutrient', 'goal_type', 'value', 'created_at', 'updated_at'] as const;
// Dates as text: drivers read a `date` as a local-midnight Date, which shifts it in other time zones.
const DATE_COLUMNS = [
  sql<string | null>`start_date::text`.as('start_date'),
  sql<string | null>`end_date::text`.as('end_date'),
] as const;

const goalColumns = (db: DB) => db.selectFrom('goals').select(PLAIN_COLUMNS).select(DATE_COLUMNS);

const columnValues = (input: GoalInput) => ({
  nutrient: input.nutrient,
  goal_type: input.goalType,
  value: input.value,
  start_date: input.startDate,
  end_date: input.endDate,
});

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

/** Every goal of the user, in no particular order (a user has a handful). */
export async function allGoals(db: DB, userUuid: string): Promise<GoalRow[]> {
  return goalColumns(db).where('user_uuid', '=', userUuid).execute();
}

export async function findGoal(db: DB, userUuid: string, uuid: string): Promise<GoalRow | undefined> {
  return goalColumns(db).where('user_uuid', '=', userUuid).where('uuid', '=', uuid).executeTakeFirst();
}

export async function createGoal(db: DB, userUuid: string, input: GoalInput): Promise<GoalRow> {
  return db
    .insertInto('goals')
    .values({ user_uuid: userUuid, ...columnValues(input) })
    .returning(PLAIN_COLUMNS)
    .returning(DATE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Stores a whole goal over one of the user's goals; undefined when it does not exist. */
export async function updateGoal(
  db: DB,
  userUuid: string,
  uuid: string,
  input: GoalInput,
): Promise<GoalRow | undefined> {
  return db
    .updateTable('goals')
    .set({ ...columnValues(input), updated_at: sql`now()` })
    .where('user_uuid', '=', userUuid)
    .where('uuid', '=', uuid)
    .returning(PLAIN_COLUMNS)
    .returning(DATE_COLUMNS)
    .executeTakeFirst();
}

/** Removes one of the user's goals for good (goals have no history to keep); false when it does not exist. */
export async function deleteGoal(db: DB, userUuid: string, uuid: string): Promise<boolean> {
  const result = await db
    .deleteFrom('goals')
    .where('user_uuid', '=', userUuid)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
