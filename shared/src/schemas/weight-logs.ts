import * as v from 'valibot';
import { collectionSchema, resourceSchema } from './linked-data';
import { timestampSchema, uuidSchema } from './response-values';

/** GET /api/weight_logs/{uuid} and the members of GET /api/weight_logs. */
export const weightLogSchema = resourceSchema('WeightLog', {
  uuid: uuidSchema,
  date: timestampSchema,
  weight: v.number(),
  bodyFatPercentage: v.nullable(v.number()),
  unit: v.string(),
});

/** GET /api/weight_logs */
export const weightLogCollectionSchema = collectionSchema(weightLogSchema);
