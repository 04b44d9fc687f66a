import { sql } from 'kysely';
import type { DB } from '../../db/schema';

export interface KeptKey {
  fingerprint: string;
  /** null while the first request with the key runs. */
  status: number | null;
  contentType: string | null;
  body: string | null;
}

export interface Claim {
  userUuid: string;
  key: string;
  fingerprint: string;
  now: Date;
  /** A key first used before this is free again (it is past its 24 hours). */
  expiredBefore: Date;
  /** A key still unanswered since before this was left by a request that never ended (a process stopped). */
  abandonedBefore: Date;
}

/**
 * Takes the key for this request: true when it is now this request's (new, expired or abandoned), false when another
 * request has it (see findKey). One statement, so that of two requests with one key, on any processes, one wins.
 */
export async function claimKey(db: DB, claim: Claim): Promise<boolean> {
  const { rows } = await sql<{ key: string }>`
    INSERT INTO idempotency_keys (user_uuid, key, fingerprint, created_at)
    VALUES (${claim.userUuid}, ${claim.key}, ${claim.fingerprint}, ${claim.now})
    ON CONFLICT (user_uuid, key) DO UPDATE
      SET fingerprint = excluded.fingerprint, status = NULL, content_type = NULL, body = NULL,
        created_at = excluded.created_at
      WHERE idempotency_keys.created_at < ${claim.expiredBefore}
        OR (idempotency_keys.status IS NULL AND idempotency_keys.created_at < ${claim.abandonedBefore})
    RETURNING key`.execute(db);
  return rows.length > 0;
}

export async function findKey(db: DB, userUuid: string, key: string): Promise<KeptKey | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status', 'content_type', 'body'])
    .where('user_uuid', '=', userUuid)
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { fingerprint: row.fingerprint, status: row.status, contentType: row.content_type, body: row.body };
}

/** The first request's answer, to be replayed. */
export async function keepAnswer(
  db: DB,
  userUuid: string,
  key: string,
  answer: { status: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status: answer.status, content_type: answer.contentType, body: answer.body })
    .where('user_uuid', '=', userUuid)
    .where('key', '=', key)
    .execute();
}

/** Frees a key whose request ended without an answer worth repeating (a server error): the retry runs afresh. */
export async function releaseKey(db: DB, userUuid: string, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_uuid', '=', userUuid)
    .where('key', '=', key)
    .where('status', 'is', null)
    .execute();
}

/** Forgets every key first used before `before`. */
export async function pruneKeys(db: DB, before: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
