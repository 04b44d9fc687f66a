import { useLingui } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { formatNutrient, unitSymbol } from '@nutrilog/shared/format';
import { NUTRIENT_BY_KEY } from '@nutrilog/shared/nutrients';
import type { Goal } from '@nutrilog/shared/schemas';
import { NUTRIENT_LABELS } from '@nutrilog/shared/ui';

const shortDate = (date: string) => dayjs(date).format('D MMM YYYY');

/** How a goal reads in the list: its nutrient, "at most 2,000 kcal", and "from … until …". */
export function useGoalText() {
  const { t, i18n } = useLingui();
  return {
    nutrient: (goal: Pick<Goal, 'nutrient'>) => i18n._(NUTRIENT_LABELS[goal.nutrient]),
    target(goal: Pick<Goal, 'nutrient' | 'goalType' | 'value'>) {
      const value =
        `${formatNutrient(goal.nutrient, goal.value, i18n.locale)} ` +
        `${unitSymbol(NUTRIENT_BY_KEY[goal.nutrient].unit)}`;
      return goal.goalType === 'minimum' ? t`at least ${value}` : t`at most ${value}`;
    },
    /** Empty for a goal without dates. */
    period(goal: Pick<Goal, 'startDate' | 'endDate'>) {
      const from = goal.startDate === null ? null : shortDate(goal.startDate);
      const until = goal.endDate === null ? null : shortDate(goal.endDate);
      return [from === null ? null : t`from ${from}`, until === null ? null : t`until ${until}`]
        .filter((part) => part !== null)
        .join(' ');
    },
  };
}
