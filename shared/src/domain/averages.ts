import type { Nutrients } from '@nutrilog/shared/nutrients';

/**
 * What the statistics averages share: the period's days (local calendar dates in the asked time zone), how
 * many of them have at least one intake log, and the average of the daily totals over those logged days.
 */
interface PeriodAverage {
  /** The period's first day, YYYY-MM-DD (a Monday for a week, the 1st for a month). */
  startDate: string;
  /** The period's last day, YYYY-MM-DD (a Sunday, the month's last day). */
  endDate: string;
  /** Days of the period with at least one intake log (from date[after] on): the divisor of the averages. */
  loggedDays: number;
  /** The daily totals' average over the logged days. */
  nutrients: Nutrients;
}

/** A member of GET /api/intake_logs/week_averages: one ISO week (Monday to Sunday). */
export interface WeekAverage extends PeriodAverage {
  /** The ISO week number, 1-53. */
  weekNumber: number;
  /** The ISO week-numbering year (the year of the week's Thursday: 2026-W01 starts on 2025-12-29). */
  year: number;
}

/** A member of GET /api/intake_logs/month_averages: one calendar month. */
export interface MonthAverage extends PeriodAverage {
  /** 1-12. */
  month: number;
  year: number;
}

/** The periods the statistics averages come in. */
export const AVERAGE_PERIODS = ['week', 'month'] as const;
export type AveragePeriod = (typeof AVERAGE_PERIODS)[number];
