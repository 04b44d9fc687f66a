import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { AuthenticatedUser } from './authenticate';
import type { Clock } from './clock';
import type { Metrics } from './metrics/registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database; pass it to repository functions together with `user.uuid`. */
    db: DB;
    config: AppConfig;
    /** The current time of the routes that depend on today (http/clock.ts). */
    clock: Clock;
    /** The process's Prometheus metrics (http/metrics). */
    metrics: Metrics;
  }
  interface FastifyRequest {
    /** Set by the authenticate hook; route handlers get it non-null as `context.user`. */
    user: AuthenticatedUser | null;
  }
}

export function registerDecorations(
  app: FastifyInstance,
  config: AppConfig,
  db: DB,
  clock: Clock,
  metrics: Metrics,
): void {
  app.decorate('db', db);
  app.decorate('metrics', metrics);
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorateRequest('user', null);
}
