import * as v from 'valibot';
import { collectionSchema } from './linked-data';
import { nutrientsSchema } from './nutrients';
import { calendarDateSchema } from './response-values';

/**
 * What the statistics averages share: the period's days (local calendar dates in the asked time zone), how many of them
 * have at least one intake log, and the average of the daily totals over those logged days.
 */
const periodAverageEntries = {
  /** The period's first day, YYYY-MM-DD (a Monday for a week, the 1st for a month). */
  startDate: calendarDateSchema,
  /** The period's last day, YYYY-MM-DD (a Sunday, the month's last day). */
  endDate: calendarDateSchema,
  /** Days of the period with at least one intake log (from date[after] on): the divisor of the averages. */
  loggedDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The daily totals' average over the logged days. */
  nutrients: nutrientsSchema,
};

/** A member of GET /api/intake_logs/week_averages: one ISO week (Monday to Sunday). */
export const weekAverageSchema = v.object({
  /** The ISO week number, 1-53. */
  weekNumber: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(53)),
  /** The ISO week-numbering year (the year of the week's Thursday: 2026-W01 starts on 2025-12-29). */
  year: v.pipe(v.number(), v.integer()),
  ...periodAverageEntries,
});

/** A member of GET /api/intake_logs/month_averages: one calendar month. */
export const monthAverageSchema = v.object({
  month: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  year: v.pipe(v.number(), v.integer()),
  ...periodAverageEntries,
});

/** GET /api/intake_logs/week_averages */
export const weekAverageCollectionSchema = collectionSchema(weekAverageSchema);

/** GET /api/intake_logs/month_averages */
export const monthAverageCollectionSchema = collectionSchema(monthAverageSchema);
