import { goalTargets } from '@nutrilog/shared/domain';
import { NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import { iriOf } from '../../../http/iri';
import { goalFields } from '../goal';
import type { GoalRow } from '../repository';

/** The members of GET /api/goals/targets: one per nutrient with a goal active on `date`, in nutrient order. */
export function toNutrientTargets(rows: readonly GoalRow[], date: string) {
  const targets = goalTargets(rows.map(goalFields), date);
  return NUTRIENT_KEYS.flatMap((nutrient) => {
    const goal = targets[nutrient];
    return goal === undefined
      ? []
      : [{ nutrient, goalType: goal.goalType, value: goal.value, goal: iriOf('goal', goal.uuid) }];
  });
}
