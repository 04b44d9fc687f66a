import useSWR from 'swr';
import type { InferOutput } from 'valibot';
import { API_PATHS, dailyConsumptionKey } from '@nutrilog/shared/api-client';
import type { Collection } from '@nutrilog/shared/domain';
import { browserTimeZone } from '@nutrilog/shared/format';
import { sumNutrients, type NutrientKey, type Nutrients } from '@nutrilog/shared/nutrients';
import type { DailyConsumptionEntry } from '@nutrilog/shared/schemas';
import type { nutrientTargetSchema } from '@nutrilog/shared/schemas';

type NutrientTarget = InferOutput<typeof nutrientTargetSchema>;

export interface DayNutrients {
  /** The day's logs, oldest first. */
  entries: DailyConsumptionEntry[];
  /** The sum of the logs' nutrients. */
  totals: Nutrients;
  /** The target value of each nutrient that has one on the day. */
  targets: Partial<Record<NutrientKey, number>>;
}

export const targetsKey = (date: string) => [API_PATHS.goalTargets, { date }] as const;

/**
 * What was consumed on a local day (`YYYY-MM-DD`) and the targets of that day, as one read: loaded when both
 * are, failed when either is (a retry asks again for what failed). The previous day stays while the next loads.
 */
export function useDayNutrients(date: string) {
  const consumption = useSWR<Collection<DailyConsumptionEntry>>(dailyConsumptionKey(date, browserTimeZone()), {
    keepPreviousData: true,
  });
  const targets = useSWR<Collection<NutrientTarget>>(targetsKey(date), { keepPreviousData: true });
  const reads = [consumption, targets];
  const data: DayNutrients | undefined =
    consumption.data && targets.data
      ? {
          entries: consumption.data.member,
          totals: sumNutrients(consumption.data.member.map((entry) => entry.effectiveNutrients)),
          targets: Object.fromEntries(targets.data.member.map((target) => [target.nutrient, target.value])),
        }
      : undefined;
  return {
    data,
    error: consumption.error ?? targets.error,
    isLoading: consumption.isLoading || targets.isLoading,
    mutate: async (): Promise<undefined> => {
      const failed = reads.filter((read) => read.error);
      await Promise.all((failed.length > 0 ? failed : reads).map((read) => read.mutate()));
      return undefined;
    },
  };
}
