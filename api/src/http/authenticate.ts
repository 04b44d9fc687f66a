import type { FastifyRequest } from 'fastify';
import { findLiveToken, type LiveToken, type TokenOwner, touchAccessToken } from '../resources/auth/repository';
import { hashToken } from '../resources/auth/tokens';
import { unauthorized } from './problem';

export const API_KEY_HEADER = 'X-API-KEY';
/** Name of the header scheme in the OpenAPI document. */
export const API_KEY_SECURITY_SCHEME = 'ApiKey';
/** A token's last use is written at most this often, so that reads stay free of writes. */
export const TOKEN_TOUCH_INTERVAL_MS = 60_000;

/** Who a request acts for. Every repository function takes `uuid` and filters by it. */
export type AuthenticatedUser = TokenOwner;

/** The moment before which an unused token counts as idle. */
export const idleSince = (now: Date, idleHours: number) => new Date(now.getTime() - idleHours * 3_600_000);

const isLive = (token: LiveToken, now: Date, idleHours: number) =>
  token.expiresAt > now && token.lastUsedAt > idleSince(now, idleHours);

/**
 * onRequest hook of every route with `auth` (the default in defineRoute): the X-API-KEY header must hold a
 * token that is not revoked, not past its absolute expiry (TOKEN_TTL_HOURS) and used within TOKEN_IDLE_HOURS
 * (http/token-cache.ts keeps the answer a short while, unless other processes share the database). Sets
 * `request.user` (and with a shared database `request.dataVersion`); otherwise answers 401.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = request.headers[API_KEY_HEADER.toLowerCase()];
  if (typeof token !== 'string' || token === '') throw unauthorized(`Missing ${API_KEY_HEADER} header.`);
  const { db, tokenCache, config } = request.server;
  const tokenHash = hashToken(token);
  const now = new Date();
  // Processes sharing the database read every token afresh: a logout elsewhere counts at once.
  let live = config.sharedDatabase ? undefined : tokenCache?.get(tokenHash);
  if (live === undefined || !isLive(live, now, config.tokenIdleHours)) {
    tokenCache?.forget(tokenHash);
    live = (await findLiveToken(db, tokenHash, now, idleSince(now, config.tokenIdleHours))) ?? undefined;
    if (live === undefined) throw unauthorized('The access token is invalid, expired or revoked.');
    if (config.sharedDatabase) request.dataVersion = live.dataVersion;
    else tokenCache?.set(tokenHash, live);
  }
  const touchBefore = new Date(now.getTime() - TOKEN_TOUCH_INTERVAL_MS);
  if (live.lastUsedAt < touchBefore) {
    await touchAccessToken(db, tokenHash, now, touchBefore);
    tokenCache?.update(tokenHash, { ...live, lastUsedAt: now });
  }
  request.user = live.owner;
}
