import { readBackupFile } from './backup-file';
import { RestoreRefusedError, type Restored } from './restore-errors';
import { restorePGlite } from './restore-pglite';
import { restorePostgres } from './restore-postgres';

const KIND = { pglite: 'the embedded database (PGlite)', postgres: 'PostgreSQL' } as const;

/**
 * Restores a backup file into the configured database, which must be empty (docs/api.md, "Backups and restore").
 * The file is read whole and checked against its manifest before anything is written.
 */
export async function restoreBackup(
  file: string,
  config: { databaseUrl: string | null; dataDir: string },
): Promise<Restored> {
  const { manifest, payload } = readBackupFile(file);
  const configured = config.databaseUrl === null ? 'pglite' : 'postgres';
  if (manifest.database !== configured)
    throw new RestoreRefusedError(
      `${file} is a backup of ${KIND[manifest.database]}, and this configuration uses ${KIND[configured]}` +
        (configured === 'pglite' ? ' (DATABASE_URL is not set).' : ' (DATABASE_URL is set).'),
    );
  return config.databaseUrl === null
    ? restorePGlite(config.dataDir, payload, file)
    : restorePostgres(config.databaseUrl, payload);
}
