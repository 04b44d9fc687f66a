import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Who may use the operator's routes, GET /metrics and POST /backups (docs/api.md, "Health and metrics", "Backups
 * and restore"): a client on this machine that came straight to the API (a proxy on the same machine adds
 * X-Forwarded-For, and what it forwards may come from anywhere), or anyone with `Authorization: Bearer <token>`
 * (METRICS_TOKEN, BACKUP_TOKEN). The socket's own address is read, not `request.ip`, which TRUST_PROXY takes from
 * the header.
 */
export function isOperator(request: FastifyRequest, token: string | null): boolean {
  const direct = request.headers['x-forwarded-for'] === undefined;
  if (direct && LOOPBACK.has(request.raw.socket.remoteAddress ?? '')) return true;
  const authorization = request.headers.authorization;
  if (token === null || authorization === undefined) return false;
  const [scheme, given] = authorization.split(' ');
  return scheme?.toLowerCase() === 'bearer' && given !== undefined && sameSecret(given, token);
}
