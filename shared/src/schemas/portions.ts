import * as v from 'valibot';
import { uuidSchema } from './response-values';

/** A portion embedded in its product or recipe: `@id` `/api/portions/<uuid>`, `@type` Portion. */
export const portionSchema = v.object({
  '@id': v.string(),
  '@type': v.literal('Portion'),
  uuid: uuidSchema,
  name: v.string(),
  amount: v.number(),
});
