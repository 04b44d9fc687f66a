import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AveragePeriod } from '@nutrilog/shared/domain';
import { monthAverageCollectionSchema, weekAverageCollectionSchema } from '@nutrilog/shared/schemas';
import { nutrientsOf } from '../../../db/nutrients';
import type { DB } from '../../../db/schema';
import { wholeCollection } from '../../../http/linked-data';
import { calendarDateParam, orderParam, timeZoneParam } from '../../../http/query';
import { defineRoute } from '../../../http/route';
import { localDays } from '../local-days';
import { listPeriodAverages, type PeriodAverageRow } from './repository';

const averagesQuerySchema = v.object({
  'date[after]': calendarDateParam('Date after'),
  'order[date]': orderParam('Date order', 'desc'),
  timezone: timeZoneParam('Timezone'),
});

type AveragesQuery = v.InferOutput<typeof averagesQuerySchema>;

const RULES =
  '`date[after]`: the first local day counted, `YYYY-MM-DD` (required); `timezone`: an IANA time zone ' +
  '(default UTC) whose local days the logs belong to (a log at 23:30 local time counts on that local day; ' +
  'days are 23 or 25 hours long on daylight-saving changes); `order[date]`: `desc` (default) or `asc`, by ' +
  "the periods' start. A day's total is the sum of the effectiveNutrients of its logs; each member is a " +
  'period with at least one logged day on or after `date[after]`: `loggedDays` (those days), `nutrients` ' +
  '(the average of their day totals: days without logs do not count), `startDate` and `endDate` (the whole ' +
  'period, also when `date[after]` falls inside it). Deleted products and recipes still count. Not paginated.';

async function averagesOf(
  db: DB,
  userUuid: string,
  period: AveragePeriod,
  query: AveragesQuery,
): Promise<PeriodAverageRow[]> {
  const after = query['date[after]'];
  const since = localDays(query.timezone).startOf(after);
  return listPeriodAverages(db, userUuid, {
    period,
    timeZone: query.timezone,
    after,
    since,
    order: query['order[date]'],
  });
}

/** What a week and a month member share. */
const periodFields = (row: PeriodAverageRow) => ({
  startDate: row.start_date,
  endDate: row.end_date,
  loggedDays: row.logged_days,
  nutrients: nutrientsOf(row),
});

/** GET /api/intake_logs/week_averages and GET /api/intake_logs/month_averages (the statistics averages). */
export function averageRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/intake_logs/week_averages',
    tags: ['Intake logs'],
    summary: 'The average daily nutrients per ISO week',
    description:
      `${RULES} A week runs Monday to Sunday: \`weekNumber\` (1-53) and \`year\` are ISO 8601 (the ` +
      "week-numbering year, that of the week's Thursday: 2025-12-29 to 2026-01-04 is week 1 of 2026).",
    querystring: averagesQuerySchema,
    response: weekAverageCollectionSchema,
    handler: async ({ user, query, request }) => {
      const rows = await averagesOf(app.db, user.uuid, 'week', query);
      const members = rows.map((row) => ({ weekNumber: row.number, year: row.year, ...periodFields(row) }));
      return wholeCollection({ request, memberType: 'WeekAverage', members });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/intake_logs/month_averages',
    tags: ['Intake logs'],
    summary: 'The average daily nutrients per calendar month',
    description: `${RULES} \`month\`: 1-12, with its \`year\`.`,
    querystring: averagesQuerySchema,
    response: monthAverageCollectionSchema,
    handler: async ({ user, query, request }) => {
      const rows = await averagesOf(app.db, user.uuid, 'month', query);
      const members = rows.map((row) => ({ month: row.number, year: row.year, ...periodFields(row) }));
      return wholeCollection({ request, memberType: 'MonthAverage', members });
    },
  });
}
