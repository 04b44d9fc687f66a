import * as v from 'valibot';
import { DEFAULT_GOAL_NUTRIENT, DEFAULT_GOAL_TYPE, GOAL_TYPES, isSupportedYear } from '@nutrilog/shared/domain';
import { NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import { strictBody } from './body';
import { numberGreaterThan, oneOf } from './fields';
import { collectionSchema, type ResourceOf, resourceSchema } from './linked-data';
import { messages } from './messages';
import { calendarDateSchema, timestampEntries, uuidSchema } from './response-values';

/** GET /api/goals/{uuid} and the members of GET /api/goals. */
export const goalSchema = resourceSchema('Goal', {
  uuid: uuidSchema,
  nutrient: v.picklist(NUTRIENT_KEYS),
  goalType: v.picklist(GOAL_TYPES),
  value: v.number(),
  startDate: v.nullable(calendarDateSchema),
  endDate: v.nullable(calendarDateSchema),
  currentlyActive: v.boolean(),
  ...timestampEntries,
});
export type Goal = ResourceOf<typeof goalSchema>;

/** GET /api/goals */
export const goalCollectionSchema = collectionSchema(goalSchema);

const DATE_MESSAGE = (field: string) => `${field} must be a date (YYYY-MM-DD).`;

/** Whether a `YYYY-MM-DD` date exists (2025-02-30 and 2025-13-01 do not). */
const existingDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
};

/** An optional calendar date in the supported years: absent, null or empty (a form's empty date field) means open. */
export const optionalDate = (field: string) =>
  v.pipe(
    v.nullish(v.string(DATE_MESSAGE(field))),
    v.transform((date) => (date === undefined || date === null || date.trim() === '' ? null : date.trim())),
    v.check((date) => date === null || (/^\d{4}-\d{2}-\d{2}$/.test(date) && existingDate(date)), DATE_MESSAGE(field)),
    v.check((date) => date === null || isSupportedYear(Number(date.slice(0, 4))), messages.supportedYears(field)),
  );

const goalEntries = {
  nutrient: v.optional(oneOf('Nutrient', NUTRIENT_KEYS), DEFAULT_GOAL_NUTRIENT),
  goalType: v.optional(oneOf('Goal type', GOAL_TYPES), DEFAULT_GOAL_TYPE),
  value: numberGreaterThan('Value', 0),
  startDate: v.optional(optionalDate('Start date'), null),
  endDate: v.optional(optionalDate('End date'), null),
};

export const END_BEFORE_START = 'End date must not be before the start date.';
export const endNotBeforeStart = (goal: { startDate: string | null; endDate: string | null }) =>
  goal.startDate === null || goal.endDate === null || goal.endDate >= goal.startDate;

/**
 * POST /api/goals and the goal form (docs/product.md#validation-rules): value > 0; defaults maximum and calories;
 * dates optional.
 */
export const goalInputSchema = v.pipe(
  strictBody(goalEntries),
  v.forward(v.partialCheck([['startDate'], ['endDate']], endNotBeforeStart, END_BEFORE_START), ['endDate']),
);
export type GoalInput = v.InferOutput<typeof goalInputSchema>;

/** PATCH /api/goals/{uuid} (merge patch): any of the fields; the merged goal is checked with goalInputSchema. */
export const goalPatchSchema = strictBody({
  nutrient: v.optional(oneOf('Nutrient', NUTRIENT_KEYS)),
  goalType: v.optional(oneOf('Goal type', GOAL_TYPES)),
  value: v.optional(goalEntries.value),
  startDate: v.optional(optionalDate('Start date')),
  endDate: v.optional(optionalDate('End date')),
});
export type GoalPatch = v.InferOutput<typeof goalPatchSchema>;

/** A member of GET /api/goals/targets: the target of one nutrient on the asked date. */
export const nutrientTargetSchema = v.object({
  nutrient: v.picklist(NUTRIENT_KEYS),
  goalType: v.picklist(GOAL_TYPES),
  value: v.number(),
  goal: v.string(),
});
