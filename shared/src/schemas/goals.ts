import * as v from 'valibot';
import { GOAL_TYPES } from '../domain/goals';
import { NUTRIENT_KEYS } from '../nutrients/catalogue';
import { collectionSchema, resourceSchema } from './linked-data';
import { calendarDateSchema, uuidSchema } from './response-values';

/** GET /api/goals/{uuid} and the members of GET /api/goals. */
export const goalSchema = resourceSchema('Goal', {
  uuid: uuidSchema,
  nutrient: v.picklist(NUTRIENT_KEYS),
  goalType: v.picklist(GOAL_TYPES),
  value: v.number(),
  startDate: v.nullable(calendarDateSchema),
  endDate: v.nullable(calendarDateSchema),
  currentlyActive: v.boolean(),
});

/** GET /api/goals */
export const goalCollectionSchema = collectionSchema(goalSchema);
