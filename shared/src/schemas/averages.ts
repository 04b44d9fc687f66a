import * as v from 'valibot';
import { collectionSchema } from './linked-data';
import { nutrientsSchema } from './nutrients';
import { calendarDateSchema } from './response-values';

const periodAverageEntries = {
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  loggedDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  nutrients: nutrientsSchema,
};

/** A member of GET /api/intake_logs/week_averages (see WeekAverage). */
export const weekAverageSchema = v.object({
  weekNumber: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(53)),
  year: v.pipe(v.number(), v.integer()),
  ...periodAverageEntries,
});
/** A member of GET /api/intake_logs/week_averages: one ISO week (Monday to Sunday). */
export type WeekAverage = v.InferOutput<typeof weekAverageSchema>;

/** A member of GET /api/intake_logs/month_averages (see MonthAverage). */
export const monthAverageSchema = v.object({
  month: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  year: v.pipe(v.number(), v.integer()),
  ...periodAverageEntries,
});
/** A member of GET /api/intake_logs/month_averages: one calendar month. */
export type MonthAverage = v.InferOutput<typeof monthAverageSchema>;

/** GET /api/intake_logs/week_averages */
export const weekAverageCollectionSchema = collectionSchema(weekAverageSchema);

/** GET /api/intake_logs/month_averages */
export const monthAverageCollectionSchema = collectionSchema(monthAverageSchema);
