import type { FastifyRequest } from 'fastify';
import { findTokenOwner, type TokenOwner } from '../resources/auth/repository';
import { hashToken } from '../resources/auth/tokens';
import { unauthorized } from './problem';

export const API_KEY_HEADER = 'X-API-KEY';
/** Name of the header scheme in the OpenAPI document. */
export const API_KEY_SECURITY_SCHEME = 'ApiKey';

/** Who a request acts for. Every repository function takes `uuid` and filters by it. */
export type AuthenticatedUser = TokenOwner;

/**
 * onRequest hook of every route with `auth` (the default in defineRoute): the X-API-KEY header must hold a
 * token that is neither expired nor revoked (http/token-cache.ts keeps the answer a short while). Sets
 * `request.user`; otherwise answers 401.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = request.headers[API_KEY_HEADER.toLowerCase()];
  if (typeof token !== 'string' || token === '') throw unauthorized(`Missing ${API_KEY_HEADER} header.`);
  const tokenHash = hashToken(token);
  const now = new Date();
  const cache = request.server.tokenCache;
  const known = cache?.get(tokenHash, now);
  if (known) {
    request.user = known;
    return;
  }
  const found = await findTokenOwner(request.server.db, tokenHash, now);
  if (found === null) throw unauthorized('The access token is invalid, expired or revoked.');
  const owner = { uuid: found.uuid, tokenHash: found.tokenHash };
  cache?.set(tokenHash, { owner, expiresAt: found.expiresAt });
  request.user = owner;
}
