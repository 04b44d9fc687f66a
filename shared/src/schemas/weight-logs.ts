import * as v from 'valibot';
import {
  ENERGY_MODELS,
  MAINTENANCE_CONFIDENCES,
  DEFAULT_WEIGHT_UNIT,
  MAX_BODY_FAT_PERCENTAGE,
  MIN_WEIGHT_EXCLUSIVE,
} from '@nutrilog/shared/domain';
import { strictBody } from './body';
import { clientUuidEntry, numberGreaterThan, requiredTimestamp } from './fields';
import { collectionSchema, type ResourceOf, resourceSchema } from './linked-data';
import { messages } from './messages';
import { timestampEntries, timestampSchema, uuidSchema } from './response-values';

/** GET /api/weight_logs/{uuid} and the members of GET /api/weight_logs. */
export const weightLogSchema = resourceSchema('WeightLog', {
  uuid: uuidSchema,
  date: timestampSchema,
  weight: v.number(),
  bodyFatPercentage: v.nullable(v.number()),
  unit: v.string(),
  ...timestampEntries,
});
export type WeightLog = ResourceOf<typeof weightLogSchema>;

/** GET /api/weight_logs */
export const weightLogCollectionSchema = collectionSchema(weightLogSchema);

const BODY_FAT = 'Body fat percentage';

const isBlankText = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** Null, a blank string (a form's empty field) meaning none, or a percentage from 0 to 100. */
export const bodyFatEntry = v.pipe(
  v.nullable(
    v.union(
      [v.pipe(v.number(), v.finite(messages.mustBeNumber(BODY_FAT))), v.string()],
      messages.mustBeNumber(BODY_FAT),
    ),
  ),
  v.check((value) => typeof value !== 'string' || isBlankText(value), messages.mustBeNumber(BODY_FAT)),
  v.transform((value) => (typeof value === 'number' ? value : null)),
  v.check((value) => value === null || value >= 0, messages.nonNegative(BODY_FAT)),
  v.check(
    (value) => value === null || value <= MAX_BODY_FAT_PERCENTAGE,
    messages.lessThanOrEqual(BODY_FAT, MAX_BODY_FAT_PERCENTAGE),
  ),
);

/** Free text (docs/product.md#validation-rules), trimmed; absent, null or blank is the default unit, kilogram. */
export const unitEntry = v.pipe(
  v.nullish(v.string(messages.mustBeString('Unit'))),
  v.transform((unit) =>
    unit === undefined || unit === null || unit.trim() === '' ? DEFAULT_WEIGHT_UNIT : unit.trim(),
  ),
);

const weightLogEntries = {
  date: requiredTimestamp('Date'),
  weight: numberGreaterThan('Weight', MIN_WEIGHT_EXCLUSIVE),
  bodyFatPercentage: v.optional(bodyFatEntry, null),
  unit: v.optional(unitEntry, DEFAULT_WEIGHT_UNIT),
};

/**
 * POST /api/weight_logs and the weight form (docs/product.md#validation-rules): date (ISO 8601) and weight (> 25)
 * required; bodyFatPercentage null, '' (null) or 0 to 100; unit text, kilogram when blank; the client's own `uuid`
 * optional. Unknown fields are rejected.
 */
export const weightLogInputSchema = strictBody({ uuid: clientUuidEntry, ...weightLogEntries });
export type WeightLogInput = v.InferOutput<typeof weightLogInputSchema>;

/** PATCH /api/weight_logs/{uuid} (merge patch): any of the fields; `bodyFatPercentage: null` clears it. */
export const weightLogPatchSchema = strictBody({
  date: v.optional(weightLogEntries.date),
  weight: v.optional(weightLogEntries.weight),
  bodyFatPercentage: v.optional(bodyFatEntry),
  unit: v.optional(unitEntry),
});
export type WeightLogPatch = v.InferOutput<typeof weightLogPatchSchema>;

/** GET /api/weight_logs/caloric_balance (see CaloricBalance). */
export const caloricBalanceSchema = resourceSchema('CaloricBalance', {
  balance: v.nullable(v.number()),
  weighIns: v.pipe(v.number(), v.integer(), v.minValue(0)),
  kilogramsPerWeek: v.nullable(v.number()),
  energyModel: v.nullable(v.picklist(ENERGY_MODELS)),
  maintenance: v.nullable(
    v.object({
      calories: v.number(),
      intakeDays: v.pipe(v.number(), v.integer(), v.minValue(0)),
      confidence: v.picklist(MAINTENANCE_CONFIDENCES),
    }),
  ),
});
export type CaloricBalance = ResourceOf<typeof caloricBalanceSchema>;
/** The intake that would keep the weight stable: average logged intake minus the balance. */
export type MaintenanceEstimate = NonNullable<CaloricBalance['maintenance']>;
