import dayjs from 'dayjs';

const CALENDAR_DATE = 'YYYY-MM-DD';

/** The calendar date `days` after `date` (both `YYYY-MM-DD`). */
export const shiftDay = (date: string, days: number): string => dayjs(date).add(days, 'day').format(CALENDAR_DATE);

/**
 * The days the picker offers: one month before `today` to one month after it, both included
 * (docs/product.md#numbers-and-limits).
 */
export function dayWindow(today: string): string[] {
  const last = dayjs(today).add(1, 'month').format(CALENDAR_DATE);
  const days: string[] = [];
  for (let day = dayjs(today).subtract(1, 'month').format(CALENDAR_DATE); day <= last; day = shiftDay(day, 1))
    days.push(day);
  return days;
}
