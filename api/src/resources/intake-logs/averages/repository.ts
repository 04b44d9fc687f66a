import { type RawBuilder, sql } from 'kysely';
import type { AveragePeriod } from '@nutrilog/shared/domain';
import { NUTRIENT_COLUMNS, type NutrientColumn } from '../../../db/nutrients';
import type { DB } from '../../../db/schema';
import type { OrderDirection } from '../../../http/query';

/*
 * Averages of local day totals, each in one query. The effectiveNutrients of each log are worked out in SQL with
 * the same math as log-nutrients.ts and shared/src/nutrients/math.ts (a source's nutrients × (totalAmount / per));
 * the logs are summed per local day (dayTotalsCtes), and the day totals averaged over the days that have logs:
 * per week or month (listPeriodAverages, the statistics) or over a range of days (averageDayTotals, the
 * caloric balance's maintenance estimate).
 */

export interface AverageFilters {
  period: AveragePeriod;
  /** IANA time zone of the local days. */
  timeZone: string;
  /** The first local day counted, `YYYY-MM-DD`. */
  after: string;
  /** The first instant of `after` in the time zone: bounds the scan on the (user_uuid, date) index. */
  since: Date;
  order: OrderDirection;
}

/** The average day totals over the logged days of a range. */
export type DayTotalsAverageRow = Record<NutrientColumn, number> & { logged_days: number };

/**
 * Local days from `after` on, in a time zone, and the instants that bound their logs on the (user_uuid, date) index.
 */
interface LocalDayBounds {
  timeZone: string;
  /** The first local day counted, `YYYY-MM-DD`. */
  after: string;
  /** The first instant of `after` in the time zone. */
  since: Date;
  /** The last local day counted and the first instant after it; open-ended when absent. */
  end?: { last: string; until: Date };
}

/** A period with at least one logged day: its dates, its number (ISO week or month) and year, its averages. */
export type PeriodAverageRow = Record<NutrientColumn, number> & {
  start_date: string;
  end_date: string;
  number: number;
  year: number;
  logged_days: number;
};

const ref = (column: string) => sql.ref(column);

/** totalAmount (math.ts): portion amount × quantity with a portion, else the own amount. */
const totalAmount = (prefix: string, portion: string) =>
  sql`CASE WHEN ${ref(`${portion}.amount`)} IS NULL THEN ${ref(`${prefix}.amount`)}
    ELSE ${ref(`${portion}.amount`)} * ${ref(`${prefix}.quantity`)} END`;

/** Each recipe's nutrients for its whole unitSize: the sum over its items (deleted products included). */
const recipeNutrientColumns = NUTRIENT_COLUMNS.map(
  (column) =>
    sql`coalesce(sum(
      ${ref(`item_product.${column}`)} * (${totalAmount('item', 'item_portion')} / item_product.nutrients_per)
    ), 0) AS ${ref(column)}`,
);

/** A log's effectiveNutrients: its own (manual), its product's or its recipe's for its totalAmount. */
const logNutrientColumns = NUTRIENT_COLUMNS.map(
  (column) => sql`CASE log.type
      WHEN 'product' THEN ${ref(`product.${column}`)} * (${totalAmount('log', 'portion')} / product.nutrients_per)
      WHEN 'recipe' THEN coalesce(${ref(`recipe_nutrients.${column}`)}, 0)
        * (${totalAmount('log', 'recipe_portion')} / recipe.unit_size)
      ELSE ${ref(`log.${column}`)}
    END AS ${ref(column)}`,
);

const dayTotalColumns = NUTRIENT_COLUMNS.map((column) => sql`sum(${ref(column)}) AS ${ref(column)}`);
const averageColumns = NUTRIENT_COLUMNS.map((column) => sql`avg(${ref(column)})::float8 AS ${ref(column)}`);

interface PeriodSql {
  /** The period's first day, from a local day. */
  start: (day: RawBuilder<unknown>) => RawBuilder<unknown>;
  /** The period's last day, from its first. */
  end: (start: RawBuilder<unknown>) => RawBuilder<unknown>;
  number: (start: RawBuilder<unknown>) => RawBuilder<unknown>;
  year: (start: RawBuilder<unknown>) => RawBuilder<unknown>;
}

/** Date arithmetic only (no date_trunc: on a date it would go through the session's time zone). */
const PERIODS: Record<AveragePeriod, PeriodSql> = {
  week: {
    start: (day) => sql`${day} - (extract(isodow FROM ${day})::int - 1)`,
    end: (start) => sql`${start} + 6`,
    number: (start) => sql`extract(week FROM ${start})`,
    // The ISO week-numbering year (of the week's Thursday): 2025-12-29 starts week 1 of 2026.
    year: (start) => sql`extract(isoyear FROM ${start})`,
  },
  month: {
    start: (day) => sql`${day} - (extract(day FROM ${day})::int - 1)`,
    end: (start) => sql`(${start} + interval '1 month')::date - 1`,
    number: (start) => sql`extract(month FROM ${start})`,
    year: (start) => sql`extract(year FROM ${start})`,
  },
};

/**
 * The CTEs `recipe_nutrients` (the user's recipes, a recipe without items has none: 0), `log_nutrients` (each of the
 * user's logs in the bounds: its local day and effectiveNutrients) and
 * `day_totals` (one row per local day with logs: the sums), for a `WITH` clause.
 */
function dayTotalsCtes(userUuid: string, bounds: LocalDayBounds) {
  const { end } = bounds;
  // Each recipe's nutrients once (not once per log: a lateral subquery per log cost 40 ms over seven months).
  return sql`
    recipe_nutrients AS (
      SELECT item.recipe_uuid, ${sql.join(recipeNutrientColumns)}
      FROM recipe_items item
      JOIN products item_product ON item_product.uuid = item.product_uuid AND item_product.user_uuid = item.user_uuid
      LEFT JOIN portions item_portion
        ON item_portion.uuid = item.portion_uuid AND item_portion.user_uuid = item.user_uuid
      WHERE item.user_uuid = ${userUuid}
      GROUP BY item.recipe_uuid
    ),
    log_nutrients AS (
      SELECT (log.date AT TIME ZONE ${bounds.timeZone})::date AS day, ${sql.join(logNutrientColumns)}
      FROM intake_logs log
      LEFT JOIN products product ON product.uuid = log.product_uuid AND product.user_uuid = log.user_uuid
      LEFT JOIN portions portion ON portion.uuid = log.portion_uuid AND portion.user_uuid = log.user_uuid
      LEFT JOIN recipes recipe ON recipe.uuid = log.recipe_uuid AND recipe.user_uuid = log.user_uuid
      LEFT JOIN portions recipe_portion
        ON recipe_portion.uuid = log.recipe_portion_uuid AND recipe_portion.user_uuid = log.user_uuid
      LEFT JOIN recipe_nutrients ON recipe_nutrients.recipe_uuid = log.recipe_uuid AND log.type = 'recipe'
      WHERE log.user_uuid = ${userUuid}
        AND log.date >= ${bounds.since}${end === undefined ? sql`` : sql` AND log.date < ${end.until}`}
    ),
    day_totals AS (
      SELECT day, ${sql.join(dayTotalColumns)}
      FROM log_nutrients
      -- the same bounds as since and until, in the database's own words
      WHERE day >= ${bounds.after}::date${end === undefined ? sql`` : sql` AND day <= ${end.last}::date`}
      GROUP BY day
    )`;
}

/** The user's averages per week or month from `after` on, ordered by the periods' start (one query). */
export async function listPeriodAverages(
  db: DB,
  userUuid: string,
  filters: AverageFilters,
): Promise<PeriodAverageRow[]> {
  const period = PERIODS[filters.period];
  const start = sql.ref('period_start');
  const direction = sql.raw(filters.order === 'asc' ? 'ASC' : 'DESC');
  const { rows } = await sql<PeriodAverageRow>`
    WITH ${dayTotalsCtes(userUuid, filters)},
    periods AS (
      SELECT ${period.start(sql.ref('day'))} AS period_start, ${sql.join(NUTRIENT_COLUMNS.map((column) => ref(column)))}
      FROM day_totals
    )
    SELECT
      -- to_char, not ::text: a date's text follows the server's DateStyle
      to_char(period_start, 'YYYY-MM-DD') AS start_date,
      to_char(${period.end(start)}, 'YYYY-MM-DD') AS end_date,
      ${period.number(start)}::int AS number,
      ${period.year(start)}::int AS year,
      count(*)::int AS logged_days,
      ${sql.join(averageColumns)}
    FROM periods
    GROUP BY period_start
    ORDER BY period_start ${direction}`.execute(db);
  return rows;
}

/**
 * The average of the user's day totals over the local days `first` to `last` (both included) that have at least
 * one log, in one query; null when none has. `since` and `until` are the first instants of `first` and of the
 * day after `last` in the time zone.
 */
export async function averageDayTotals(
  db: DB,
  userUuid: string,
  range: { timeZone: string; first: string; last: string; since: Date; until: Date },
): Promise<DayTotalsAverageRow | null> {
  const bounds = {
    timeZone: range.timeZone,
    after: range.first,
    since: range.since,
    end: { last: range.last, until: range.until },
  };
  const { rows } = await sql<DayTotalsAverageRow>`
    WITH ${dayTotalsCtes(userUuid, bounds)}
    SELECT count(*)::int AS logged_days, ${sql.join(averageColumns)}
    FROM day_totals
    HAVING count(*) > 0`.execute(db);
  return rows[0] ?? null;
}
