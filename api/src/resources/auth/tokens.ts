import { hash, randomBytes } from 'node:crypto';
import type { DB } from '../../db/schema';
import { insertAccessToken } from './repository';

/** Tokens are only ever stored as this hash (sha256, hex). */
export const hashToken = (token: string) => hash('sha256', token, 'hex');

/** A new random access token (32 bytes, base64url) for the user, valid for `ttlHours`. */
export async function issueAccessToken(db: DB, userUuid: string, ttlHours: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000);
  await insertAccessToken(db, { userUuid, tokenHash: hashToken(token), expiresAt });
  return token;
}
