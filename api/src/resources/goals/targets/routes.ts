import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { collectionSchema, nutrientTargetSchema } from '@nutrilog/shared/schemas';
import { wholeCollection } from '../../../http/linked-data';
import { calendarDateParam } from '../../../http/query';
import { defineRoute } from '../../../http/route';
import { allGoals } from '../repository';
import { toNutrientTargets } from './targets';

const targetsQuerySchema = v.object({ date: calendarDateParam('Date') });

/** GET /api/goals/targets */
export function goalTargetRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/goals/targets',
    tags: ['Goals'],
    summary: 'The target of each nutrient on one day',
    description:
      '`date`: the day, `YYYY-MM-DD` (required). One member per nutrient with a goal active that day, in ' +
      'nutrient order: `{ nutrient, goalType, value, goal }` (`goal` is the IRI of the goal). When ' +
      'several active goals name the same nutrient, the one with the latest start date wins (an open ' +
      'start counts as the earliest), and on the same start a maximum wins over a minimum. Not paginated.',
    querystring: targetsQuerySchema,
    response: collectionSchema(nutrientTargetSchema),
    handler: async ({ user, query, request }) => {
      const members = toNutrientTargets(await allGoals(app.db, user.uuid), query.date);
      return wholeCollection({ request, memberType: 'NutrientTarget', members });
    },
  });
}
