import { sql } from 'kysely';
import { connectPostgres } from '../db/connect';
import { pgRestore } from './pg-tools';
import { RestoreRefusedError, type Restored } from './restore-errors';

/**
 * Restores a pg_dump backup into an empty PostgreSQL database (docs/api.md, "Backups and restore"), with
 * pg_restore in one transaction: an error leaves the database empty.
 */
export async function restorePostgres(databaseUrl: string, dump: Uint8Array): Promise<Restored> {
  const handle = connectPostgres(databaseUrl);
  try {
    const { rows } = await sql<{ name: string }>`
      SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
      WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`.execute(handle.db);
    if (rows.length > 0)
      throw new RestoreRefusedError(
        `${handle.description} is not empty (tables ${rows
          .slice(0, 5)
          .map((row) => row.name)
          .join(', ')}${rows.length > 5 ? ', …' : ''}): restore into an empty database.`,
      );
    await pgRestore(databaseUrl, dump);
    const restored = await sql<{ n: number }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(handle.db);
    return { target: handle.description, migrations: restored.rows[0]?.n ?? 0 };
  } finally {
    await handle.close();
  }
}
