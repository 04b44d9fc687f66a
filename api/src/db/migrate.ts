import { Migrator } from 'kysely/migration';
import { migrations } from './migrations';
import type { DB } from './schema';

/** Applies pending migrations; returns the names it applied (none when the schema is current). */
export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined) {
    const where = failed ? ` (migration ${failed.migrationName})` : '';
    throw new Error(`Database migration failed${where}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results.map((result) => result.migrationName);
}
