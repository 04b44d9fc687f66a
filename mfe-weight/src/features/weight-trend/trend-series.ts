import dayjs from 'dayjs';
import type { WeightLog } from '@nutrilog/shared/schemas';

/** The trend chart and its summary cover today and the 29 days before it (docs/product.md#numbers-and-limits). */
export const TREND_DAYS = 30;

/**
 * The Hacker's Diet trend (John Walker): each day the trend moves a tenth of the way from yesterday's trend towards
 * the day's weight; a day without a weigh-in keeps yesterday's trend.
 */
export const TREND_SMOOTHING = 0.1;

const CALENDAR_DATE = 'YYYY-MM-DD';

/** The local calendar day of an API timestamp. */
const localDay = (timestamp: string) => dayjs(timestamp).format(CALENDAR_DATE);

/** The logs of the TREND_DAYS local days up to `today` (`YYYY-MM-DD`), oldest first. */
export function logsOfTrendWindow(logs: readonly WeightLog[], today: string): WeightLog[] {
  const firstDay = dayjs(today)
    .subtract(TREND_DAYS - 1, 'day')
    .format(CALENDAR_DATE);
  return logs
    .filter((log) => {
      const day = localDay(log.date);
      return day >= firstDay && day <= today;
    })
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/** One day of the chart: the day's weight (its latest log), null without one, and the trend. */
export interface TrendDay {
  /** `YYYY-MM-DD` */
  date: string;
  weight: number | null;
  trend: number;
}

/** The weight of every day from the first log's day to `today`: a day's latest log, null on a day without one. */
export function dailyWeights(logs: readonly WeightLog[], today: string): { date: string; weight: number | null }[] {
  if (logs.length === 0) return [];
  const byDay = new Map<string, WeightLog>();
  for (const log of logs) {
    const day = localDay(log.date);
    const kept = byDay.get(day);
    if (!kept || Date.parse(log.date) > Date.parse(kept.date)) byDay.set(day, log);
  }
  const first = dayjs([...byDay.keys()].sort()[0]);
  const dayCount = dayjs(today).diff(first, 'day') + 1;
  return Array.from({ length: Math.max(dayCount, 0) }, (_, index) => {
    const date = first.add(index, 'day').format(CALENDAR_DATE);
    return { date, weight: byDay.get(date)?.weight ?? null };
  });
}

/**
 * The exponential moving average of daily weights: it starts at the first weight and carries over days without
 * one (null). Empty until the first weight.
 */
export function movingAverage(weights: readonly (number | null)[]): (number | null)[] {
  let trend: number | null = null;
  return weights.map((weight) => {
    if (weight !== null) trend = trend === null ? weight : trend + TREND_SMOOTHING * (weight - trend);
    return trend;
  });
}

/** Every day from the first log (of `logs`) to `today`, with its weight or null, and the trend. */
export function trendDays(logs: readonly WeightLog[], today: string): TrendDay[] {
  const days = dailyWeights(logs, today);
  const trend = movingAverage(days.map((day) => day.weight));
  // The first day has a weight, so every day has a trend.
  return days.map((day, index) => ({ ...day, trend: trend[index]! }));
}

/**
 * The y axis of the chart: from the lowest weight − 0.5 to the highest + 0.5
 * (docs/product.md#numbers-and-limits).
 */
export function weightAxisRange(weights: readonly (number | null)[]): { min: number; max: number } | null {
  const present = weights.filter((weight): weight is number => weight !== null);
  if (present.length === 0) return null;
  return { min: Math.min(...present) - 0.5, max: Math.max(...present) + 0.5 };
}

export type SummaryPosition = 'first' | 'middle' | 'last';

/** The logs the summary under the chart names: the first, the middle and the last, each log once. */
export function summaryLogs(logsOldestFirst: readonly WeightLog[]): { position: SummaryPosition; log: WeightLog }[] {
  const count = logsOldestFirst.length;
  const indexes: [SummaryPosition, number][] = [
    ['first', 0],
    ['middle', Math.floor((count - 1) / 2)],
    ['last', count - 1],
  ];
  const picked: { position: SummaryPosition; log: WeightLog }[] = [];
  indexes.forEach(([position, index], order) => {
    const pickedBefore = indexes.slice(0, order).some(([, earlier]) => earlier === index);
    if (count > 0 && !pickedBefore) picked.push({ position, log: logsOldestFirst[index]! });
  });
  return picked;
}
