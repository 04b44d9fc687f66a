import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { CaloricBalance } from '@nutrilog/shared/schemas';
import { caloricBalanceSchema } from '@nutrilog/shared/schemas';
import type { DB } from '../../../db/schema';
import { resource } from '../../../http/linked-data';
import { calendarDateParam, orderParam, timeZoneParam } from '../../../http/query';
import { clockMinute } from '../../../http/response-cache';
import { defineRoute } from '../../../http/route';
import { averageDayTotals } from '../../intake-logs/averages/repository';
import { addDays, daysBetween, localDays } from '../../intake-logs/local-days';
import { listWeighIns } from '../repository';
import { estimateCaloricBalance, type LoggedIntake } from './caloric-balance';

export const CALORIC_BALANCE_IRI = '/api/weight_logs/caloric_balance';

const balanceQuerySchema = v.object({
  'date[after]': calendarDateParam('Date after'),
  // Accepted as the front ends send it; the balance does not depend on an order.
  'order[date]': orderParam('Date order'),
  timezone: timeZoneParam('Timezone'),
});

const DESCRIPTION =
  '`date[after]`: the first day of the window, `YYYY-MM-DD` (required); the window runs from its midnight in ' +
  '`timezone` (an IANA time zone, default UTC) to now. `order[date]` is accepted and ignored. `balance`: ' +
  'kcal per day, negative for a deficit, from the least-squares trend of the weigh-ins in kilogram, pound or ' +
  'stone (other units are left out) at 7700 kcal per kg, or fat and lean mass apart (9440 and 1816 kcal per ' +
  'kg) when at least 3 weigh-ins with a body fat percentage pass the gate on their own; null unless at least ' +
  '3 weigh-ins on 3 distinct local days, the first and last 4 or more days apart. `maintenance`: average ' +
  'calories of the complete local days (today excluded) with intake logs, minus the balance, when intake was ' +
  'logged on at least 4 days and half of those days; `confidence` high from 85% of the days, 5 weigh-ins and ' +
  'a 21-day span, medium from 70% and a 10-day span, else low. Method and sources: docs/caloric-balance.md.';

/** The average calories of the window's complete local days (`first` up to yesterday) with intake logs. */
async function loggedIntake(
  db: DB,
  userUuid: string,
  timeZone: string,
  first: string,
  today: string,
): Promise<LoggedIntake | null> {
  const days = localDays(timeZone);
  const last = addDays(today, -1);
  if (last < first) return null;
  const average = await averageDayTotals(db, userUuid, {
    timeZone,
    first,
    last,
    since: days.startOf(first),
    until: days.startOf(today),
  });
  return average === null ? null : { averageCalories: average.calories, days: average.logged_days };
}

/** GET /api/weight_logs/caloric_balance */
export function caloricBalanceRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: CALORIC_BALANCE_IRI,
    tags: ['Weight logs'],
    summary: 'The estimated average daily caloric balance over a window, and the maintenance intake',
    description: DESCRIPTION,
    querystring: balanceQuerySchema,
    response: caloricBalanceSchema,
    cache: { vary: clockMinute(app.clock) },
    handler: async ({ user, query }) => {
      const now = app.clock.now();
      const days = localDays(query.timezone);
      const first = query['date[after]'];
      const today = days.dateOf(now);
      const rows = await listWeighIns(app.db, user.uuid, days.startOf(first), now);
      const weighIns = rows.map((row) => ({
        date: row.date,
        day: days.dateOf(row.date),
        weight: row.weight,
        unit: row.unit,
        bodyFatPercentage: row.body_fat_percentage,
      }));
      const intake = await loggedIntake(app.db, user.uuid, query.timezone, first, today);
      const windowDays = Math.max(0, daysBetween(first, today) - 1);
      const estimate = estimateCaloricBalance({ weighIns, intake, windowDays });
      return resource('CaloricBalance', CALORIC_BALANCE_IRI, estimate) satisfies CaloricBalance;
    },
  });
}
