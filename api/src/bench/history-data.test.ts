import { sql } from 'kysely';
import { setupTestApp } from '../testing/harness';
import { seedHistory } from './history-data';

const t = setupTestApp();

const count = async (table: string, userUuid: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE user_uuid = ${userUuid}`.execute(
      t.db,
    )
  ).rows[0]!.n;

describe('seedHistory (the benchmark seed)', () => {
  const shape = { days: 20, products: 12, recipes: 3, logsPerDay: 5, weightDaysPerWeek: 4 };

  it('gives the user the shape asked for, ending today, every reference the user’s own', async () => {
    const user = await t.createUser();
    const now = new Date('2026-11-25T12:00:00Z');
    await seedHistory(t.db, user.uuid, shape, 7, now);

    expect(await count('products', user.uuid)).toBe(12);
    expect(await count('recipes', user.uuid)).toBe(3);
    expect(await count('intake_logs', user.uuid)).toBe(20 * 5);
    expect(await count('goals', user.uuid)).toBe(3);
    const weights = await count('weight_logs', user.uuid);
    expect(weights).toBeGreaterThan(0);
    expect(weights).toBeLessThanOrEqual(20);

    const { rows } = await sql<{ first: Date; last: Date; kinds: number }>`
      SELECT min(date) AS first, max(date) AS last, count(DISTINCT type)::int AS kinds
      FROM intake_logs WHERE user_uuid = ${user.uuid}`.execute(t.db);
    expect(new Date(rows[0]!.last).toISOString().slice(0, 10)).toBe('2026-11-25');
    expect(new Date(rows[0]!.first).toISOString().slice(0, 10)).toBe('2026-11-06');
    expect(rows[0]!.kinds).toBe(3); // product, recipe and manual logs

    // Every product a log names is the user's (the foreign keys say so too; this proves the seed filled them).
    const foreign = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM intake_logs log JOIN products product ON product.uuid = log.product_uuid
      WHERE log.user_uuid = ${user.uuid} AND product.user_uuid <> ${user.uuid}`.execute(t.db);
    expect(foreign.rows[0]!.n).toBe(0);
  });

  it('is the same for the same seed', async () => {
    const [a, b] = [await t.createUser(), await t.createUser()];
    const now = new Date('2026-11-25T12:00:00Z');
    await seedHistory(t.db, a.uuid, shape, 7, now);
    await seedHistory(t.db, b.uuid, shape, 7, now);
    const amounts = async (userUuid: string) =>
      (
        await sql<{
          amounts: string;
        }>`SELECT string_agg(amount::text, ',' ORDER BY date, created_at, amount) AS amounts
          FROM intake_logs WHERE user_uuid = ${userUuid}`.execute(t.db)
      ).rows[0]!.amounts;
    expect(await amounts(a.uuid)).toBe(await amounts(b.uuid));
  });
});
