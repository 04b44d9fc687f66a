import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { dailyConsumptionCollectionSchema, nutrientHistoryCollectionSchema } from '@nutrilog/shared/schemas';
import { wholeCollection } from '../../../http/linked-data';
import { calendarDateParam, optionalCalendarDateParam, timeZoneParam } from '../../../http/query';
import { clockMinute } from '../../../http/response-cache';
import { defineRoute } from '../../../http/route';
import { addDays, daysBetween, localDays } from '../local-days';
import { logNutrients, recipeSourcesOf } from '../log-nutrients';
import { listIntakeLogViewsBetween } from '../repository';
import { nutrientHistory, toDailyConsumptionEntry } from './consumption';

export const MAX_HISTORY_DAYS = 366;

const dailyConsumptionQuerySchema = v.object({ date: calendarDateParam('Date'), timezone: timeZoneParam('Timezone') });

/** The days of a history asked for without its range: the 30 local days up to today (docs/api.md). */
export const DEFAULT_HISTORY_DAYS = 30;

const nutrientHistoryQuerySchema = v.pipe(
  v.object({
    'date[after]': optionalCalendarDateParam('Date after'),
    'date[before]': optionalCalendarDateParam('Date before'),
    timezone: timeZoneParam('Timezone'),
  }),
  v.forward(
    v.partialCheck(
      [['date[after]'], ['date[before]']],
      ({ 'date[after]': after, 'date[before]': before }) =>
        after === undefined || before === undefined || before >= after,
      'Date before must not be before date after.',
    ),
    ['date[before]'],
  ),
  v.forward(
    v.partialCheck(
      [['date[after]'], ['date[before]']],
      ({ 'date[after]': after, 'date[before]': before }) =>
        after === undefined || before === undefined || daysBetween(after, before) <= MAX_HISTORY_DAYS,
      `The range must be at most ${MAX_HISTORY_DAYS} days.`,
    ),
    ['date[before]'],
  ),
);

/**
 * The first and last day of the history: as asked; a missing end is DEFAULT_HISTORY_DAYS from the other one, and with
 * neither the range ends today in the time zone (docs/decisions.md).
 */
function historyRange(
  after: string | undefined,
  before: string | undefined,
  timeZone: string,
  now: Date,
): { first: string; last: string } {
  const span = DEFAULT_HISTORY_DAYS - 1;
  if (after !== undefined) return { first: after, last: before ?? addDays(after, span) };
  const last = before ?? localDays(timeZone).dateOf(now);
  return { first: addDays(last, -span), last };
}

const TIME_ZONE_NOTE =
  '`timezone`: an IANA time zone (default UTC); a local day runs from its local midnight to the next ' +
  '(23 or 25 hours on daylight-saving changes), so a log at 23:30 local time belongs to that local day.';

/** GET /api/intake_logs/daily_consumption and GET /api/intake_logs/nutrient_history. */
export function consumptionRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/intake_logs/daily_consumption',
    tags: ['Intake logs'],
    summary: 'What the user consumed on one local day',
    description:
      `\`date\`: the day, \`YYYY-MM-DD\` (required). ${TIME_ZONE_NOTE} One member per log of the day, ` +
      'oldest first: `uuid`, `product` `{ uuid }` or null, `recipe` `{ uuid }` or null, `description` ' +
      "(the product's or recipe's name, or the manual description, or null), `totalAmount`, `unit` " +
      '(gram, milliliter, or null for manual logs) and `effectiveNutrients`. Not paginated.',
    querystring: dailyConsumptionQuerySchema,
    response: dailyConsumptionCollectionSchema,
    handler: async ({ user, query, request }) => {
      const days = localDays(query.timezone);
      const logs = await listIntakeLogViewsBetween(
        app.db,
        user.uuid,
        days.startOf(query.date),
        days.startOf(addDays(query.date, 1)),
      );
      const recipeSources = await recipeSourcesOf(app.db, user.uuid, logs);
      const members = logs.map((log) => toDailyConsumptionEntry(log, logNutrients(log, recipeSources)));
      return wholeCollection({ request, memberType: 'DailyConsumption', members });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/intake_logs/nutrient_history',
    tags: ['Intake logs'],
    summary: 'The nutrients the user consumed per local day over a range of days',
    description:
      '`date[after]` and `date[before]`: the first and last day, `YYYY-MM-DD`, both included; at most ' +
      `${MAX_HISTORY_DAYS} days (else 422). Without either, the ${DEFAULT_HISTORY_DAYS} local days up to ` +
      `today; with one, ${DEFAULT_HISTORY_DAYS} days from it (forwards from \`date[after]\`, back from ` +
      `\`date[before]\`). ${TIME_ZONE_NOTE} One member per day in the range, in order, ` +
      "`{ date, nutrients }`: the sum of the effectiveNutrients of the day's logs, zeros on days without logs. " +
      'Not paginated.',
    querystring: nutrientHistoryQuerySchema,
    response: nutrientHistoryCollectionSchema,
    // Without a range the answer depends on today: kept per minute, as the other routes that read the clock.
    cache: { vary: clockMinute(app.clock) },
    handler: async ({ user, query, request }) => {
      const { first, last } = historyRange(
        query['date[after]'],
        query['date[before]'],
        query.timezone,
        app.clock.now(),
      );
      const days = localDays(query.timezone);
      const logs = await listIntakeLogViewsBetween(
        app.db,
        user.uuid,
        days.startOf(first),
        days.startOf(addDays(last, 1)),
      );
      const recipeSources = await recipeSourcesOf(app.db, user.uuid, logs);
      const logged = logs.map((log) => ({
        date: days.dateOf(log.date),
        nutrients: logNutrients(log, recipeSources).effectiveNutrients,
      }));
      const calendar = Array.from({ length: daysBetween(first, last) }, (_, index) => addDays(first, index));
      const members = nutrientHistory(calendar, logged);
      return wholeCollection({ request, memberType: 'NutrientHistory', members });
    },
  });
}
