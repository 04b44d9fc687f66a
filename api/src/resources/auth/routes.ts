import type { FastifyInstance } from 'fastify';
import { loginResponseSchema, loginSchema } from '@nutrilog/shared/schemas';
import { idleSince } from '../../http/authenticate';
import { tooManyRequests, unauthorized } from '../../http/problem';
import { defineRoute } from '../../http/route';
import { waitOutTokenLeases } from '../../http/token-lookups';
import { normalizeEmail } from '../users/email';
import { findUserByEmail } from '../users/repository';
import { LoginThrottle } from './login-throttle';
import { verifyPassword } from './password';
import { deleteDeadAccessTokens, revokeAccessToken } from './repository';
import { issueAccessToken } from './tokens';

export const INVALID_CREDENTIALS = 'Invalid credentials.';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const throttle = new LoginThrottle(app.db, app.config.loginThrottle);

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/login',
    tags: ['Auth'],
    summary: 'Signs in with email and password; answers a new access token for the X-API-KEY header',
    auth: false,
    body: loginSchema,
    response: loginResponseSchema,
    mediaType: 'application/json',
    errors: [401, 429],
    handler: async ({ body, request }) => {
      const attempt = { email: normalizeEmail(body.email), ip: request.ip };
      const retryAfter = await throttle.retryAfterSeconds(attempt);
      if (retryAfter > 0) throw tooManyRequests(retryAfter);

      const user = await findUserByEmail(app.db, attempt.email);
      // Always one scrypt, also for an unknown email: same answer, same time.
      const valid = await verifyPassword(body.password, user?.password_hash ?? null);
      if (!user || !valid) {
        await throttle.recordFailure(attempt);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await throttle.recordSuccess(attempt);
      const now = new Date();
      await deleteDeadAccessTokens(app.db, user.uuid, now, idleSince(now, app.config.tokenIdleHours));
      return { accessToken: await issueAccessToken(app.db, user.uuid, app.config.tokenTtlHours, now) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/logout',
    tags: ['Auth'],
    summary: 'Revokes the access token of this request',
    response: null,
    handler: async ({ user }) => {
      await revokeAccessToken(app.db, user.uuid, user.tokenHash, new Date());
      app.tokenCache?.forget(user.tokenHash);
      app.tokenLookups.forget(user.tokenHash);
      // Other processes may hold a leased read of the token: it is refused everywhere once the answer leaves.
      if (app.config.sharedDatabase) await waitOutTokenLeases();
    },
  });
}
