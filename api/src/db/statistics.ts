import { sql } from 'kysely';
import type { DB } from './schema';

/*
 * PostgreSQL's autovacuum keeps the planner's statistics fresh; PGlite runs no background workers, so without
 * this a PGlite database is never analysed and the planner guesses every table tiny: nested loops that made the
 * month averages of a user with years of logs 2 to 4 times slower. ANALYZE reads a sample of each
 * table (well under a second for years of logs) at start-up and then every ANALYZE_INTERVAL_MS.
 */
export const ANALYZE_INTERVAL_MS = 60 * 60_000;

export interface StatisticsRefresh {
  /** The first ANALYZE, started at once. */
  first: Promise<void>;
  stop(): void;
}

export function keepStatisticsFresh(db: DB, onError: (message: string) => void): StatisticsRefresh {
  let stopped = false;
  const analyze = () =>
    sql`ANALYZE`.execute(db).then(
      () => undefined,
      // After stop() the database is closing under it: nothing to report.
      (error: unknown) =>
        stopped
          ? undefined
          : onError(
              `Refreshing the planner statistics failed: ${error instanceof Error ? error.message : String(error)}`,
            ),
    );
  const first = analyze();
  const timer = setInterval(() => void analyze(), ANALYZE_INTERVAL_MS);
  timer.unref();
  return {
    first,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
