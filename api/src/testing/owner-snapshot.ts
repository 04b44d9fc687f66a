import { sql } from 'kysely';
import type { DB } from '../db/schema';

/*
 * Everything a user owns, to compare before and after a request that must not change it. The tables are found
 * in the database (every table with a `user_uuid` column), so a new user-owned table is covered without
 * listing it. `access_tokens` is left out: it is authentication state, which using a token may touch.
 */

const NOT_USER_DATA = new Set(['access_tokens']);

const ownedTablesOf = new WeakMap<DB, Promise<string[]>>();

async function findOwnedTables(db: DB): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = 'user_uuid'
    ORDER BY table_name`.execute(db);
  return rows.map((row) => row.table_name).filter((table) => !NOT_USER_DATA.has(table));
}

/** The user-owned tables (found once per database). */
export function ownedTables(db: DB): Promise<string[]> {
  let tables = ownedTablesOf.get(db);
  if (tables === undefined) ownedTablesOf.set(db, (tables = findOwnedTables(db)));
  return tables;
}

/** The users' rows and all of their rows in every user-owned table, each table's rows in a stable order. */
export async function snapshotUsers(db: DB, userUuids: readonly string[]): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  const read = async (table: string, column: string) => {
    const { rows } = await sql<
      Record<string, unknown>
    >`SELECT * FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (${sql.join(userUuids)})`.execute(db);
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  };
  await read('users', 'uuid');
  for (const table of await ownedTables(db)) await read(table, 'user_uuid');
  return snapshot;
}
