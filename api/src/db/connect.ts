import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireDirectoryLock } from './lock';
import { createPGlite, dumpPGlite, type PGliteInstance } from './pglite';
import { PGliteThread, PGliteThreadDialect } from './pglite-thread';
import type { Database, DB } from './schema';

/** How the database's connections are used right now (the metrics: docs/api.md, "Health and metrics"). */
export interface DatabaseUse {
  busy: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

/** An open database and how to close it (and release whatever it holds). */
export interface DatabaseHandle {
  db: DB;
  /** Human-readable target, without credentials. */
  description: string;
  /** PGlite has no autovacuum to keep the planner's statistics fresh (db/statistics.ts). */
  kind: 'pglite' | 'postgres';
  /** How its connections are used now, for the metrics; absent for PGlite in the calling thread (the tests'). */
  use?: () => DatabaseUse;
  /** PGlite's data directory as a gzipped tarball, for a backup (docs/api.md, "Backups and restore"). */
  dump?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}

/** The most connections the API's pool opens to PostgreSQL. */
const POSTGRES_POOL_MAX = 10;

/**
 * PostgreSQL through a pool. A connection that breaks while idle (server restart, a terminated backend) is
 * dropped from the pool and the next query opens a new one; without an `error` listener that idle failure
 * would be an unhandled event and end the process.
 */
export function connectPostgres(databaseUrl: string, onIdleError: (error: Error) => void = () => {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POSTGRES_POOL_MAX });
  pool.on('error', onIdleError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const url = new URL(databaseUrl);
  const use = (): DatabaseUse => ({
    busy: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: POSTGRES_POOL_MAX,
  });
  return {
    db,
    description: `PostgreSQL at ${url.host}${url.pathname}`,
    kind: 'postgres',
    use,
    close: () => db.destroy(),
  };
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
  return { db, description, kind: 'pglite', dump: () => dumpPGlite(pglite), close };
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
  // One connection: the worker runs one query at a time, the others wait in its queue.
  const use = (): DatabaseUse => {
    const inFlight = thread.inFlight;
    return { busy: Math.min(inFlight, 1), idle: inFlight === 0 ? 1 : 0, waiting: Math.max(0, inFlight - 1), max: 1 };
  };
  return { db, description, kind: 'pglite', use, dump: () => thread.dump(), close };
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
