import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Headers on every API answer (ASVS V14.4): the answers are data, never a page, so nothing may be framed, sniffed,
 * run or kept by a browser or a proxy. The browser reaches the API through the host's origin (the host proxies
 * /api), so cross-origin reads are refused unless an origin is configured in CORS_ORIGINS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, corsOrigins: readonly string[]): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    // A plain-http deployment behind TLS termination sets HSTS at the proxy; on loopback it means nothing.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (_request, reply) => {
    // Health data: no browser or proxy cache keeps an answer (the server's own cache is per user and in memory).
    void reply.header('cache-control', 'no-store');
  });
  if (corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: [...corsOrigins],
      allowedHeaders: ['Content-Type', 'X-API-KEY', 'Accept'],
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    });
  }
}
