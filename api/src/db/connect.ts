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
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, until the answered function is called.
   * On PostgreSQL a dedicated connection listens; when it breaks it is opened again, and `onGap` is called
   * first, since messages sent meanwhile are lost.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const RELISTEN_DELAY_MS = 1000;

/** LISTEN on a connection of its own (a pooled one would be handed to queries and lose the subscription). */
async function listenPostgres(
  databaseUrl: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
  onError: (error: Error) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  // The connection of the latest attempt: events of an older, abandoned one are ignored.
  let current: pg.Client | null = null;
  const reconnect = (failed: pg.Client) => {
    if (stopped || failed !== current) return;
    current = null;
    onGap();
    setTimeout(() => void connect().catch(() => undefined), RELISTEN_DELAY_MS).unref();
  };
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel && client === current) onMessage(message.payload ?? '');
    });
    client.on('error', (error) => {
      onError(error);
      reconnect(client);
      void client.end().catch(() => undefined);
    });
    client.on('end', () => reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      onError(error as Error);
      reconnect(client);
      void client.end().catch(() => undefined);
      throw error;
    }
  };
  try {
    await connect();
  } catch (error) {
    stopped = true;
    throw error;
  }
  return async () => {
    stopped = true;
    await current?.end();
  };
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
  return {
    db,
    description: `PostgreSQL at ${url.host}${url.pathname}`,
    kind: 'postgres',
    listen: (channel, onMessage, onGap) => listenPostgres(databaseUrl, channel, onMessage, onGap, onIdleError),
    close: () => db.destroy(),
  };
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
  // One process holds a PGlite database: its notifications come from the same instance and are never lost.
  const listen = async (channel: string, onMessage: (payload: string) => void) => {
    const unlisten = await pglite.listen(channel, onMessage);
    return () => unlisten();
  };
  return { db, description, kind: 'pglite', listen, close };
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
