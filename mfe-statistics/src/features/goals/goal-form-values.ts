import { DEFAULT_GOAL_NUTRIENT, DEFAULT_GOAL_TYPE } from '@nutrilog/shared/domain';
import type { Goal } from '@nutrilog/shared/schemas';
import type { GoalInput } from '@nutrilog/shared/schemas';

/** The inputs a 422 violation can be shown next to. */
export const GOAL_FIELDS = ['nutrient', 'goalType', 'value', 'startDate', 'endDate'] as const;

/**
 * The form's starting values: the goal's when editing, else the defaults (at most, calories, no dates). The form
 * holds every field, an empty date as null (open), so its values already have the schema's output type.
 */
export function goalFormValues(goal: Goal | null): GoalInput {
  if (goal === null)
    return { nutrient: DEFAULT_GOAL_NUTRIENT, goalType: DEFAULT_GOAL_TYPE, value: 0, startDate: null, endDate: null };
  return {
    nutrient: goal.nutrient,
    goalType: goal.goalType,
    value: goal.value,
    startDate: goal.startDate,
    endDate: goal.endDate,
  };
}
