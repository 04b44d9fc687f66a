import { type Goal, type GoalType, isGoalActive } from '@nutrilog/shared/domain';
import type { NutrientKey } from '@nutrilog/shared/nutrients';
import { resource, resourceIri } from '../../http/linked-data';
import type { GoalRow } from './repository';

export const GOALS = 'goals';

/** A goal, `currentlyActive` on `today` (`YYYY-MM-DD` in the client's time zone). */
export function toGoal(row: GoalRow, today: string) {
  const dates = { startDate: row.start_date, endDate: row.end_date };
  return resource('Goal', resourceIri(GOALS, row.uuid), {
    uuid: row.uuid,
    nutrient: row.nutrient as NutrientKey,
    goalType: row.goal_type as GoalType,
    value: row.value,
    ...dates,
    currentlyActive: isGoalActive(dates, today),
  }) satisfies Goal;
}
