import { sql } from 'kysely';
import type { DB } from './schema';

/**
 * Soft delete of one of the user's products or recipes: it disappears from the API, but the rows that refer to
 * it (intake logs, recipe items, portions) stay. False when it does not exist or was deleted already.
 */
export async function softDelete(
  db: DB,
  table: 'products' | 'recipes',
  userUuid: string,
  uuid: string,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where('user_uuid', '=', userUuid)
    .where('uuid', '=', uuid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
