import * as v from 'valibot';
import { isSupportedYear } from '@nutrilog/shared/domain';
import { messages } from '@nutrilog/shared/schemas';

/**
 * Query-string parameters of collection filters, beside `paginationQueryEntries` (linked-data.ts). Keys are
 * the literal parameter names (`order[date]`, `date[after]`): the query string is parsed flat, so a
 * violation's `propertyPath` is the parameter as the client wrote it. Each answers 422 when malformed.
 */

export const ORDER_DIRECTIONS = ['asc', 'desc'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

/** `order[<field>]=asc|desc` (either case, `ASC` as API Platform clients send it); `fallback` when absent. */
export function orderParam(label: string, fallback: OrderDirection = 'asc') {
  return v.optional(
    v.pipe(
      v.picklist(['asc', 'desc', 'ASC', 'DESC'], messages.oneOf(label, ORDER_DIRECTIONS)),
      v.transform((direction) => direction.toLowerCase() as OrderDirection),
    ),
    fallback,
  );
}

/** A text filter such as `name`: trimmed; absent or empty means no filter. */
export function textFilterParam(label: string) {
  return v.optional(v.pipe(v.string(messages.mustBeString(label)), v.trim()));
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * Reads `YYYY-MM-DD`, `YYYY-MM-DD HH:mm[:ss[.fff]]` and ISO 8601 (`T` separator, `Z` or `±HH:mm` offset).
 * Without an offset the time is UTC (as the front ends send `date[after]=2024-05-01 00:00:00`); a date alone is
 * its UTC midnight. Null when the text is not such a date or names an impossible one (2024-02-30, 24:00).
 */
export function parseDateTime(text: string): Date | null {
  const match = DATE_TIME.exec(text.trim());
  if (match === null) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', zone = 'Z'] = match;
  const parts = [year, month, day, hour, minute, second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [y, mo, d, h, mi, s] = parts;
  const milliseconds = Number(fraction.padEnd(3, '0').slice(0, 3));
  const local = new Date(Date.UTC(y, mo - 1, d, h, mi, s, milliseconds));
  local.setUTCFullYear(y); // Date.UTC maps years 0-99 to 1900-1999
  if (local.getUTCMonth() !== mo - 1 || local.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  if (zone.toUpperCase() === 'Z') return local;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offsetHours = Number(digits.slice(0, 2));
  const offsetMinutes = Number(digits.slice(2) || '0');
  if (offsetHours > 23 || offsetMinutes > 59) return null;
  return new Date(local.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
}

export const dateTimeMessage = (label: string) =>
  `${label} must be a date (YYYY-MM-DD), a UTC date and time (YYYY-MM-DD HH:mm:ss) or an ISO 8601 timestamp.`;

/**
 * `date[after]` / `date[before]`: a date, a UTC date and time or an ISO timestamp (see parseDateTime), in the supported
 * years (UTC).
 */
export function dateTimeParam(label: string) {
  return v.optional(
    v.pipe(
      v.string(dateTimeMessage(label)),
      v.check((text) => parseDateTime(text) !== null, dateTimeMessage(label)),
      v.transform((text) => parseDateTime(text) as Date),
      v.check((date) => isSupportedYear(date.getUTCFullYear()), messages.supportedYears(label)),
    ),
  );
}

// Building a DateTimeFormat costs more than the rest of a cached answer: remember the names that passed (only
// valid ones, so the set stays as small as the time zone database).
const validTimeZones = new Set<string>();

/** Whether `name` is a time zone this runtime knows (IANA names such as Europe/Amsterdam, and UTC). */
export function isTimeZone(name: string): boolean {
  if (validTimeZones.has(name)) return true;
  if (name.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
  } catch {
    return false;
  }
  validTimeZones.add(name);
  return true;
}

export const timeZoneMessage = (label: string) => `${label} must be an IANA time zone such as Europe/Amsterdam.`;

/** `timezone`: an IANA time zone, UTC when absent. */
export function timeZoneParam(label: string) {
  return v.optional(
    v.pipe(v.string(timeZoneMessage(label)), v.trim(), v.check(isTimeZone, timeZoneMessage(label))),
    'UTC',
  );
}

/** The calendar date (`YYYY-MM-DD`) of `instant` in `timeZone`. */
export function calendarDateIn(timeZone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** A calendar date `YYYY-MM-DD` that exists (2024-02-30 does not), in the supported years. */
function calendarDate(label: string) {
  const message = `${label} must be a date (YYYY-MM-DD).`;
  return v.pipe(
    v.string(message),
    v.nonEmpty(messages.required(label)),
    v.isoDate(message),
    v.check((date) => parseDateTime(date) !== null, message),
    v.check((date) => isSupportedYear(Number(date.slice(0, 4))), messages.supportedYears(label)),
  );
}

/** A required calendar date. Absent reads as '' so that the violation says "{label} is required.". */
export function calendarDateParam(label: string) {
  return v.optional(calendarDate(label), '');
}

/** A calendar date the route may go without (undefined when absent); empty is still "{label} is required.". */
export function optionalCalendarDateParam(label: string) {
  return v.optional(calendarDate(label));
}
