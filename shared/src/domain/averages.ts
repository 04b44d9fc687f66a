import type * as v from 'valibot';
import type { monthAverageSchema, weekAverageSchema } from '@nutrilog/shared/schemas';

/** A member of GET /api/intake_logs/week_averages: one ISO week (Monday to Sunday). */
export type WeekAverage = v.InferOutput<typeof weekAverageSchema>;

/** A member of GET /api/intake_logs/month_averages: one calendar month. */
export type MonthAverage = v.InferOutput<typeof monthAverageSchema>;

/** The periods the statistics averages come in. */
export const AVERAGE_PERIODS = ['week', 'month'] as const;
export type AveragePeriod = (typeof AVERAGE_PERIODS)[number];
