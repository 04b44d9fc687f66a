import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Who may read the metrics: a client on this machine that came straight to the API (a proxy on the same machine
 * adds X-Forwarded-For, and what it forwards may come from anywhere), or anyone with `Authorization: Bearer
 * <METRICS_TOKEN>`. The socket's own address is read, not `request.ip`, which TRUST_PROXY takes from the header.
 */
export function mayReadMetrics(request: FastifyRequest, metricsToken: string | null): boolean {
  const direct = request.headers['x-forwarded-for'] === undefined;
  if (direct && LOOPBACK.has(request.raw.socket.remoteAddress ?? '')) return true;
  const authorization = request.headers.authorization;
  if (metricsToken === null || authorization === undefined) return false;
  const [scheme, token] = authorization.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token !== undefined && sameSecret(token, metricsToken);
}
