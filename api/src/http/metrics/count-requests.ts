import type { FastifyInstance } from 'fastify';

/** A request no route matched (a 404 of an unknown URL): one label for all of them, not one per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts and times every request Fastify answers, by its route template (`/api/products/:uuid`, never the uuid).
 * The kept-answer server counts the reads it answers before Fastify itself (http/kept-answer-server.ts).
 */
export function countRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    app.metrics.request(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}
