import { type RawBuilder, sql } from 'kysely';
import { NUTRIENT_COLUMNS } from '../../db/nutrients';
import type { DB } from '../../db/schema';

/**
 * A timestamptz column as ISO 8601 in UTC with its microseconds (`2024-05-01T07:30:00.123456Z`): a JavaScript Date
 * keeps milliseconds only, and an import must give back the very instants (rows created together are ordered by
 * them).
 */
function isoMicroseconds(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

const timestamps = [
  isoMicroseconds('created_at').as('created_at'),
  isoMicroseconds('updated_at').as('updated_at'),
] as const;

/**
 * Every row the user owns, in a stable order: by date for logs, else by creation (ties by uuid). One snapshot
 * (a repeatable-read transaction), so a write made meanwhile cannot leave a reference to a row that is not read.
 */
export async function readUserData(db: DB, userUuid: string) {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) => readRows(trx, userUuid));
}

async function readRows(db: DB, userUuid: string) {
  const [user, products, portions, recipes, recipeItems, intakeLogs, goals, weightLogs] = await Promise.all([
    db.selectFrom('users').select(['email', 'preferred_locale']).where('uuid', '=', userUuid).executeTakeFirst(),
    db
      .selectFrom('products')
      .select([
        'uuid',
        'name',
        'unit',
        'nutrients_per',
        'favorite',
        'barcode',
        'source_food',
        ...NUTRIENT_COLUMNS,
        ...timestamps,
      ])
      .select(isoMicroseconds('deleted_at').as('deleted_at'))
      .where('user_uuid', '=', userUuid)
      .orderBy('created_at')
      .orderBy('uuid')
      .execute(),
    db
      .selectFrom('portions')
      .select(['uuid', 'name', 'amount', 'product_uuid', 'recipe_uuid', ...timestamps])
      .where('user_uuid', '=', userUuid)
      .orderBy('created_at')
      .orderBy('uuid')
      .execute(),
    db
      .selectFrom('recipes')
      .select(['uuid', 'name', 'unit', 'unit_size', ...timestamps])
      .select(isoMicroseconds('deleted_at').as('deleted_at'))
      .where('user_uuid', '=', userUuid)
      .orderBy('created_at')
      .orderBy('uuid')
      .execute(),
    db
      .selectFrom('recipe_items')
      .select(['uuid', 'recipe_uuid', 'product_uuid', 'portion_uuid', 'amount', 'quantity', ...timestamps])
      .where('user_uuid', '=', userUuid)
      .orderBy('created_at')
      .orderBy('uuid')
      .execute(),
    db
      .selectFrom('intake_logs')
      .select([
        'uuid',
        'type',
        'description',
        'amount',
        'quantity',
        'product_uuid',
        'portion_uuid',
        'recipe_uuid',
        'recipe_portion_uuid',
      ])
      .select([...NUTRIENT_COLUMNS, isoMicroseconds('date').as('date'), ...timestamps])
      .where('user_uuid', '=', userUuid)
      .orderBy('intake_logs.date')
      .orderBy('created_at')
      .orderBy('uuid')
      .execute(),
    db
      .selectFrom('goals')
      .select([
        'uuid',
        'nutrient',
        'goal_type',
        'value',
        sql<string | null>`start_date::text`.as('start_date'),
        sql<string | null>`end_date::text`.as('end_date'),
      ])
      .select(timestamps)
      .where('user_uuid', '=', userUuid)
      .orderBy('created_at')
      .orderBy('uuid')
      .execute(),
    db
      .selectFrom('weight_logs')
      .select(['uuid', 'weight', 'body_fat_percentage', 'unit', isoMicroseconds('date').as('date'), ...timestamps])
      .where('user_uuid', '=', userUuid)
      .orderBy('weight_logs.date')
      .orderBy('created_at')
      .orderBy('uuid')
      .execute(),
  ]);
  return { user, products, portions, recipes, recipeItems, intakeLogs, goals, weightLogs };
}

export type UserData = Awaited<ReturnType<typeof readUserData>>;
