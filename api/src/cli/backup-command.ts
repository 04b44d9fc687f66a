import fs from 'node:fs';
import path from 'node:path';
import { AskServerError, askServerForBackup } from '../backup/ask-server';
import { PgToolError } from '../backup/pg-tools';
import { backupSourceOf, takeBackup } from '../backup/take-backup';
import { ConfigError, loadConfig } from '../config';
import { connectPGlite, connectPostgres } from '../db/connect';
import { DataDirectoryLockedError } from '../db/lock';
import type { CliIo } from './run-cli';

export const USAGE = `Usage:
  backup
Writes a backup into BACKUP_DIR (docs/api.md, "Backups and restore"). On the embedded database: the running server
takes it (asked at HOST:PORT, with BACKUP_TOKEN when set), or, when no server holds DATA_DIR, this command. On
PostgreSQL (DATABASE_URL): pg_dump, beside the running server.`;

const EXPECTED_ERRORS = [ConfigError, AskServerError, PgToolError];

/** The backup CLI; answers the exit code (0 written, 1 failed, 2 bad usage). */
export async function runBackupCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  if (argv.length > 0) {
    io.err(USAGE);
    return 2;
  }
  try {
    const config = loadConfig(env);
    const backups = config.backups;
    if (backups === null) throw new ConfigError('BACKUP_DIR is not set: it names where backups are written.');
    let written: { file: string; bytes: number };
    if (config.databaseUrl !== null) {
      const postgres = connectPostgres(config.databaseUrl);
      try {
        written = await takeBackup(backupSourceOf(postgres, config.databaseUrl), backups);
      } finally {
        await postgres.close();
      }
    } else {
      if (!fs.existsSync(path.join(config.dataDir, 'pglite')))
        throw new ConfigError(`There is no database in ${config.dataDir} (DATA_DIR) to back up.`);
      let embedded;
      try {
        embedded = await connectPGlite(config.dataDir);
      } catch (error) {
        if (!(error instanceof DataDirectoryLockedError)) throw error;
        io.out(`The server (process ${error.pid}) holds ${config.dataDir}: asking it for the backup.`);
        embedded = null;
      }
      if (embedded === null) written = await askServerForBackup(config);
      else
        try {
          written = await takeBackup(backupSourceOf(embedded, null), backups);
        } finally {
          await embedded.close();
        }
    }
    io.out(`Backup written: ${written.file} (${written.bytes} bytes).`);
    return 0;
  } catch (error) {
    if (!EXPECTED_ERRORS.some((type) => error instanceof type)) throw error;
    io.err(`Error: ${(error as Error).message}`);
    return 1;
  }
}
