import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { connectPostgres } from '../db/connect';
import { DataDirectoryLockedError } from '../db/lock';
import { MoveVerificationError, moveToPostgres, TargetNotEmptyError } from '../db/move-to-postgres';
import { openDatabase } from '../db/open';
import type { CliIo } from './run-cli';

export const USAGE = `Usage:
  move-to-postgres --database-url postgres://USER:PASSWORD@HOST:PORT/DATABASE
Copies every table of the embedded database in DATA_DIR into an empty PostgreSQL database (migrated first with the
same migrations), in one transaction, and checks each table's row count and checksum on both sides before it
commits. The server must be stopped (it holds DATA_DIR). DATA_DIR is left as it was.`;

const EXPECTED_ERRORS = [ConfigError, DataDirectoryLockedError, TargetNotEmptyError, MoveVerificationError];

/** The move-to-postgres CLI; answers the exit code (0 moved, 1 failed, 2 bad usage). */
export async function runMoveToPostgresCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  let databaseUrl: string | undefined;
  try {
    databaseUrl = parseArgs({ args: argv, options: { 'database-url': { type: 'string' } } }).values['database-url'];
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (databaseUrl === undefined) {
    io.err(USAGE);
    return 2;
  }
  try {
    if (env.DATABASE_URL) throw new ConfigError('DATABASE_URL is set: the API already uses PostgreSQL.');
    // The target URL is checked as the API will read it from DATABASE_URL afterwards.
    const target = loadConfig({ ...env, DATABASE_URL: databaseUrl });
    const config = loadConfig(env);
    const dataDir = config.dataDir;
    // The embedded database, migrated as the server would open it.
    const source = await openDatabase(config);
    try {
      const postgres = connectPostgres(databaseUrl);
      try {
        io.out(`Moving the embedded database in ${dataDir} to ${postgres.description}:`);
        const moved = await moveToPostgres(source.db, postgres.db, ({ table, rows, checksum }) =>
          io.out(`  ${table}: ${rows} rows, checksum ${checksum} on both`),
        );
        const rows = moved.reduce((sum, table) => sum + table.rows, 0);
        io.out(`Moved ${moved.length} tables, ${rows} rows, in one transaction; each table's rows and checksum match.`);
        io.out('From now on, start the API with:');
        io.out(`DATABASE_URL=${target.databaseUrl}`);
        io.out(`${dataDir} is left as it was; remove it once the API runs on PostgreSQL.`);
        return 0;
      } finally {
        await postgres.close();
      }
    } finally {
      await source.close();
    }
  } catch (error) {
    if (!EXPECTED_ERRORS.some((type) => error instanceof type)) throw error;
    io.err(`Error: ${(error as Error).message}`);
    return 1;
  }
}
