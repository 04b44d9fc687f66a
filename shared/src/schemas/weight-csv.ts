import * as v from 'valibot';
import { MIN_WEIGHT_EXCLUSIVE, WEIGHT_CSV_COLUMNS } from '@nutrilog/shared/domain';
import { numberGreaterThan } from './fields';
import { bodyFatEntry, unitEntry } from './weight-logs';

export const CSV_DATE_MESSAGE = 'Date must be a date (YYYY-MM-DD) or an ISO 8601 timestamp.';
export const CSV_TIME_MESSAGE = 'Time must be a time of day (HH:mm or HH:mm:ss).';
export const CSV_TIME_WITH_TIMESTAMP = 'Time must be empty when the date is a timestamp.';

/** What is wrong with a weight log CSV as a whole (its header, its CSV), in the API's violations. */
export const WEIGHT_CSV_MESSAGES = {
  empty: 'The file has no weight logs: it needs a header row and at least one row below it.',
  unknownColumn: `This column is not one of ${WEIGHT_CSV_COLUMNS.join(', ')}.`,
  repeatedColumn: 'This column appears more than once.',
  missingDate: 'The date column is missing.',
  missingWeight: 'The weight column is missing.',
  fieldCount: 'This row has another number of fields than the header.',
  malformed: 'This row is not valid CSV: check its quotes.',
} as const;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/i;
const TIME = /^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

function existingDate(match: RegExpExecArray | null): boolean {
  if (match === null) return false;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

/** Whether a CSV date is a whole timestamp (with its zone) rather than a local calendar date. */
export const isCsvTimestamp = (date: string) => TIMESTAMP.test(date);

/** A number as a spreadsheet writes it: a dot or a comma before the decimals; NaN for anything else. */
export function parseCsvNumber(text: string): number {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** `7:30` → `07:30:00`. */
function normalTime(time: string): string {
  const [hours = '0', minutes = '0', seconds = '0'] = time.split(':');
  return [hours, minutes, seconds].map((part) => part.padStart(2, '0')).join(':');
}

const cell = v.optional(v.pipe(v.string(), v.trim()), '');

/**
 * One row of a weight log CSV (POST /api/import/weight_logs.csv), by column: `date` is a local date (`YYYY-MM-DD`,
 * at `time`, else 12:00, in the request's time zone) or an ISO 8601 timestamp with its zone (then `time` stays
 * empty); `weight` above 25 and `body_fat_percentage` (empty: none) from 0 to 100, with a dot or a comma;
 * `unit` kilogram when empty.
 */
export const weightCsvRowSchema = v.pipe(
  v.object({
    date: v.pipe(
      cell,
      v.check(
        (date) => existingDate(LOCAL_DATE.exec(date)) || (isCsvTimestamp(date) && existingDate(TIMESTAMP.exec(date))),
        CSV_DATE_MESSAGE,
      ),
    ),
    time: v.pipe(
      cell,
      v.check((time) => time === '' || TIME.test(time), CSV_TIME_MESSAGE),
      v.transform((time) => (time === '' ? null : normalTime(time))),
    ),
    weight: v.pipe(
      cell,
      v.transform((weight) => (weight === '' ? undefined : parseCsvNumber(weight))),
      numberGreaterThan('Weight', MIN_WEIGHT_EXCLUSIVE),
    ),
    unit: v.pipe(
      cell,
      v.transform((unit): string | null | undefined => unit),
      unitEntry,
    ),
    body_fat_percentage: v.pipe(
      cell,
      v.transform((bodyFat): string | number | null => (bodyFat === '' ? null : parseCsvNumber(bodyFat))),
      bodyFatEntry,
    ),
  }),
  v.forward(
    v.partialCheck(
      [['date'], ['time']],
      (row) => row.time === null || !isCsvTimestamp(row.date),
      CSV_TIME_WITH_TIMESTAMP,
    ),
    ['time'],
  ),
  v.transform((row) => ({
    date: row.date,
    time: row.time,
    weight: row.weight,
    unit: row.unit,
    bodyFatPercentage: row.body_fat_percentage,
  })),
);
export type WeightCsvRow = v.InferOutput<typeof weightCsvRowSchema>;
