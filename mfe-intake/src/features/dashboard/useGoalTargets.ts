import { goalTargets, type Collection, type Goal } from '@nutrilog/shared/domain';
import useSWR from 'swr';

/** The goal of each nutrient on `date` (`YYYY-MM-DD`); undefined until the goals are known. */
export function useGoalTargets(date: string) {
  const { data } = useSWR<Collection<Goal>>(['/api/goals', { pagination: false }]);
  return data ? goalTargets(data.member, date) : undefined;
}
