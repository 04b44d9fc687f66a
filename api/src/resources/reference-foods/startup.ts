import type { DB } from '../../db/schema';
import { describeImport } from './describe-import';
import { ensureReferenceFoods } from './importer';
import { findReferenceFoodImport } from './repository';

export interface StartupOutput {
  info(line: string): void;
  error(line: string): void;
}

/**
 * At start-up, when FOOD_DATA_DIR is set: imports its SR files unless the database already holds them. A missing
 * or broken directory is reported and the API starts all the same: text inference then uses the user's own
 * products (and the reference foods of an earlier import, if any).
 */
export async function loadReferenceFoodsAtStartup(db: DB, directory: string, output: StartupOutput): Promise<void> {
  try {
    output.info(describeImport(await ensureReferenceFoods(db, directory), directory));
  } catch (error) {
    const previous = await findReferenceFoodImport(db).catch(() => undefined);
    const fallback = previous ? `the ${previous.foods} reference foods imported before` : 'no reference foods';
    const reason = (error instanceof Error ? error.message : String(error)).replace(/([^.])$/, '$1.');
    output.error(`Reference foods not imported from ${directory}: ${reason} Starting with ${fallback}.`);
  }
}
