import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { goalCollectionSchema, goalInputSchema, goalPatchSchema, goalSchema } from '@nutrilog/shared/schemas';
import { collection, paginationQueryEntries, toPagination, uuidParamsSchema } from '../../http/linked-data';
import { notFound } from '../../http/problem';
import { calendarDateIn, timeZoneParam } from '../../http/query';
import { clockMinute } from '../../http/response-cache';
import { defineRoute } from '../../http/route';
import { toGoal } from './goal';
import { mergeGoalPatch } from './patch';
import { createGoal, deleteGoal, findGoal, listGoals, updateGoal } from './repository';
import { goalTargetRoutes } from './targets/routes';

const timeZoneEntries = { timezone: timeZoneParam('Timezone') };
const timeZoneQuerySchema = v.object(timeZoneEntries);
const TIME_ZONE_NOTE = '`currentlyActive` is computed for today in `timezone` (an IANA time zone, default UTC).';
const GOAL_RULES =
  '`value` must be greater than 0; `nutrient` is one of the eleven keys (default calories); ' +
  '`goalType` minimum (at least) or maximum (at most, default); `startDate` and `endDate` ' +
  'are `YYYY-MM-DD` or null (open; an empty string counts as null), both included, and the ' +
  'end must not be before the start (else 422 at `endDate`). Unknown fields are rejected.';

export async function goalRoutes(app: FastifyInstance): Promise<void> {
  const todayIn = (timeZone: string) => calendarDateIn(timeZone, app.clock.now());
  goalTargetRoutes(app);

  defineRoute(app, {
    method: 'GET',
    url: '/api/goals',
    tags: ['Goals'],
    summary: 'Every goal of the signed-in user, active or not, in nutrient order',
    description: TIME_ZONE_NOTE,
    querystring: v.object({ ...paginationQueryEntries, ...timeZoneEntries }),
    response: goalCollectionSchema,
    cache: { vary: clockMinute(app.clock) },
    handler: async ({ user, query, request }) => {
      const pagination = toPagination(query);
      const today = todayIn(query.timezone);
      const page = await listGoals(app.db, user.uuid, pagination);
      return collection({
        request,
        memberType: 'Goal',
        members: page.rows.map((row) => toGoal(row, today)),
        totalItems: page.totalItems,
        pagination,
      });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/goals/:uuid',
    tags: ['Goals'],
    summary: 'A goal',
    description: TIME_ZONE_NOTE,
    params: uuidParamsSchema,
    querystring: timeZoneQuerySchema,
    response: goalSchema,
    cache: { vary: clockMinute(app.clock) },
    handler: async ({ user, params, query }) => {
      const row = await findGoal(app.db, user.uuid, params.uuid);
      if (row === undefined) throw notFound();
      return toGoal(row, todayIn(query.timezone));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/goals',
    tags: ['Goals'],
    summary: 'Creates a goal',
    description: `${GOAL_RULES} ${TIME_ZONE_NOTE}`,
    querystring: timeZoneQuerySchema,
    body: goalInputSchema,
    response: goalSchema,
    status: 201,
    handler: async ({ user, body, query }) =>
      toGoal(await createGoal(app.db, user.uuid, body), todayIn(query.timezone)),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/goals/:uuid',
    tags: ['Goals'],
    summary: 'Updates a goal (JSON merge patch)',
    description:
      'Any of the fields of POST; `null` clears a date. The patch is merged into the ' +
      `stored goal and the result is checked as a whole: ${GOAL_RULES} ${TIME_ZONE_NOTE}`,
    params: uuidParamsSchema,
    querystring: timeZoneQuerySchema,
    body: goalPatchSchema,
    response: goalSchema,
    handler: async ({ user, params, body, query }) => {
      const row = await findGoal(app.db, user.uuid, params.uuid);
      if (row === undefined) throw notFound();
      const updated = await updateGoal(app.db, user.uuid, row.uuid, mergeGoalPatch(row, body));
      if (updated === undefined) throw notFound();
      return toGoal(updated, todayIn(query.timezone));
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/goals/:uuid',
    tags: ['Goals'],
    summary: 'Deletes a goal (for good)',
    params: uuidParamsSchema,
    response: null,
    handler: async ({ user, params }) => {
      if (!(await deleteGoal(app.db, user.uuid, params.uuid))) throw notFound();
    },
  });
}
