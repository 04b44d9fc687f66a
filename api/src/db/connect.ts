import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireDirectoryLock } from './lock';
import { createPGlite, type PGliteInstance } from './pglite';
import { PGliteThread, PGliteThreadDialect } from './pglite-thread';
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
export function pgliteHandle(
  pglite: PGliteInstance,
  description: string,
  release: () => void = () => {},
): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  const close = async () => {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
    release();
  };
  return { db, description, kind: 'pglite', close };
}

/**
 * A handle over PGlite in a worker thread (db/pglite-thread.ts); closing it closes the database, then calls `release`.
 */
export function pgliteThreadHandle(
  thread: PGliteThread,
  description: string,
  release: () => void = () => {},
): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PGliteThreadDialect(thread) });
  const close = async () => {
    await db.destroy();
    release();
  };
  return { db, description, kind: 'pglite', close };
}

export interface PGliteConnectOptions {
  /**
   * The built worker entry (dist/pglite-worker.js) to run the database in a worker thread: the server's, so
   * that its HTTP work and the database use two cores. Without it, in this thread.
   */
  workerUrl?: URL;
}

/** PGlite in memory (`dataDir` undefined) or persisted in `<dataDir>/pglite`, guarded by a lock file. */
export async function connectPGlite(dataDir?: string, options: PGliteConnectOptions = {}): Promise<DatabaseHandle> {
  const { workerUrl } = options;
  if (dataDir === undefined) {
    if (workerUrl)
      return pgliteThreadHandle(await PGliteThread.start(workerUrl, {}), 'PGlite in memory, in a worker thread');
    return pgliteHandle(await createPGlite(), 'PGlite in memory');
  }
  const release = acquireDirectoryLock(dataDir);
  try {
    const pgliteDir = path.join(dataDir, 'pglite');
    if (workerUrl)
      return pgliteThreadHandle(
        await PGliteThread.start(workerUrl, { dataDir: pgliteDir }),
        `PGlite in ${dataDir}, in a worker thread`,
        release,
      );
    return pgliteHandle(await createPGlite({ dataDir: pgliteDir }), `PGlite in ${dataDir}`, release);
  } catch (error) {
    release();
    throw error;
  }
}
