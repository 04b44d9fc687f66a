import { sql } from 'kysely';
import type { DB } from './schema';

/** The app's tables in the current schema, by name (kysely's own bookkeeping left out: the migrations write it). */
export async function dataTables(db: DB): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables
    WHERE schemaname = current_schema() AND tablename NOT LIKE 'kysely_%' ORDER BY tablename`.execute(db);
  return rows.map((row) => row.name);
}
