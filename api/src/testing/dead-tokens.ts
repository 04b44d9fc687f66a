import { randomBytes } from 'node:crypto';
import type { DB } from '../db/schema';
import { insertAccessToken, revokeAccessToken } from '../resources/auth/repository';
import { hashToken } from '../resources/auth/tokens';

const newToken = () => randomBytes(32).toString('base64url');
const HOUR = 3_600_000;

/** A token of the user that was revoked (logout, password reset) but has not expired. */
export async function insertRevokedToken(db: DB, userUuid: string): Promise<string> {
  const token = newToken();
  await insertAccessToken(db, { userUuid, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + HOUR) });
  await revokeAccessToken(db, userUuid, hashToken(token), new Date());
  return token;
}

/** A token of the user, never revoked, created just now, whose absolute lifetime (`expires_at`) is over. */
export async function insertExpiredToken(db: DB, userUuid: string): Promise<string> {
  const token = newToken();
  await insertAccessToken(db, { userUuid, tokenHash: hashToken(token), expiresAt: new Date(Date.now() - 60_000) });
  return token;
}

/** A token of the user, neither revoked nor past its lifetime, unused for longer than `idleHours`. */
export async function insertIdleToken(db: DB, userUuid: string, idleHours: number): Promise<string> {
  const token = newToken();
  await insertAccessToken(db, { userUuid, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + HOUR) });
  await db
    .updateTable('access_tokens')
    .set({ last_used_at: new Date(Date.now() - idleHours * HOUR - 60_000) })
    .where('token_hash', '=', hashToken(token))
    .execute();
  return token;
}
