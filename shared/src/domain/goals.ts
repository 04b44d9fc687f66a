import type { NutrientKey } from '@nutrilog/shared/nutrients';

/** minimum = at least, maximum = at most (docs/product.md#goal-record). */
export const GOAL_TYPES = ['minimum', 'maximum'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];
export const DEFAULT_GOAL_TYPE: GoalType = 'maximum';
export const DEFAULT_GOAL_NUTRIENT: NutrientKey = 'calories';

/** What deciding a nutrient's target needs of a goal. */
export interface GoalTargetFields {
  nutrient: NutrientKey;
  goalType: GoalType;
  value: number;
  /** Calendar dates `YYYY-MM-DD`, both inclusive, or null (open). */
  startDate: string | null;
  endDate: string | null;
}

/**
 * A goal is active on `today` (a `YYYY-MM-DD` calendar date) when today is not before its start date and not
 * after its end date (docs/product.md#notices-and-state-changes). Calendar dates in this format compare as strings.
 */
export function isGoalActive(goal: { startDate: string | null; endDate: string | null }, today: string): boolean {
  return (goal.startDate === null || goal.startDate <= today) && (goal.endDate === null || goal.endDate >= today);
}

/**
 * The target of each nutrient on `date` (`YYYY-MM-DD`): the value of the goal active that day. When several
 * active goals name the same nutrient, the one that started last wins (an open start counts as the earliest),
 * and on the same start a maximum before a minimum: the newest decision is the one the user works towards.
 */
export function goalTargets<TGoal extends GoalTargetFields>(
  goals: readonly TGoal[],
  date: string,
): Partial<Record<NutrientKey, TGoal>> {
  const targets: Partial<Record<NutrientKey, TGoal>> = {};
  for (const goal of goals) {
    if (!isGoalActive(goal, date)) continue;
    const held = targets[goal.nutrient];
    if (held === undefined || precedes(goal, held)) targets[goal.nutrient] = goal;
  }
  return targets;
}

function precedes(goal: GoalTargetFields, other: GoalTargetFields): boolean {
  const start = goal.startDate ?? '';
  const otherStart = other.startDate ?? '';
  if (start !== otherStart) return start > otherStart;
  return goal.goalType === 'maximum' && other.goalType === 'minimum';
}
