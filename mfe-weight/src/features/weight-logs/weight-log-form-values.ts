import dayjs from 'dayjs';
import { DEFAULT_WEIGHT_UNIT } from '@nutrilog/shared/domain';
import type { WeightLog } from '@nutrilog/shared/schemas';
import type { WeightLogInput } from '@nutrilog/shared/schemas';

/** The inputs a 422 violation can be shown next to. */
export const WEIGHT_LOG_FIELDS = ['date', 'weight', 'bodyFatPercentage', 'unit'] as const;

const CALENDAR_DATE = 'YYYY-MM-DD';

/**
 * The moment a weigh-in on a chosen local day (`YYYY-MM-DD`) is saved at: today means now; another day has no time of
 * its own, so it is that day at 12:00 local time, which keeps it on the same calendar day in nearby time zones too.
 * Empty stays empty (the schema then says the date is required).
 */
export function timestampOfDay(day: string, now: Date = new Date()): string {
  if (day === '') return '';
  if (day === dayjs(now).format(CALENDAR_DATE)) return now.toISOString();
  return dayjs(day).hour(12).toDate().toISOString();
}

/** The local day (`YYYY-MM-DD`) of a timestamp, for the date input; empty when there is none. */
export function dayOfTimestamp(timestamp: string): string {
  const moment = dayjs(timestamp);
  return timestamp !== '' && moment.isValid() ? moment.format(CALENDAR_DATE) : '';
}

/**
 * The form's starting values: the log's when editing, else now, no weight (an empty field), no body fat and the
 * default unit. The form holds the API's own fields, so its values already have the schema's output type.
 */
export function weightLogFormValues(log: WeightLog | null, now: Date = new Date()): WeightLogInput {
  if (log === null) return { date: now.toISOString(), weight: 0, bodyFatPercentage: null, unit: DEFAULT_WEIGHT_UNIT };
  return { date: log.date, weight: log.weight, bodyFatPercentage: log.bodyFatPercentage, unit: log.unit };
}
