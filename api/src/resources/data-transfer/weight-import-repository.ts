import type { DB } from '../../db/schema';

export interface WeighIn {
  date: Date;
  weight: number;
  unit: string;
  bodyFatPercentage: number | null;
}

const MINUTE_MS = 60_000;
const ROWS_PER_STATEMENT = 1000;

/** Two weigh-ins are the same when they have the same minute, weight, unit and body fat. */
const sameness = (log: WeighIn) =>
  `${Math.floor(log.date.getTime() / MINUTE_MS)}|${log.weight}|${log.unit}|${log.bodyFatPercentage ?? ''}`;

/**
 * Adds the weigh-ins to the user's weight logs in one transaction, leaving out each one that an existing log or an
 * earlier one of the list already has (see `sameness`): importing a file twice adds nothing the second time.
 */
export async function importWeighIns(
  db: DB,
  userUuid: string,
  weighIns: readonly WeighIn[],
): Promise<{ imported: number; skipped: number }> {
  if (weighIns.length === 0) return { imported: 0, skipped: 0 };
  const times = weighIns.map((log) => log.date.getTime());
  const first = times.reduce((a, b) => Math.min(a, b));
  const last = times.reduce((a, b) => Math.max(a, b));
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('weight_logs')
      .select(['date', 'weight', 'unit', 'body_fat_percentage'])
      .where('user_uuid', '=', userUuid)
      .where('date', '>=', new Date(first - MINUTE_MS))
      .where('date', '<=', new Date(last + MINUTE_MS))
      .execute();
    const seen = new Set(
      existing.map((log) =>
        sameness({ date: log.date, weight: log.weight, unit: log.unit, bodyFatPercentage: log.body_fat_percentage }),
      ),
    );
    const fresh = weighIns.filter((log) => {
      const key = sameness(log);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    // A millisecond apart, so logs of the same date list in the file's order (lists order ties by created_at).
    const now = Date.now();
    const rows = fresh.map((log, index) => ({
      user_uuid: userUuid,
      date: log.date,
      weight: log.weight,
      unit: log.unit,
      body_fat_percentage: log.bodyFatPercentage,
      created_at: new Date(now + index),
      updated_at: new Date(now + index),
    }));
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      await trx
        .insertInto('weight_logs')
        .values(rows.slice(start, start + ROWS_PER_STATEMENT))
        .execute();
    }
    return { imported: fresh.length, skipped: weighIns.length - fresh.length };
  });
}
