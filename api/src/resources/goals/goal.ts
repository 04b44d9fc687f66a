import { type GoalType, isGoalActive } from '@nutrilog/shared/domain';
import type { NutrientKey } from '@nutrilog/shared/nutrients';
import type { Goal } from '@nutrilog/shared/schemas';
import { iriOf } from '../../http/iri';
import { resource, timestampsOf } from '../../http/linked-data';
import type { GoalRow } from './repository';

/** A stored goal's fields as the API names them. */
export function goalFields(row: Omit<GoalRow, 'created_at' | 'updated_at'>) {
  return {
    uuid: row.uuid,
    nutrient: row.nutrient as NutrientKey,
    goalType: row.goal_type as GoalType,
    value: row.value,
    startDate: row.start_date,
    endDate: row.end_date,
  };
}

/** A goal, `currentlyActive` on `today` (`YYYY-MM-DD` in the client's time zone). */
export function toGoal(row: GoalRow, today: string) {
  const fields = goalFields(row);
  return resource('Goal', iriOf('goal', row.uuid), {
    ...fields,
    currentlyActive: isGoalActive(fields, today),
    ...timestampsOf(row),
  }) satisfies Goal;
}
