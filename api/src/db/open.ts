import type { AppConfig } from '../config';
import { connectPGlite, connectPostgres, type DatabaseHandle, type PGliteConnectOptions } from './connect';
import { migrateToLatest } from './migrate';

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR) and migrates it.
 * `pglite`: how PGlite runs (in a worker thread for the server).
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  pglite: PGliteConnectOptions = {},
): Promise<DatabaseHandle> {
  const onIdleError = (error: Error) =>
    console.warn(`nutrilog-api: an idle database connection failed and was replaced: ${error.message}`);
  const handle = config.databaseUrl
    ? connectPostgres(config.databaseUrl, onIdleError)
    : await connectPGlite(config.dataDir, pglite);
  try {
    await migrateToLatest(handle.db);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
