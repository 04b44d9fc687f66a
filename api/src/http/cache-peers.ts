import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/connect';
import type { DB } from '../db/schema';

/*
 * Several API processes on one PostgreSQL database each keep answers and tokens in memory (response-cache.ts,
 * token-cache.ts). What one process does that makes another's memory stale is told to all of them with a NOTIFY
 * on CHANNEL, sent before the answer leaves: a user's write, a logout, a password reset (by the CLI). Every
 * process LISTENs and drops what the message names. A message reaches the others as soon as PostgreSQL
 * delivers it, normally before the client who wrote can ask another process; the entries' own 30 s limit
 * bounds the rest (a listener connection that broke: everything is dropped when it is back).
 */
export const CACHE_CHANNEL = 'nutrilog_cache';

export type PeerMessage = `user ${string}` | `token ${string}` | `tokens ${string}`;

/** Sends a message to every process listening on this database (this one included: dropping twice is harmless). */
export async function tellPeers(db: DB, message: PeerMessage): Promise<void> {
  await sql`SELECT pg_notify(${CACHE_CHANNEL}, ${message})`.execute(db);
}

/** Drops what a peer's message makes stale. */
export function applyPeerMessage(app: FastifyInstance, message: string): void {
  const [kind, id] = message.split(' ');
  if (id === undefined || id === '') return;
  if (kind === 'user') app.responseCache?.invalidate(id);
  else if (kind === 'token') app.tokenCache?.forget(id);
  else if (kind === 'tokens') app.tokenCache?.forgetUser(id);
}

/** Listens for the peers' messages until the answered function is called. */
export function listenToPeers(database: Pick<DatabaseHandle, 'listen'>, app: FastifyInstance): Promise<() => Promise<void>> {
  return database.listen(
    CACHE_CHANNEL,
    (message) => applyPeerMessage(app, message),
    () => {
      app.responseCache?.clear();
      app.tokenCache?.clear();
    },
  );
}
