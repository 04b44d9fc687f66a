import { BackupFileError } from '../backup/backup-file';
import { PgToolError } from '../backup/pg-tools';
import { restoreBackup } from '../backup/restore';
import { RestoreRefusedError } from '../backup/restore-errors';
import { ConfigError, loadConfig } from '../config';
import { DataDirectoryLockedError } from '../db/lock';
import type { CliIo } from './run-cli';

export const USAGE = `Usage:
  restore FILE
Restores a backup file (docs/api.md, "Backups and restore") into an empty DATA_DIR, or with DATABASE_URL into an
empty PostgreSQL database. The file is checked whole before anything is written; a non-empty target is refused.`;

const EXPECTED_ERRORS = [ConfigError, BackupFileError, RestoreRefusedError, DataDirectoryLockedError, PgToolError];

/** The restore CLI; answers the exit code (0 restored, 1 failed, 2 bad usage). */
export async function runRestoreCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  const [file, ...rest] = argv;
  if (file === undefined || file.startsWith('-') || rest.length > 0) {
    io.err(USAGE);
    return 2;
  }
  try {
    const config = loadConfig(env);
    const restored = await restoreBackup(file, config);
    io.out(`Restored ${file} into ${restored.target} (${restored.migrations} migrations applied).`);
    io.out('Start the server as usual: it applies any newer migrations.');
    return 0;
  } catch (error) {
    if (!EXPECTED_ERRORS.some((type) => error instanceof type)) throw error;
    io.err(`Error: ${(error as Error).message}`);
    return 1;
  }
}
