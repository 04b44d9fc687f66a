// Helpers of the statistics test (17): ISO weeks and months of calendar dates, as the averages list them.

const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * The ISO week number of a calendar date `YYYY-MM-DD` (weeks start on Monday; week 1 holds the year's first Thursday).
 */
export function isoWeek(date: string): number {
  const day = utcNoon(date);
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  day.setUTCDate(day.getUTCDate() - weekday + 3); // the Thursday of the week decides its year
  const firstThursday = new Date(Date.UTC(day.getUTCFullYear(), 0, 4, 12));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  return 1 + Math.round((day.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
}

/** The date `weeks` weeks before `date`. */
export function weeksBefore(date: string, weeks: number): string {
  const day = utcNoon(date);
  day.setUTCDate(day.getUTCDate() - 7 * weeks);
  return day.toISOString().slice(0, 10);
}

/** Month and year as the averages name a month ("November 2026", "november 2026"). */
export function monthName(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcNoon(date));
}
