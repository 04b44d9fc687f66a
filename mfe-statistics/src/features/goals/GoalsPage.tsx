import { useLingui } from '@lingui/react/macro';
import type { Collection, Goal } from '@nutrilog/shared/domain';
import { browserTimeZone, formatNutrient } from '@nutrilog/shared/format';
import { NUTRIENT_BY_KEY, NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import { ApiResourceState, NUTRIENT_LABELS, PageHeader, SimpleList } from '@nutrilog/shared/ui';
import useSWR from 'swr';

const byNutrientOrder = (a: Goal, b: Goal) => NUTRIENT_KEYS.indexOf(a.nutrient) - NUTRIENT_KEYS.indexOf(b.nutrient);

export function GoalsPage() {
  const { t, i18n } = useLingui();
  const timezone = browserTimeZone();
  const result = useSWR<Collection<Goal>>(['/api/goals', { timezone, pagination: false }]);
  const active = (data: Collection<Goal>) => data.member.filter((goal) => goal.currentlyActive).sort(byNutrientOrder);
  return (
    <>
      <PageHeader title={t`Goals`} />
      <ApiResourceState
        result={result}
        isEmpty={(data) => active(data).length === 0}
        empty={result.data?.totalItems ? t`No goals are active today.` : t`No goals yet.`}
      >
        {(data) => (
          <SimpleList
            label={t`Active goals`}
            items={active(data).map((goal) => {
              const value = `${formatNutrient(goal.nutrient, goal.value, i18n.locale)} ${NUTRIENT_BY_KEY[goal.nutrient].unit}`;
              return {
                key: goal.uuid,
                primary: i18n._(NUTRIENT_LABELS[goal.nutrient]),
                secondary: goal.goalType === 'minimum' ? t`at least ${value}` : t`at most ${value}`,
              };
            })}
          />
        )}
      </ApiResourceState>
    </>
  );
}
