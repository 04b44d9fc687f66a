import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  weightLogCollectionSchema,
  weightLogInputSchema,
  weightLogPatchSchema,
  weightLogSchema,
} from '@nutrilog/shared/schemas';
import { collection, paginationQueryEntries, toPagination, uuidParamsSchema } from '../../http/linked-data';
import { notFound } from '../../http/problem';
import { dateTimeParam, orderParam } from '../../http/query';
import { defineRoute } from '../../http/route';
import { caloricBalanceRoutes } from './caloric-balance/routes';
import { mergeWeightLogPatch } from './patch';
import { createWeightLog, deleteWeightLog, findWeightLog, listWeightLogs, updateWeightLog } from './repository';
import { toWeightLog } from './weight-log';

const weightLogsQuerySchema = v.object({
  ...paginationQueryEntries,
  'date[after]': dateTimeParam('Date after'),
  'date[before]': dateTimeParam('Date before'),
  'order[date]': orderParam('Date order'),
});

const WEIGHT_LOG_RULES =
  '`date` (an ISO 8601 timestamp) and `weight` (a number greater than 25) are required; ' +
  '`bodyFatPercentage` is null (default), an empty string (null) or a number from 0 to 100; ' +
  '`unit` is text, trimmed, `kilogram` when absent, null or blank. Unknown fields are rejected.';

export async function weightLogRoutes(app: FastifyInstance): Promise<void> {
  caloricBalanceRoutes(app);

  defineRoute(app, {
    method: 'GET',
    url: '/api/weight_logs',
    tags: ['Weight logs'],
    summary: "The signed-in user's weight logs",
    description:
      '`date[after]` and `date[before]` (both inclusive) take a UTC date `YYYY-MM-DD` (its midnight), ' +
      '`YYYY-MM-DD HH:mm:ss` in UTC or an ISO 8601 timestamp; `order[date]` is `asc` (default) or `desc`.',
    querystring: weightLogsQuerySchema,
    response: weightLogCollectionSchema,
    handler: async ({ user, query, request }) => {
      const pagination = toPagination(query);
      const filters = { after: query['date[after]'], before: query['date[before]'], order: query['order[date]'] };
      const page = await listWeightLogs(app.db, user.uuid, filters, pagination);
      return collection({
        request,
        memberType: 'WeightLog',
        members: page.rows.map(toWeightLog),
        totalItems: page.totalItems,
        pagination,
      });
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

  defineRoute(app, {
    method: 'POST',
    url: '/api/weight_logs',
    tags: ['Weight logs'],
    summary: 'Creates a weight log',
    description: WEIGHT_LOG_RULES,
    body: weightLogInputSchema,
    response: weightLogSchema,
    status: 201,
    handler: async ({ user, body }) => toWeightLog(await createWeightLog(app.db, user.uuid, body)),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/weight_logs/:uuid',
    tags: ['Weight logs'],
    summary: 'Updates a weight log (JSON merge patch)',
    description:
      'Any of the fields of POST; `bodyFatPercentage: null` clears it. The patch ' +
      `is merged into the stored log and checked as a whole: ${WEIGHT_LOG_RULES}`,
    params: uuidParamsSchema,
    body: weightLogPatchSchema,
    response: weightLogSchema,
    handler: async ({ user, params, body }) => {
      const row = await findWeightLog(app.db, user.uuid, params.uuid);
      if (row === undefined) throw notFound();
      const updated = await updateWeightLog(app.db, user.uuid, row.uuid, mergeWeightLogPatch(row, body));
      if (updated === undefined) throw notFound();
      return toWeightLog(updated);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/weight_logs/:uuid',
    tags: ['Weight logs'],
    summary: 'Deletes a weight log (for good)',
    params: uuidParamsSchema,
    response: null,
    handler: async ({ user, params }) => {
      if (!(await deleteWeightLog(app.db, user.uuid, params.uuid))) throw notFound();
    },
  });
}
