import * as v from 'valibot';
import { INTAKE_LOG_TYPES } from '../domain/intake-logs';
import { collectionSchema, resourceSchema } from './linked-data';
import { nutrientsSchema } from './nutrients';
import { nullableIriSchema, timestampSchema, uuidSchema } from './response-values';

/** GET /api/intake_logs/{uuid} and the members of GET /api/intake_logs. */
export const intakeLogSchema = resourceSchema('IntakeLog', {
  uuid: uuidSchema,
  type: v.picklist(INTAKE_LOG_TYPES),
  date: timestampSchema,
  description: v.nullable(v.string()),
  amount: v.number(),
  quantity: v.number(),
  nutrients: nutrientsSchema,
  product: nullableIriSchema,
  portion: nullableIriSchema,
  recipe: nullableIriSchema,
  recipePortion: nullableIriSchema,
});

/** GET /api/intake_logs */
export const intakeLogCollectionSchema = collectionSchema(intakeLogSchema);
