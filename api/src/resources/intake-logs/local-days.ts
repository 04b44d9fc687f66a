/**
 * Calendar days in a time zone, as UTC instants, so that a day's logs are a bounded range on the
 * (user_uuid, date) index. A day is [its local midnight, the next day's local midnight): 23 or 25 hours
 * long on daylight-saving changes.
 */

const DAY_MS = 86_400_000;

/** A formatter giving the local calendar date and time of an instant in `timeZone`. */
function partsFormatter(timeZone: string) {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

function localParts(formatter: Intl.DateTimeFormat, instant: Date) {
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
function offsetAt(formatter: Intl.DateTimeFormat, instant: number): number {
  const { year, month, day, hour, minute, second } = localParts(formatter, new Date(instant));
  const wallClock = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  wallClock.setUTCFullYear(year);
  return wallClock.getTime() - Math.floor(instant / 1000) * 1000;
}

/** `YYYY-MM-DD` as the UTC midnight of that date (for calendar arithmetic only). */
function utcMidnight(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

const isoDate = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

/** The date `days` after `date` (`YYYY-MM-DD`). */
export const addDays = (date: string, days: number) => isoDate(utcMidnight(date) + days * DAY_MS);

/** Calendar days from `first` to `last`, both included (`YYYY-MM-DD`). */
export const daysBetween = (first: string, last: string) =>
  Math.round((utcMidnight(last) - utcMidnight(first)) / DAY_MS) + 1;

export interface LocalDays {
  /**
   * The first instant of `date` in the zone (its local midnight, or the first instant after it when midnight is
   * skipped).
   */
  startOf(date: string): Date;
  /** The local calendar date (`YYYY-MM-DD`) of an instant. */
  dateOf(instant: Date): string;
  /** The local time of day (`HH:mm`) of an instant. */
  timeOf(instant: Date): string;
  /**
   * The instant of a local date and time of day (`HH:mm:ss`); a time skipped by a clock change moves with the offset.
   */
  at(date: string, time: string): Date;
}

/** Days in `timeZone` (an IANA name the runtime knows). */
export function localDays(timeZone: string): LocalDays {
  const formatter = partsFormatter(timeZone);
  return {
    startOf(date) {
      const midnight = utcMidnight(date);
      // The offset at the guess may differ from the offset at the result on a DST day: settle it in two steps.
      const guess = midnight - offsetAt(formatter, midnight);
      const start = midnight - offsetAt(formatter, guess);
      // Where midnight does not exist (a zone that springs forward at 00:00), the day starts at the first later
      // instant.
      return new Date(this.dateOf(new Date(start)) === date ? start : guess);
    },
    dateOf(instant) {
      const { year, month, day } = localParts(formatter, instant);
      return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    },
    timeOf(instant) {
      const { hour, minute } = localParts(formatter, instant);
      return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    },
    at(date, time) {
      const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
      const wallClock = utcMidnight(date) + ((hours * 60 + minutes) * 60 + seconds) * 1000;
      const guess = wallClock - offsetAt(formatter, wallClock);
      return new Date(wallClock - offsetAt(formatter, guess));
    },
  };
}
