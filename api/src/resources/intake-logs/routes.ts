import type { FastifyInstance } from 'fastify';
import { intakeLogCollectionSchema, intakeLogSchema } from '@nutrilog/shared/schemas';
import * as v from 'valibot';
import { collection, paginationQueryEntries, toPagination, uuidParamsSchema } from '../../http/linked-data';
import { notFound } from '../../http/problem';
import { dateTimeParam, orderParam } from '../../http/query';
import { defineRoute } from '../../http/route';
import { toIntakeLog } from './intake-log';
import { findIntakeLog, listIntakeLogs } from './repository';

const intakeLogsQuerySchema = v.object({
  ...paginationQueryEntries,
  'date[after]': dateTimeParam('Date after'),
  'date[before]': dateTimeParam('Date before'),
  'order[date]': orderParam('Date order'),
});

export async function intakeLogRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/api/intake_logs',
    tags: ['Intake logs'],
    summary: "The signed-in user's intake logs",
    description:
      '`date[after]` and `date[before]` (both inclusive) take `YYYY-MM-DD HH:mm:ss` in UTC, a date, or an ISO 8601 timestamp; ' +
      '`order[date]` is `asc` (default) or `desc`.',
    querystring: intakeLogsQuerySchema,
    response: intakeLogCollectionSchema,
    handler: async ({ user, query, request }) => {
      const pagination = toPagination(query);
      const filters = { after: query['date[after]'], before: query['date[before]'], order: query['order[date]'] };
      const page = await listIntakeLogs(app.db, user.uuid, filters, pagination);
      return collection({ request, memberType: 'IntakeLog', members: page.rows.map(toIntakeLog), totalItems: page.totalItems, pagination });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/intake_logs/:uuid',
    tags: ['Intake logs'],
    summary: 'An intake log',
    params: uuidParamsSchema,
    response: intakeLogSchema,
    handler: async ({ user, params }) => {
      const row = await findIntakeLog(app.db, user.uuid, params.uuid);
      if (row === undefined) throw notFound();
      return toIntakeLog(row);
    },
  });
}
