import type { DB } from '../../db/schema';

/** The user an access token authenticates, and the token's hash (to revoke it on logout). */
export interface TokenOwner {
  uuid: string;
  tokenHash: string;
}

export async function insertAccessToken(db: DB, token: { userUuid: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('access_tokens')
    .values({ token_hash: token.tokenHash, user_uuid: token.userUuid, expires_at: token.expiresAt })
    .execute();
}

/** The owner of a token that is neither expired nor revoked (the one lookup not scoped by a user). */
export async function findTokenOwner(db: DB, tokenHash: string, now: Date): Promise<(TokenOwner & { expiresAt: Date }) | null> {
  const row = await db
    .selectFrom('access_tokens')
    .select(['user_uuid', 'token_hash', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { uuid: row.user_uuid, tokenHash: row.token_hash, expiresAt: row.expires_at } : null;
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

/** Housekeeping at login: forget the user's expired and revoked tokens. */
export async function deleteDeadAccessTokens(db: DB, userUuid: string, now: Date): Promise<void> {
  await db
    .deleteFrom('access_tokens')
    .where('user_uuid', '=', userUuid)
    .where((eb) => eb.or([eb('revoked_at', 'is not', null), eb('expires_at', '<=', now)]))
    .execute();
}
