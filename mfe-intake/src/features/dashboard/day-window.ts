import dayjs from 'dayjs';

const CALENDAR_DATE = 'YYYY-MM-DD';
const DAY_MS = 86_400_000;

// A calendar date as a UTC midnight and back: days counted in UTC have no daylight saving change.
const utcMidnight = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
const calendarDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The calendar date `days` after `date` (both `YYYY-MM-DD`). */
export const shiftDay = (date: string, days: number): string => calendarDate(utcMidnight(date) + days * DAY_MS);

/**
 * The days the picker offers: one month before `today` to one month after it, both included
 * (docs/product.md#numbers-and-limits).
 */
export function dayWindow(today: string): string[] {
  const first = utcMidnight(dayjs(today).subtract(1, 'month').format(CALENDAR_DATE));
  const last = utcMidnight(dayjs(today).add(1, 'month').format(CALENDAR_DATE));
  const days: string[] = [];
  for (let day = first; day <= last; day += DAY_MS) days.push(calendarDate(day));
  return days;
}

/** A day of the picker and how it is written in the active language. */
export interface PickerDay {
  day: string;
  /** As dayjs writes 'dddd D MMMM YYYY': "Friday 4 December 2026". */
  label: string;
  /** As 'ddd': "Fri", "vr.". */
  weekday: string;
  /** The day of the month. */
  number: string;
}

/**
 * The picker's days written out, from the names of the active dayjs locale: two months of days at three dates
 * each were 180 dayjs formats on the dashboard's first render, these are 26.
 */
export function pickerDays(today: string): PickerDay[] {
  const names = (count: number, unit: 'day' | 'month', format: string) =>
    Array.from({ length: count }, (_, i) => dayjs('2026-01-04').add(i, unit).format(format));
  // 2026-01-04 is a Sunday, as day 0 of Date.getUTCDay.
  const weekdaysShort = names(7, 'day', 'ddd');
  const weekdays = names(7, 'day', 'dddd');
  const months = names(12, 'month', 'MMMM');
  return dayWindow(today).map((day) => {
    const weekday = new Date(utcMidnight(day)).getUTCDay();
    const number = String(+day.slice(8, 10));
    return {
      day,
      label: `${weekdays[weekday]} ${number} ${months[+day.slice(5, 7) - 1]} ${day.slice(0, 4)}`,
      weekday: weekdaysShort[weekday]!,
      number,
    };
  });
}
