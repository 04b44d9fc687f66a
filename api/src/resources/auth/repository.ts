import { sql } from 'kysely';
import type { DB } from '../../db/schema';

/** The user an access token authenticates, and the token's hash (to revoke it on logout). */
export interface TokenOwner {
  uuid: string;
  tokenHash: string;
}

export async function insertAccessToken(
  db: DB,
  token: { userUuid: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('access_tokens')
    .values({ token_hash: token.tokenHash, user_uuid: token.userUuid, expires_at: token.expiresAt })
    .execute();
}

/** A token the database accepts, with what decides when it stops being accepted. */
export interface LiveToken {
  owner: TokenOwner;
  expiresAt: Date;
  lastUsedAt: Date;
  /** The owner's users.data_version when the token was read. */
  dataVersion: string;
}

/**
 * The tokens among `tokenHashes` that are neither revoked, nor expired, nor unused since `idleSince`, by hash (the
 * one lookup not scoped by a user).
 */
export async function findLiveTokens(
  db: DB,
  tokenHashes: readonly string[],
  now: Date,
  idleSince: Date,
): Promise<Map<string, LiveToken>> {
  if (tokenHashes.length === 0) return new Map();
  const rows = await db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.uuid', 'access_tokens.user_uuid')
    .select([
      'user_uuid',
      'token_hash',
      'expires_at',
      'last_used_at',
      sql<string>`users.data_version::text`.as('data_version'),
    ])
    .where('token_hash', 'in', tokenHashes)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_used_at', '>', idleSince)
    .execute();
  return new Map(
    rows.map((row) => [
      row.token_hash,
      {
        owner: { uuid: row.user_uuid, tokenHash: row.token_hash },
        expiresAt: row.expires_at,
        lastUsedAt: row.last_used_at,
        dataVersion: row.data_version,
      },
    ]),
  );
}

/** Records that a token was used; a no-op when it was recorded after `notBefore` (by this or another process). */
export async function touchAccessToken(db: DB, tokenHash: string, now: Date, notBefore: Date): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ last_used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('last_used_at', '<', notBefore)
    .execute();
}

export async function revokeAccessToken(db: DB, userUuid: string, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('user_uuid', '=', userUuid)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllAccessTokens(db: DB, userUuid: string, now: Date): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('user_uuid', '=', userUuid)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Housekeeping at login: forget the user's expired, idle and revoked tokens. */
export async function deleteDeadAccessTokens(db: DB, userUuid: string, now: Date, idleSince: Date): Promise<void> {
  await db
    .deleteFrom('access_tokens')
    .where('user_uuid', '=', userUuid)
    .where((eb) =>
      eb.or([eb('revoked_at', 'is not', null), eb('expires_at', '<=', now), eb('last_used_at', '<=', idleSince)]),
    )
    .execute();
}
