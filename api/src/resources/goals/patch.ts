import * as v from 'valibot';
import { type GoalInput, goalInputSchema, type GoalPatch } from '@nutrilog/shared/schemas';
import { validationFailed } from '../../http/problem';
import { toViolations } from '../../http/validation';
import { goalFields } from './goal';
import type { GoalRow } from './repository';

/**
 * A merge patch applied to a stored goal and checked as a whole goal (goalInputSchema), so that a new end date
 * before the stored start date (or a new start after the stored end) is a 422 at `endDate`.
 */
export function mergeGoalPatch(row: GoalRow, patch: GoalPatch): GoalInput {
  const { nutrient, goalType, value, startDate, endDate } = goalFields(row);
  // The parsed patch holds only the fields the client sent (null included: it clears a date).
  const merged = { nutrient, goalType, value, startDate, endDate, ...patch };
  const result = v.safeParse(goalInputSchema, merged, { abortPipeEarly: true });
  if (!result.success) throw validationFailed(toViolations(result.issues));
  return result.output;
}
