import { sql } from 'kysely';
import type { DB } from '../../../db/schema';
import type { ProductRow } from '../repository';

/**
 * The ranking of GET /api/products/most_used. Each of the user's products that is not deleted scores, over
 * its intake logs dated in the last WINDOW_DAYS up to now: 1 per log, plus NEAR_BONUS per log whose local
 * time of day (in the user's time zone) is within NEAR_MINUTES of now's local time of day, across midnight
 * (23:00 is one hour from 00:00). So at breakfast time the muesli logged most mornings comes before the
 * pasta logged as often at dinner. Ties: the most recently logged first, then by name. At most LIMIT.
 */
export const MOST_USED_RULE = { WINDOW_DAYS: 90, NEAR_MINUTES: 120, NEAR_BONUS: 2, LIMIT: 10 } as const;

const DAY_MS = 86_400_000;
const MINUTES_PER_DAY = 1440;

export interface MostUsedOptions {
  /** IANA time zone in which times of day are compared. */
  timeZone: string;
  now: Date;
}

/** The user's most used products, best first (one query). */
export async function listMostUsedProducts(
  db: DB,
  userUuid: string,
  { timeZone, now }: MostUsedOptions,
): Promise<ProductRow[]> {
  const { WINDOW_DAYS, NEAR_MINUTES, NEAR_BONUS, LIMIT } = MOST_USED_RULE;
  const since = new Date(now.getTime() - WINDOW_DAYS * DAY_MS);
  const localTimeOfDay = (instant: unknown) => sql`(${instant} AT TIME ZONE ${timeZone})::time`;
  // Minutes between the two local times of day, 0 to 1440 (a difference of times is an interval).
  const minutesApart = sql<number>`abs(extract(epoch FROM
    ${localTimeOfDay(sql.ref('intake_logs.date'))} - ${localTimeOfDay(sql`${now}::timestamptz`)})) / 60`;
  const nearNow = sql<boolean>`least(${minutesApart}, ${MINUTES_PER_DAY} - ${minutesApart}) <= ${NEAR_MINUTES}`;
  const score = sql<number>`count(*) + ${NEAR_BONUS} * count(*) FILTER (WHERE ${nearNow})`;

  return db
    .selectFrom('products')
    .innerJoin('intake_logs', (join) =>
      join
        .onRef('intake_logs.product_uuid', '=', 'products.uuid')
        .onRef('intake_logs.user_uuid', '=', 'products.user_uuid'),
    )
    .selectAll('products')
    .where('products.user_uuid', '=', userUuid)
    .where('products.deleted_at', 'is', null)
    .where('intake_logs.type', '=', 'product')
    .where('intake_logs.date', '>', since)
    .where('intake_logs.date', '<=', now)
    .groupBy('products.uuid')
    .orderBy(score, 'desc')
    .orderBy(sql`max(intake_logs.date)`, 'desc')
    .orderBy(sql`lower(products.name)`)
    .orderBy('products.name')
    .orderBy('products.uuid')
    .limit(LIMIT)
    .execute();
}
