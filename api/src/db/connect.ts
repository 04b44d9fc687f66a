import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireDirectoryLock } from './lock';
import { createPGlite, type PGliteInstance } from './pglite';
import type { Database, DB } from './schema';

/** An open database and how to close it (and release whatever it holds). */
export interface DatabaseHandle {
  db: DB;
  /** Human-readable target, without credentials. */
  description: string;
  /** PGlite has no autovacuum to keep the planner's statistics fresh (db/statistics.ts). */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * PostgreSQL through a pool. A connection that breaks while idle (server restart, a terminated backend) is
 * dropped from the pool and the next query opens a new one; without an `error` listener that idle failure
 * would be an unhandled event and end the process.
 */
export function connectPostgres(databaseUrl: string, onIdleError: (error: Error) => void = () => {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', onIdleError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const url = new URL(databaseUrl);
  return { db, description: `PostgreSQL at ${url.host}${url.pathname}`, kind: 'postgres', close: () => db.destroy() };
}

/**
 * A handle over an open PGlite instance; closing it closes the instance, then calls `release`.
 * PGlite has one connection: kysely hands it to one caller at a time, so a transaction is not shared with
 * concurrent requests (inside `db.transaction()`, query through `trx`, never `db`, which would wait for it).
 */
export function pgliteHandle(pglite: PGliteInstance, description: string, release: () => void = () => {}): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  const close = async () => {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
    release();
  };
  return { db, description, kind: 'pglite', close };
}

/** PGlite in memory (`dataDir` undefined) or persisted in `<dataDir>/pglite`, guarded by a lock file. */
export async function connectPGlite(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir === undefined) return pgliteHandle(await createPGlite(), 'PGlite in memory');
  const release = acquireDirectoryLock(dataDir);
  try {
    return pgliteHandle(await createPGlite({ dataDir: path.join(dataDir, 'pglite') }), `PGlite in ${dataDir}`, release);
  } catch (error) {
    release();
    throw error;
  }
}
