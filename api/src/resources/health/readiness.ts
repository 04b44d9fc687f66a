import { sql } from 'kysely';
import { migrations } from '../../db/migrations';
import type { DB } from '../../db/schema';
import { referenceFoodIndexState } from '../reference-foods/food-index';

/** One check of readiness: what it found, and whether the API can serve with it. */
interface Check {
  ready: boolean;
  text: string;
}

export interface Readiness {
  ready: boolean;
  checks: { database: string; migrations: string; referenceFoods: string };
}

/** How long the database may take to answer `select 1` before it counts as unreachable. */
export const DATABASE_CHECK_TIMEOUT_MS = 2_000;

const ok: Check = { ready: true, text: 'ok' };
const missing = (text: string): Check => ({ ready: false, text });

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function checkDatabase(db: DB): Promise<Check> {
  try {
    await withTimeout(sql`select 1`.execute(db), DATABASE_CHECK_TIMEOUT_MS);
    return ok;
  } catch (error) {
    return missing(`unreachable: ${reason(error)}`);
  }
}

/** Read straight from kysely's table: the Migrator's own listing introspects every table and column first. */
async function checkMigrations(db: DB): Promise<Check> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  const pending = Object.keys(migrations).filter((name) => !applied.has(name));
  return pending.length === 0 ? ok : missing(`${pending.length} not applied: ${pending.join(', ')}`);
}

/**
 * With FOOD_DATA_DIR set, the API is ready once its foods are imported and indexed; without it, the reference foods
 * are optional (text inference and the food search use the user's own products and Open Food Facts).
 */
async function checkReferenceFoods(db: DB, configured: boolean): Promise<Check> {
  const state = await referenceFoodIndexState(db);
  if (state === 'indexed') return ok;
  if (state === 'indexing') return missing('being indexed');
  return configured
    ? missing('none imported (see the log for why)')
    : { ready: true, text: 'none (FOOD_DATA_DIR not set)' };
}

/** Whether the API can serve: the database answers, every migration is applied, the reference foods are indexed. */
export async function readiness(db: DB, options: { foodDataConfigured: boolean }): Promise<Readiness> {
  const database = await checkDatabase(db);
  const unknown = missing('not checked: the database is unreachable');
  const [migrationsCheck, referenceFoods] = database.ready
    ? await Promise.all([
        checkMigrations(db).catch((error: unknown) => missing(`not read: ${reason(error)}`)),
        checkReferenceFoods(db, options.foodDataConfigured).catch((error: unknown) =>
          missing(`not read: ${reason(error)}`),
        ),
      ])
    : [unknown, unknown];
  return {
    ready: database.ready && migrationsCheck.ready && referenceFoods.ready,
    checks: { database: database.text, migrations: migrationsCheck.text, referenceFoods: referenceFoods.text },
  };
}
