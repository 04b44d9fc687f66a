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
 * token that is neither expired nor revoked. Sets `request.user`; otherwise answers 401.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = request.headers[API_KEY_HEADER.toLowerCase()];
  if (typeof token !== 'string' || token === '') throw unauthorized(`Missing ${API_KEY_HEADER} header.`);
  const owner = await findTokenOwner(request.server.db, hashToken(token), new Date());
  if (owner === null) throw unauthorized('The access token is invalid, expired or revoked.');
  request.user = owner;
}
