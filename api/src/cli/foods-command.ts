import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DataDirectoryLockedError } from '../db/lock';
import { openDatabase } from '../db/open';
import { describeImport } from '../resources/reference-foods/describe-import';
import { importReferenceFoods } from '../resources/reference-foods/importer';
import { ReferenceFoodSourceError } from '../resources/reference-foods/source-files';
import { SrFormatError } from '../resources/reference-foods/sr-format';
import type { CliIo } from './run-cli';

export const USAGE = `Usage:
  foods import [DIRECTORY]
Imports the USDA SR files ABBREV.txt, FOOD_DES.txt and WEIGHT.txt of DIRECTORY (default: FOOD_DATA_DIR) as the
reference food table, replacing the previous import. Uses the server's configuration (DATABASE_URL, else the
PGlite database in DATA_DIR, which the server must not be holding).`;

/** Errors that deserve a one-line message rather than a stack trace. */
const EXPECTED_ERRORS = [ConfigError, DataDirectoryLockedError, ReferenceFoodSourceError, SrFormatError];

/**
 * The foods CLI; answers the exit code (0 done, 1 failed, 2 bad usage). A relative DIRECTORY is resolved from
 * `cwd`: where the command was typed (pnpm's INIT_CWD), not the package directory pnpm runs scripts in.
 */
export async function runFoodsCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliIo,
  cwd = env.INIT_CWD ?? process.cwd(),
): Promise<number> {
  let positionals;
  try {
    positionals = parseArgs({ args: argv, allowPositionals: true, options: {} }).positionals;
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (positionals[0] !== 'import' || positionals.length > 2) {
    io.err(USAGE);
    return 2;
  }

  try {
    const config = loadConfig(env);
    const directory = positionals[1] !== undefined ? path.resolve(cwd, positionals[1]) : config.foodDataDir;
    if (directory === null) {
      io.err(`Name the directory of the SR files, or set FOOD_DATA_DIR.\n${USAGE}`);
      return 2;
    }
    const database = await openDatabase(config);
    try {
      io.out(describeImport(await importReferenceFoods(database.db, directory), directory));
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!EXPECTED_ERRORS.some((type) => error instanceof type)) throw error;
    io.err(`Error: ${(error as Error).message}`);
    return 1;
  }
}
