import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import type { AveragePeriod } from '@nutrilog/shared/domain';
import type { MonthAverage, WeekAverage } from '@nutrilog/shared/schemas';

dayjs.extend(isoWeek);

/** The averages cover the current week or month and the six before it (docs/product.md#numbers-and-limits). */
export const PERIOD_COUNT = 7;

const CALENDAR_DATE = 'YYYY-MM-DD';

interface PeriodDays {
  /** Identifies the period as an API member does (see averageKey). */
  key: string;
  /** First and last day, `YYYY-MM-DD`. */
  startDate: string;
  endDate: string;
}

/** One week or month of the averages list, whether or not anything was logged in it. */
export type Period = (PeriodDays & { kind: 'week'; weekNumber: number }) | (PeriodDays & { kind: 'month' });

const weekKey = (weekNumber: number, isoYear: number) => `${isoYear}-W${weekNumber}`;
const monthKey = (month: number, year: number) => `${year}-${month}`;

const weekOf = (start: Dayjs): Period => ({
  kind: 'week',
  key: weekKey(start.isoWeek(), start.isoWeekYear()),
  weekNumber: start.isoWeek(),
  startDate: start.format(CALENDAR_DATE),
  endDate: start.endOf('isoWeek').format(CALENDAR_DATE),
});

const monthOf = (start: Dayjs): Period => ({
  kind: 'month',
  key: monthKey(start.month() + 1, start.year()),
  startDate: start.format(CALENDAR_DATE),
  endDate: start.endOf('month').format(CALENDAR_DATE),
});

/**
 * The ISO week (Monday to Sunday) or calendar month of `today` (`YYYY-MM-DD`) and the ones before it, newest
 * first, PERIOD_COUNT in all.
 */
export function recentPeriods(period: AveragePeriod, today: string): Period[] {
  const current = dayjs(today).startOf(period === 'week' ? 'isoWeek' : 'month');
  return Array.from({ length: PERIOD_COUNT }, (_, index) => {
    const start = current.subtract(index, period);
    return period === 'week' ? weekOf(start) : monthOf(start);
  });
}

/** The period an API member averages, in the keys of recentPeriods. */
export function averageKey(average: WeekAverage | MonthAverage): string {
  return 'weekNumber' in average ? weekKey(average.weekNumber, average.year) : monthKey(average.month, average.year);
}
