import type { NutrientKey } from '../nutrients/catalogue';
import type { Resource } from './linked-data';

/** minimum = at least, maximum = at most (spec section 3). */
export const GOAL_TYPES = ['minimum', 'maximum'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];
export const DEFAULT_GOAL_TYPE: GoalType = 'maximum';
export const DEFAULT_GOAL_NUTRIENT: NutrientKey = 'calories';

/** GET /api/goals (members) and GET /api/goals/{uuid}. */
export interface Goal extends Resource {
  uuid: string;
  nutrient: NutrientKey;
  goalType: GoalType;
  /** Greater than 0, in the nutrient's unit. */
  value: number;
  /** Calendar dates `YYYY-MM-DD`, both inclusive, or null (open). */
  startDate: string | null;
  endDate: string | null;
  /** Whether today is not before startDate and not after endDate. */
  currentlyActive: boolean;
}

/**
 * A goal is active on `today` (a `YYYY-MM-DD` calendar date) when today is not before its start date and not
 * after its end date (spec section 4). Calendar dates in this format compare as strings.
 */
export function isGoalActive(goal: { startDate: string | null; endDate: string | null }, today: string): boolean {
  return (goal.startDate === null || goal.startDate <= today) && (goal.endDate === null || goal.endDate >= today);
}
