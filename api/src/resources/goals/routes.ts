import type { FastifyInstance } from 'fastify';
import { goalCollectionSchema, goalSchema } from '@nutrilog/shared/schemas';
import * as v from 'valibot';
import { collection, paginationQueryEntries, toPagination, uuidParamsSchema } from '../../http/linked-data';
import { notFound } from '../../http/problem';
import { calendarDateIn, timeZoneParam } from '../../http/query';
import { defineRoute } from '../../http/route';
import { toGoal } from './goal';
import { findGoal, listGoals } from './repository';

const timeZoneEntries = { timezone: timeZoneParam('Timezone') };
const TIME_ZONE_NOTE = '`currentlyActive` is computed for today in `timezone` (an IANA time zone, default UTC).';

export async function goalRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/api/goals',
    tags: ['Goals'],
    summary: 'Every goal of the signed-in user, active or not, in nutrient order',
    description: TIME_ZONE_NOTE,
    querystring: v.object({ ...paginationQueryEntries, ...timeZoneEntries }),
    response: goalCollectionSchema,
    handler: async ({ user, query, request }) => {
      const pagination = toPagination(query);
      const today = calendarDateIn(query.timezone, new Date());
      const page = await listGoals(app.db, user.uuid, pagination);
      return collection({ request, memberType: 'Goal', members: page.rows.map((row) => toGoal(row, today)), totalItems: page.totalItems, pagination });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/goals/:uuid',
    tags: ['Goals'],
    summary: 'A goal',
    description: TIME_ZONE_NOTE,
    params: uuidParamsSchema,
    querystring: v.object(timeZoneEntries),
    response: goalSchema,
    handler: async ({ user, params, query }) => {
      const row = await findGoal(app.db, user.uuid, params.uuid);
      if (row === undefined) throw notFound();
      return toGoal(row, calendarDateIn(query.timezone, new Date()));
    },
  });
}
