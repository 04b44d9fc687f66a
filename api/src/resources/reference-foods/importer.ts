import { sql } from 'kysely';
import type { DB } from '../../db/schema';
import { referenceFoodsReplaced } from './food-index';
import { buildReferenceFoodRows } from './reference-food-rows';
import { findReferenceFoodImport, type ReferenceFoodImport, replaceReferenceFoods } from './repository';
import { parseSourceFiles, readSourceFiles, type SrSourceFiles } from './source-files';

export interface ReferenceFoodImportResult {
  /** 'imported': the tables were replaced now; 'current': they already held these files' rows. */
  status: 'imported' | 'current';
  fingerprint: string;
  foods: number;
  names: number;
  measures: number;
  /** How long the import took (0 when current). */
  milliseconds: number;
}

const alreadyCurrent = ({ fingerprint, foods, names, measures }: ReferenceFoodImport): ReferenceFoodImportResult => ({
  status: 'current',
  fingerprint,
  foods,
  names,
  measures,
  milliseconds: 0,
});

/** Serializes imports of several processes on one PostgreSQL database (an arbitrary constant key). */
const IMPORT_LOCK = sql`SELECT pg_advisory_xact_lock(7461100001)`;

/**
 * Parses the files, then in one transaction replaces every reference row with theirs: all or nothing, a
 * file that fails to parse or a row the database refuses leaves the previous import as it was. With
 * `onlyWhenChanged`, a database that already holds rows of the same fingerprint is left alone.
 */
async function importFiles(db: DB, files: SrSourceFiles, onlyWhenChanged: boolean): Promise<ReferenceFoodImportResult> {
  const started = performance.now();
  const rows = buildReferenceFoodRows(parseSourceFiles(files));
  const result = await db.transaction().execute(async (trx) => {
    await IMPORT_LOCK.execute(trx);
    const current = onlyWhenChanged ? await findReferenceFoodImport(trx) : undefined;
    if (current?.fingerprint === files.fingerprint) return alreadyCurrent(current);
    await replaceReferenceFoods(trx, rows, files.fingerprint);
    const counts = { foods: rows.foods.length, names: rows.names.length, measures: rows.measures.length };
    return {
      status: 'imported',
      fingerprint: files.fingerprint,
      ...counts,
      milliseconds: Math.round(performance.now() - started),
    } as const;
  });
  if (result.status === 'imported') referenceFoodsReplaced(db);
  return result;
}

/** Imports the SR files of `directory`, replacing the previous import whatever it was. */
export async function importReferenceFoods(db: DB, directory: string): Promise<ReferenceFoodImportResult> {
  return importFiles(db, await readSourceFiles(directory), false);
}

/** Imports the SR files of `directory` unless the database already holds them (same fingerprint). */
export async function ensureReferenceFoods(db: DB, directory: string): Promise<ReferenceFoodImportResult> {
  const files = await readSourceFiles(directory);
  const current = await findReferenceFoodImport(db);
  if (current?.fingerprint === files.fingerprint) return alreadyCurrent(current);
  return importFiles(db, files, true);
}
