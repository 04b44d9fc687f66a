// Seeds a database for the API benchmarks (docs/performance.md#what-is-measured): one user with years of daily
// logging and many users with a month each. The database is the one the server would open: DATABASE_URL, else
// PGlite in DATA_DIR.
//   tsx src/bench/seed-bench-db.ts --years 3 --others 1000 --email bench@nutrilog.test --password '…'
// Prints one JSON line: the main user's email and the seconds it took.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../db/open';
import { hashPassword } from '../resources/auth/password';
import { importReferenceFoods } from '../resources/reference-foods/importer';
import { createAccount } from '../resources/users/accounts';
import { insertUser } from '../resources/users/repository';
import { MAIN_USER_SHAPE, OTHER_USER_SHAPE, seedHistory } from './history-data';

const { values } = parseArgs({
  options: {
    years: { type: 'string', default: '3' },
    others: { type: 'string', default: '1000' },
    email: { type: 'string', default: 'bench@nutrilog.test' },
    password: { type: 'string', default: 'bench-password-1' },
    /** A directory of USDA SR files to import as the reference foods (the food search benchmark). */
    foods: { type: 'string' },
  },
});

if (!process.env.DATABASE_URL && !process.env.DATA_DIR)
  throw new Error('Set DATABASE_URL or DATA_DIR: the benchmark never seeds the default data directory.');
const started = performance.now();
const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL ?? null,
  dataDir: path.resolve(process.env.DATA_DIR ?? ''),
});
try {
  const main = await createAccount(handle.db, { email: values.email, password: values.password });
  await seedHistory(handle.db, main.uuid, MAIN_USER_SHAPE(Number(values.years)), 1);
  // One hash for all the others: they are there for the tables' size, not to sign in.
  const passwordHash = await hashPassword(values.password);
  for (let index = 0; index < Number(values.others); index += 1) {
    const user = await insertUser(handle.db, { email: `other-${index}@nutrilog.test`, passwordHash });
    if (user) await seedHistory(handle.db, user.uuid, OTHER_USER_SHAPE, 100 + index);
  }
  // As after any bulk load: the planner's statistics, before autovacuum (PostgreSQL) or the server (PGlite) would.
  if (values.foods !== undefined) await importReferenceFoods(handle.db, path.resolve(values.foods));
  await sql`ANALYZE`.execute(handle.db);
  process.stdout.write(
    `${JSON.stringify({ email: values.email, seconds: Math.round((performance.now() - started) / 100) / 10 })}\n`,
  );
} finally {
  await handle.close();
}
