import type { FastifyInstance } from 'fastify';
import { healthSchema } from '@nutrilog/shared/schemas';
import { defineRoute } from '../../http/route';
import { readiness } from './readiness';

/**
 * The probes of a process manager or load balancer (docs/api.md, "Health and metrics"): public, answered as plain JSON, never kept.
 * /live touches nothing but the process; /ready asks the database, so a probe every few seconds costs a few
 * small queries.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/api/health/live',
    tags: ['Health'],
    summary: 'Whether the process answers',
    auth: false,
    response: healthSchema,
    mediaType: 'application/json',
    handler: async () => ({ status: 'ok' as const }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/health/ready',
    tags: ['Health'],
    summary: 'Whether the API can serve: database reachable, migrations applied, reference foods indexed',
    description: '503 with the same body when a check fails; each check says what is missing.',
    auth: false,
    response: healthSchema,
    otherStatus: 503,
    mediaType: 'application/json',
    handler: async ({ answerOtherStatus }) => {
      const { ready, checks } = await readiness(app.db, { foodDataConfigured: app.config.foodDataDir !== null });
      if (!ready) answerOtherStatus();
      return { status: ready ? ('ok' as const) : ('not ready' as const), checks };
    },
  });
}
