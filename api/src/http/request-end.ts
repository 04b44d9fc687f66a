import type { FastifyInstance } from 'fastify';
import { logsEachRequest } from './logger';

/** A request no route matched (a 404 of an unknown URL): one metrics label for all of them, not one per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The one log line of a request: `GET /api/products 200 3.1 ms`, with the same figures as fields for JSON. */
export const requestLine = (method: string, url: string, status: number, ms: number) =>
  `${method} ${url} ${status} ${ms.toFixed(1)} ms`;

/**
 * When Fastify has answered a request: counts and times it by its route template (`/api/products/:uuid`, never the
 * uuid) and writes its one log line, under its request id. One hook for both, as each hook costs a turn of Fastify's
 * hook runner. The kept-answer server does the same for the reads it answers itself (http/kept-answer-server.ts).
 */
export function registerRequestEnd(app: FastifyInstance): void {
  const logged = logsEachRequest(app.config.logLevel);
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    app.metrics.request(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, status, ms / 1000);
    if (logged)
      request.log.info(
        { res: { statusCode: status }, responseTime: ms },
        requestLine(request.method, request.url, status, ms),
      );
    done();
  });
}
