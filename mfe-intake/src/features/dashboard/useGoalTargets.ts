import useSWR from 'swr';
import { ALL_GOALS_KEY } from '@nutrilog/shared/api-client';
import { goalTargets, type Collection } from '@nutrilog/shared/domain';
import type { Goal } from '@nutrilog/shared/schemas';

/** The goal of each nutrient on `date` (`YYYY-MM-DD`); undefined until the goals are known. */
export function useGoalTargets(date: string) {
  const { data } = useSWR<Collection<Goal>>(ALL_GOALS_KEY);
  return data ? goalTargets(data.member, date) : undefined;
}
