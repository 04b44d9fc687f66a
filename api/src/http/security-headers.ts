import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { DATA_VERSION_HEADER, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@nutrilog/shared/domain';

/**
 * Headers on every API answer (ASVS V14.4): the answers are data, never a page, so nothing may be framed, sniffed,
 * run or kept by a browser or a proxy: OWASP's set for REST answers, written once (helmet worked its headers out
 * again for every request, a tenth of a kept read's time, and added ones only old browsers read; docs/decisions.md).
 * HSTS is left to the TLS-terminating proxy (on loopback it means nothing).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // Health data: no browser or proxy cache keeps an answer (the server's own cache is per user and in memory).
  'cache-control': 'no-store',
});

function addSecurityHeaders(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  void reply.headers(SECURITY_HEADERS);
  done();
}

/**
 * The security headers on every answer, problems included. The browser reaches the API through the host's origin
 * (the host proxies /api), so cross-origin reads are refused unless an origin is configured in CORS_ORIGINS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, corsOrigins: readonly string[]): Promise<void> {
  app.addHook('onRequest', addSecurityHeaders);
  if (corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: [...corsOrigins],
      allowedHeaders: ['Content-Type', 'X-API-KEY', 'Accept', DATA_VERSION_HEADER, IDEMPOTENCY_KEY_HEADER],
      exposedHeaders: [DATA_VERSION_HEADER, 'Content-Disposition', IDEMPOTENT_REPLAYED_HEADER],
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    });
  }
}
