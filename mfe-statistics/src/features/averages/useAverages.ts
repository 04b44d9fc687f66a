import useSWR from 'swr';
import { averagesPath } from '@nutrilog/shared/api-client';
import type { AveragePeriod, Collection } from '@nutrilog/shared/domain';
import { browserTimeZone } from '@nutrilog/shared/format';
import type { MonthAverage, WeekAverage } from '@nutrilog/shared/schemas';
import { averageKey, recentPeriods, type Period } from './periods';

type PeriodAverage = WeekAverage | MonthAverage;

/** A listed period and its average; none when nothing was logged in it. */
export interface AverageRow {
  period: Period;
  average: PeriodAverage | undefined;
}

/**
 * GET /api/intake_logs/week_averages or month_averages, newest first, from the first day of the oldest listed period.
 */
export function averagesKey(period: AveragePeriod, periods: readonly Period[]) {
  return [
    averagesPath(period),
    { timezone: browserTimeZone(), 'order[date]': 'desc', 'date[after]': periods.at(-1)!.startDate },
  ] as const;
}

/** The averages of the recent weeks or months up to `today` (`YYYY-MM-DD`): every period, answered or not. */
export function useAverages(period: AveragePeriod, today: string) {
  const periods = recentPeriods(period, today);
  const result = useSWR<Collection<PeriodAverage>>(averagesKey(period, periods));
  const rows = (averages: Collection<PeriodAverage>): AverageRow[] => {
    const byKey = new Map(averages.member.map((average) => [averageKey(average), average]));
    return periods.map((listed) => ({ period: listed, average: byKey.get(listed.key) }));
  };
  return { result, rows };
}
