import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { connectPostgres, type DatabaseHandle, pgliteHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { createPGlite } from '../db/pglite';
import type { DB } from '../db/schema';
import { dataTables } from '../db/tables';
import { referenceFoodsReplaced } from '../resources/reference-foods/food-index';

/**
 * Tests run on PGlite by default and on PostgreSQL when DATABASE_URL is set (see .ci/with-postgres.sh).
 * On PostgreSQL each test file gets a database of its own, so files can run in parallel.
 */
export const testDatabaseKind = (): 'pglite' | 'postgres' => (process.env.DATABASE_URL ? 'postgres' : 'pglite');

export interface TestDatabase {
  db: DB;
  /** Empties every table (keeps the schema and the migration history). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh, empty PostgreSQL database on the DATABASE_URL server; `drop` removes it. */
async function createScratchPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `nutrilog_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Deletes every row of every table in one statement. TRUNCATE took 170 ms on PGlite for the 16 small tables (it
 * makes a new file per table), this about 25 ms; the foreign keys are checked at the statement's end, when the rows
 * of every table are gone.
 */
async function emptyAllTables(db: DB): Promise<void> {
  const tables = await dataTables(db);
  if (tables.length === 0) return;
  const deletes = tables.map((table, i) => sql`${sql.id(`emptied_${i}`)} AS (DELETE FROM ${sql.table(table)})`);
  await sql`WITH ${sql.join(deletes)} SELECT 1`.execute(db);
  // the reference rows are gone too: the next search must not trust the record it read before
  referenceFoodsReplaced(db);
}

/**
 * An in-memory PGlite, migrated. initdb costs seconds per instance, so the first test file dumps its freshly
 * migrated database to a template in the temp directory and later files load that dump instead. The
 * template's name covers the migrations' source (the files of db/migrations) and the PGlite build, so a changed
 * schema makes a new one.
 */
async function migratedPGlite(): Promise<DatabaseHandle> {
  // The migrations folder's sources too: a migration's helpers (migrations/nutrient-columns.ts) shape the schema.
  const migrationsDir = path.join(__dirname, '..', 'db', 'migrations');
  const sources = fs
    .readdirSync(migrationsDir)
    .sort()
    .map((file) => `${file}:${fs.readFileSync(path.join(migrationsDir, file), 'utf8')}`);
  const key = createHash('sha256')
    .update(require.resolve('@electric-sql/pglite'))
    .update(
      Object.entries(migrations)
        .map(([name, migration]) => `${name}:${migration.up.toString()}`)
        .join('\n'),
    )
    .update(sources.join('\n'))
    .digest('hex')
    .slice(0, 16);
  // Uncompressed: it loads in 1.5 s instead of 2 s, and it is read once per test file.
  const template = path.join(os.tmpdir(), `nutrilog-test-pglite-${key}.tar`);
  if (fs.existsSync(template)) {
    return pgliteHandle(
      await createPGlite({ loadDataDir: new Blob([fs.readFileSync(template)]) }),
      'PGlite in memory (from template)',
    );
  }
  const pglite = await createPGlite();
  const handle = pgliteHandle(pglite, 'PGlite in memory');
  await migrateToLatest(handle.db);
  const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  const partial = `${template}.${process.pid}.tmp`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, template); // atomic: parallel test files never read half a template
  return handle;
}

/** A migrated database for one test file: PGlite in memory, or a scratch PostgreSQL database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  let handle: DatabaseHandle;
  let dispose = async () => {};
  if (testDatabaseKind() === 'postgres') {
    const scratch = await createScratchPostgresDatabase();
    handle = connectPostgres(scratch.url);
    dispose = scratch.drop;
  } else {
    handle = await migratedPGlite();
  }
  await migrateToLatest(handle.db); // a no-op unless this is a new PostgreSQL database
  return {
    db: handle.db,
    reset: () => emptyAllTables(handle.db),
    close: async () => {
      await handle.close();
      await dispose();
    },
  };
}

/**
 * Where a separate process-like user of the database (the CLI, a server) should point: the environment
 * for it and the same as configuration. PGlite: an empty temporary DATA_DIR; PostgreSQL: a scratch database.
 */
export interface DatabaseTarget {
  env: Record<string, string>;
  config: { databaseUrl: string | null; dataDir: string };
  cleanup(): Promise<void>;
}

export async function createDatabaseTarget(): Promise<DatabaseTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-test-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (testDatabaseKind() === 'postgres') {
    const scratch = await createScratchPostgresDatabase();
    return {
      env: { DATABASE_URL: scratch.url, DATA_DIR: dataDir },
      config: { databaseUrl: scratch.url, dataDir },
      cleanup: async () => {
        await scratch.drop();
        await removeDir();
      },
    };
  }
  return { env: { DATA_DIR: dataDir }, config: { databaseUrl: null, dataDir }, cleanup: removeDir };
}
