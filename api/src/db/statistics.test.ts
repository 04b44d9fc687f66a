import { sql } from 'kysely';
import { insertProduct } from '../testing/fixtures';
import { setupTestApp } from '../testing/harness';
import { keepStatisticsFresh } from './statistics';

const t = setupTestApp();

const columnStatistics = async (table: string) =>
  (
    await sql<{
      count: number;
    }>`SELECT count(*)::int AS count FROM pg_stats WHERE schemaname = 'public' AND tablename = ${table}`.execute(t.db)
  ).rows[0]!.count;

describe('keepStatisticsFresh', () => {
  it('analyses the database at once, so the planner knows the tables', async () => {
    const user = await t.createUser();
    for (let index = 0; index < 20; index += 1) await insertProduct(t.db, user.uuid, { name: `Product ${index}` });
    const errors: string[] = [];
    const refresh = keepStatisticsFresh(t.db, (message) => errors.push(message));
    try {
      await refresh.first;
      expect(await columnStatistics('products')).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      refresh.stop();
    }
  });

  it('reports a failed ANALYZE in one line, and nothing once stopped', async () => {
    const failing = t.db.withPlugin({
      transformQuery: () => {
        throw new Error('disk full');
      },
      transformResult: async (args) => args.result,
    });
    const errors: string[] = [];
    const refresh = keepStatisticsFresh(failing, (message) => errors.push(message));
    await refresh.first;
    refresh.stop();
    expect(errors).toEqual(['Refreshing the planner statistics failed: disk full']);

    const stopped = keepStatisticsFresh(failing, (message) => errors.push(message));
    stopped.stop();
    await stopped.first;
    expect(errors).toHaveLength(1);
  });
});
