import type { FastifyInstance } from 'fastify';
import { weightLogCollectionSchema, weightLogSchema } from '@nutrilog/shared/schemas';
import * as v from 'valibot';
import { collection, paginationQueryEntries, toPagination, uuidParamsSchema } from '../../http/linked-data';
import { notFound } from '../../http/problem';
import { dateTimeParam, orderParam } from '../../http/query';
import { defineRoute } from '../../http/route';
import { findWeightLog, listWeightLogs } from './repository';
import { toWeightLog } from './weight-log';

const weightLogsQuerySchema = v.object({
  ...paginationQueryEntries,
  'date[after]': dateTimeParam('Date after'),
  'date[before]': dateTimeParam('Date before'),
  'order[date]': orderParam('Date order'),
});

export async function weightLogRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/api/weight_logs',
    tags: ['Weight logs'],
    summary: "The signed-in user's weight logs",
    description:
      '`date[after]` and `date[before]` (both inclusive) take a UTC date `YYYY-MM-DD` (its midnight), `YYYY-MM-DD HH:mm:ss` in UTC or an ISO 8601 timestamp; ' +
      '`order[date]` is `asc` (default) or `desc`.',
    querystring: weightLogsQuerySchema,
    response: weightLogCollectionSchema,
    handler: async ({ user, query, request }) => {
      const pagination = toPagination(query);
      const filters = { after: query['date[after]'], before: query['date[before]'], order: query['order[date]'] };
      const page = await listWeightLogs(app.db, user.uuid, filters, pagination);
      return collection({ request, memberType: 'WeightLog', members: page.rows.map(toWeightLog), totalItems: page.totalItems, pagination });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/weight_logs/:uuid',
    tags: ['Weight logs'],
    summary: 'A weight log',
    params: uuidParamsSchema,
    response: weightLogSchema,
    handler: async ({ user, params }) => {
      const row = await findWeightLog(app.db, user.uuid, params.uuid);
      if (row === undefined) throw notFound();
      return toWeightLog(row);
    },
  });
}
