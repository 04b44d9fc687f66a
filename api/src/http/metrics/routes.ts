import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { isOperator } from '../operator-access';
import { HttpProblem } from '../problem';
import { defineRoute } from '../route';

export const METRICS_PATH = '/metrics';

/** Prometheus's scrape target; outside /api/, so the web servers in front never forward it (docs/api.md, "Health and metrics"). */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: METRICS_PATH,
    tags: ['Health'],
    summary: "The process's metrics in Prometheus's text format",
    description:
      'Answered to loopback clients that come straight to the API, or with `Authorization: Bearer <METRICS_TOKEN>`.',
    auth: false,
    response: v.string(),
    mediaType: app.metrics.contentType,
    errors: [403],
    handler: async ({ request }) => {
      if (!isOperator(request, app.config.metricsToken))
        throw new HttpProblem(
          403,
          'The metrics are served to this machine, or with the METRICS_TOKEN as a bearer token.',
        );
      return app.metrics.text();
    },
  });
}
