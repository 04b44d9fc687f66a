import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { parseDataVersion } from '@nutrilog/shared/domain';
import { type LiveToken, type TokenOwner, touchAccessToken } from '../resources/auth/repository';
import { hashToken } from '../resources/auth/tokens';
import { unauthorized } from './problem';
import { DATA_VERSION_HEADER_NAME } from './token-lookups';

export const API_KEY_HEADER = 'X-API-KEY';
/** The header as Node.js keys it in `headers` (lower case). */
export const API_KEY_HEADER_NAME = API_KEY_HEADER.toLowerCase();
/** Name of the header scheme in the OpenAPI document. */
export const API_KEY_SECURITY_SCHEME = 'ApiKey';
/** A token's last use is written at most this often, so that reads stay free of writes. */
export const TOKEN_TOUCH_INTERVAL_MS = 60_000;

/** Who a request acts for. Every repository function takes `uuid` and filters by it. */
export type AuthenticatedUser = TokenOwner;

/** The moment before which an unused token counts as idle. */
export const idleSince = (now: Date, idleHours: number) => new Date(now.getTime() - idleHours * 3_600_000);

const isLive = (token: LiveToken, now: number, idleHours: number) =>
  token.expiresAt.getTime() > now && token.lastUsedAt.getTime() > now - idleHours * 3_600_000;

/** Live, and with its last use written recently enough that this request need not write it. */
export const isLiveAndTouched = (token: LiveToken, now: number, idleHours: number) =>
  isLive(token, now, idleHours) && token.lastUsedAt.getTime() >= now - TOKEN_TOUCH_INTERVAL_MS;

/**
 * A token read for this very request before Fastify took it (http/kept-answer-server.ts, with a shared database):
 * the read began after the request arrived, so it counts as the request's own. null: no live token.
 */
const tokenReadFirst = Symbol('tokenReadFirst');
type RequestWithToken = IncomingMessage & { [tokenReadFirst]?: LiveToken | null };

export function setTokenReadFirst(raw: IncomingMessage, token: LiveToken | null): void {
  (raw as RequestWithToken)[tokenReadFirst] = token;
}

/**
 * The token read for this request before Fastify took it, a leased read that covers the client's data version, or
 * a fresh read (shared by the requests arriving now).
 */
function readToken(request: FastifyRequest, tokenHash: string): Promise<LiveToken | null> {
  const first = (request.raw as RequestWithToken)[tokenReadFirst];
  if (first !== undefined) return Promise.resolve(first);
  const { tokenLookups, config } = request.server;
  const leased = config.sharedDatabase
    ? tokenLookups.leased(tokenHash, parseDataVersion(request.headers[DATA_VERSION_HEADER_NAME]))
    : undefined;
  return leased === undefined ? tokenLookups.find(tokenHash) : Promise.resolve(leased);
}

/**
 * onRequest hook of every route with `auth` (the default in defineRoute): the X-API-KEY header must hold a
 * token that is not revoked, not past its absolute expiry (TOKEN_TTL_HOURS) and used within TOKEN_IDLE_HOURS
 * (http/token-cache.ts keeps the answer a short while, unless other processes share the database: then every
 * request reads it afresh, in the shared queries of http/token-lookups.ts). Sets `request.user` (and with a shared
 * database `request.dataVersion`); otherwise answers 401.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = request.headers[API_KEY_HEADER_NAME];
  if (typeof token !== 'string' || token === '') throw unauthorized(`Missing ${API_KEY_HEADER} header.`);
  const { tokenCache, tokenLookups, config } = request.server;
  const tokenHash = hashToken(token);
  const now = Date.now();
  // Processes sharing the database read every token afresh: a logout elsewhere counts at once.
  let live = config.sharedDatabase ? undefined : tokenCache?.get(tokenHash);
  if (live === undefined || !isLive(live, now, config.tokenIdleHours)) {
    tokenCache?.forget(tokenHash);
    live = (await readToken(request, tokenHash)) ?? undefined;
    if (live === undefined) throw unauthorized('The access token is invalid, expired or revoked.');
    if (config.sharedDatabase) request.dataVersion = live.dataVersion;
    else tokenCache?.set(tokenHash, live);
  }
  if (live.lastUsedAt.getTime() < now - TOKEN_TOUCH_INTERVAL_MS) {
    const [touchedAt, notBefore] = [new Date(now), new Date(now - TOKEN_TOUCH_INTERVAL_MS)];
    await tokenLookups.touchOnce(tokenHash, () => touchAccessToken(request.server.db, tokenHash, touchedAt, notBefore));
    tokenCache?.update(tokenHash, { ...live, lastUsedAt: touchedAt });
  }
  request.user = live.owner;
}
