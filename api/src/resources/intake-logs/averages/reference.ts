import type { AveragePeriod } from '@nutrilog/shared/domain';
import { NUTRIENT_KEYS, type Nutrients, sumNutrients } from '@nutrilog/shared/nutrients';
import type { OrderDirection } from '../../../http/query';
import { addDays } from '../local-days';

/**
 * The week and month averages worked out in memory, for the property test to hold the SQL against: plain
 * calendar arithmetic on `YYYY-MM-DD` days, independent of the database.
 */

export interface ExpectedPeriod {
  startDate: string;
  endDate: string;
  /** The ISO week number or the month (1-12). */
  number: number;
  /** The ISO week-numbering year or the calendar year. */
  year: number;
  loggedDays: number;
  nutrients: Nutrients;
}

const DAY_MS = 86_400_000;

function isoWeekOf(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  const startDate = addDays(day, -((date.getUTCDay() + 6) % 7));
  const thursday = new Date(`${addDays(startDate, 3)}T00:00:00Z`);
  const year = thursday.getUTCFullYear();
  const number = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return { startDate, endDate: addDays(startDate, 6), number, year };
}

function monthOf(day: string) {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const startDate = `${day.slice(0, 7)}-01`;
  const endDate = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { startDate, endDate, number: month, year };
}

/** Day totals (by local day) grouped into periods: the average over each period's days, ordered by start. */
export function expectedAverages(
  period: AveragePeriod,
  dayTotals: ReadonlyMap<string, Nutrients>,
  order: OrderDirection,
): ExpectedPeriod[] {
  const periodOf = period === 'week' ? isoWeekOf : monthOf;
  const groups = new Map<string, { period: ReturnType<typeof periodOf>; days: Nutrients[] }>();
  for (const [day, nutrients] of dayTotals) {
    const found = periodOf(day);
    const group = groups.get(found.startDate) ?? { period: found, days: [] };
    group.days.push(nutrients);
    groups.set(found.startDate, group);
  }
  const periods = [...groups.values()].map(({ period: found, days }) => {
    const total = sumNutrients(days);
    const nutrients = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, total[key] / days.length])) as Nutrients;
    return { ...found, loggedDays: days.length, nutrients };
  });
  periods.sort((a, b) => a.startDate.localeCompare(b.startDate));
  return order === 'asc' ? periods : periods.reverse();
}
