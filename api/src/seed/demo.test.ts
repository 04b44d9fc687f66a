import { sql } from 'kysely';
import type { DB } from '../db/schema';
import { startServer } from '../start';
import { setupTestApp } from '../testing/harness';
import { createDatabaseTarget } from '../testing/test-database';
import { DEMO_EMAIL, seedDemoAccount, seedDemoData, seededRandom } from './demo';

const t = setupTestApp();

const TABLES = ['products', 'portions', 'recipes', 'recipe_items', 'intake_logs', 'goals', 'weight_logs'] as const;
/** What the demo account holds (the same every time: the choices come from a seeded PRNG). */
const DEMO_COUNTS = {
  users: 1,
  products: 28,
  portions: 28,
  recipes: 3,
  recipe_items: 14,
  intake_logs: 116,
  goals: 5,
  weight_logs: 20,
};

async function counts(db: DB, userUuid?: string) {
  const result: Record<string, number> = {};
  for (const table of ['users', ...TABLES] as const) {
    let query = db.selectFrom(table).select(sql<number>`count(*)::int`.as('count'));
    if (userUuid !== undefined)
      query = table === 'users' ? query.where('uuid', '=', userUuid) : query.where('user_uuid', '=', userUuid);
    result[table] = (await query.executeTakeFirstOrThrow()).count;
  }
  return result;
}

async function demoSignIn(password: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_EMAIL, password },
  });
  expect(login.statusCode).toBe(200);
  const headers = { 'x-api-key': login.json().accessToken as string };
  return (url: string) => t.app.inject({ method: 'GET', url, headers }).then((response) => response.json());
}

describe('demo account seeding', () => {
  it('creates the demo account once on an empty database, prints its sign-in, and it can sign in', async () => {
    const printed: string[] = [];
    const account = await seedDemoAccount(t.db, (line) => printed.push(line));
    expect(account?.email).toBe(DEMO_EMAIL);
    expect(account?.password).toMatch(/^[\w-]{16}$/);
    expect(printed).toEqual([`Demo sign-in: demo@nutrilog.app / ${account?.password}`]);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_EMAIL, password: account?.password },
    });
    expect(login.statusCode).toBe(200);

    const again: string[] = [];
    await expect(seedDemoAccount(t.db, (line) => again.push(line))).resolves.toBeNull();
    expect(again).toEqual([]);
    const users = await t.db.selectFrom('users').select('email').execute();
    expect(users).toEqual([{ email: DEMO_EMAIL }]);
    expect(await counts(t.db)).toEqual(DEMO_COUNTS); // the second run added nothing
  });

  it('leaves a database that has users alone', async () => {
    await t.createUser({ email: 'someone@example.test' });
    await expect(seedDemoAccount(t.db, () => {})).resolves.toBeNull();
    const users = await t.db.selectFrom('users').select('email').execute();
    expect(users).toEqual([{ email: 'someone@example.test' }]);
    expect(await counts(t.db)).toEqual({ ...DEMO_COUNTS, ...Object.fromEntries(TABLES.map((table) => [table, 0])) });
  });

  it('fills the account: products, recipes, a month of intake logs to today, goals, six weeks of weights', async () => {
    const now = new Date('2024-05-31T15:00:00Z');
    const account = await seedDemoAccount(t.db, () => {}, { now });
    const demo = await t.db
      .selectFrom('users')
      .select('uuid')
      .where('email', '=', DEMO_EMAIL)
      .executeTakeFirstOrThrow();
    expect(await counts(t.db, demo.uuid)).toEqual(DEMO_COUNTS);
    const get = await demoSignIn(account!.password);

    const products = await get('/api/products?pagination=false');
    expect(products.totalItems).toBe(28);
    const byName = new Map<string, Record<string, unknown>>(
      products.member.map((product: Record<string, unknown>) => [product.name, product]),
    );
    expect(byName.get('Whole wheat bread')).toMatchObject({
      unit: 'gram',
      nutrientsPer: 100,
      nutrients: { calories: 252, proteins: 12.5, totalCarbohydrates: 42.7, fibers: 6, salt: 1.18 },
      favorite: true,
      portions: [{ name: '1 slice', amount: 35 }],
    });
    expect(byName.get('Semi-skimmed milk')).toMatchObject({
      unit: 'milliliter',
      nutrients: { calories: 47, water: 89.8 },
    });
    expect(byName.get('Coffee, brewed')).toMatchObject({ unit: 'milliliter', nutrients: { caffeine: 40 } });
    expect(byName.get('Egg')).toMatchObject({
      portions: [
        { name: '1 medium', amount: 44 },
        { name: '1 large', amount: 50 },
      ],
    });

    const recipes = await get('/api/recipes');
    expect(
      recipes.member.map((recipe: { name: string; unitSize: number; portions: { name: string }[] }) => [
        recipe.name,
        recipe.unitSize,
        recipe.portions.map((portion) => portion.name),
      ]),
    ).toEqual([
      ['Chicken rice bowl', 1028, ['1 bowl']],
      ['Overnight oats', 494, ['1 jar']],
      ['Salmon pasta', 1000, ['1 plate']],
    ]);
    const oats = await get(recipes.member[1]['@id']);
    expect(oats.items).toHaveLength(5);
    expect(oats.items[0]).toMatchObject({
      product: { '@id': byName.get('Rolled oats')!['@id'], name: 'Rolled oats' },
      portion: null,
      amount: 60,
      quantity: 0,
      totalAmount: 60,
    });
    // The recipe's nutrients are its items' for its whole amount (494 g).
    expect(oats.effectiveNutrients.calories).toBeGreaterThan(0);

    // 30 days of 3 to 5 logs, from 2024-05-02 to today, mostly products.
    const logs = (await get('/api/intake_logs?pagination=false')).member as {
      date: string;
      type: string;
      product: string | null;
      portion: string | null;
    }[];
    expect(logs).toHaveLength(116);
    expect(logs[0]!.date.slice(0, 10)).toBe('2024-05-02');
    expect(logs.at(-1)!.date.slice(0, 10)).toBe('2024-05-31');
    const perDay = new Map<string, number>();
    for (const log of logs) perDay.set(log.date.slice(0, 10), (perDay.get(log.date.slice(0, 10)) ?? 0) + 1);
    expect(perDay.size).toBe(30);
    expect(Math.min(...perDay.values())).toBeGreaterThanOrEqual(3);
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(5);
    const types = logs.reduce<Record<string, number>>(
      (tally, log) => ({ ...tally, [log.type]: (tally[log.type] ?? 0) + 1 }),
      {},
    );
    expect(types).toEqual({ product: 95, recipe: 17, manual: 4 });
    expect(logs.filter((log) => log.type === 'product' && log.portion !== null).length).toBeGreaterThan(75);
    const today = (await get('/api/intake_logs?date[after]=2024-05-31+00:00:00&date[before]=2024-05-31+23:59:59'))
      .totalItems;
    expect(today).toBe(perDay.get('2024-05-31'));
    const hours = logs.map((log) => Number(log.date.slice(11, 13)));
    expect(Math.min(...hours)).toBeGreaterThanOrEqual(7);
    expect(Math.max(...hours)).toBeLessThanOrEqual(21);

    const goals = (await get('/api/goals')).member;
    expect(
      goals.map((goal: Record<string, unknown>) => [
        goal.nutrient,
        goal.goalType,
        goal.value,
        goal.startDate,
        goal.endDate,
      ]),
    ).toEqual([
      ['calories', 'maximum', 2500, '2024-02-01', '2024-04-30'],
      ['calories', 'maximum', 2200, '2024-05-01', null],
      ['totalFat', 'maximum', 70, '2024-05-01', null],
      ['totalCarbohydrates', 'maximum', 250, '2024-05-01', null],
      ['proteins', 'minimum', 120, null, null],
    ]);

    const weights = (await get('/api/weight_logs?pagination=false')).member as {
      date: string;
      weight: number;
      bodyFatPercentage: number | null;
      unit: string;
    }[];
    expect(weights).toHaveLength(20);
    expect(weights[0]!.date.slice(0, 10)).toBe('2024-04-20'); // six weeks, today included
    expect(weights.at(-1)!.date.slice(0, 10) <= '2024-05-31').toBe(true);
    const gaps = weights
      .slice(1)
      .map(
        (log, index) =>
          (Date.parse(log.date.slice(0, 10)) - Date.parse(weights[index]!.date.slice(0, 10))) / 86_400_000,
      );
    expect(gaps.every((gap) => gap >= 1 && gap <= 3)).toBe(true);
    expect(weights.every((log) => log.unit === 'kilogram' && log.weight > 80 && log.weight < 90)).toBe(true);
    expect(weights.at(-1)!.weight).toBeLessThan(weights[0]!.weight - 1); // trending down
    expect(weights.filter((log) => log.bodyFatPercentage !== null).length).toBeGreaterThanOrEqual(5);
    expect(weights.filter((log) => log.bodyFatPercentage === null).length).toBeGreaterThanOrEqual(5);
  });

  it('is the same for the same seed', async () => {
    const [first, second] = [await t.createUser(), await t.createUser()];
    const now = new Date('2024-05-31T15:00:00Z');
    await seedDemoData(t.db, first.uuid, { now });
    await seedDemoData(t.db, second.uuid, { now });
    const logs = async (userUuid: string) =>
      t.db
        .selectFrom('intake_logs')
        .select(['type', 'date', 'amount', 'quantity', 'description', 'calories'])
        .where('user_uuid', '=', userUuid)
        .orderBy('date')
        .execute();
    const weights = async (userUuid: string) =>
      t.db
        .selectFrom('weight_logs')
        .select(['date', 'weight', 'body_fat_percentage'])
        .where('user_uuid', '=', userUuid)
        .orderBy('date')
        .execute();
    expect(await logs(second.uuid)).toEqual(await logs(first.uuid));
    expect(await weights(second.uuid)).toEqual(await weights(first.uuid));
    expect(seededRandom(7)()).toBe(seededRandom(7)());
    expect(seededRandom(7)()).not.toBe(seededRandom(8)());
  });

  it('creates the account and its data in one transaction: nothing is left when a part fails', async () => {
    await sql`ALTER TABLE weight_logs ADD CONSTRAINT test_refuses_every_weight CHECK (weight < 0)`.execute(t.db);
    try {
      await expect(seedDemoAccount(t.db, () => {})).rejects.toMatchObject({ code: '23514' });
    } finally {
      await sql`ALTER TABLE weight_logs DROP CONSTRAINT test_refuses_every_weight`.execute(t.db);
    }
    expect(await counts(t.db)).toEqual({
      users: 0,
      products: 0,
      portions: 0,
      recipes: 0,
      recipe_items: 0,
      intake_logs: 0,
      goals: 0,
      weight_logs: 0,
    });
  });
});

describe('the start command', () => {
  it('seeds the demo data on the first start of an empty database (unless SEED_DEMO=false), never again', async () => {
    const target = await createDatabaseTarget();
    const run = async (env: Record<string, string>) => {
      const printed: string[] = [];
      const server = await startServer({ ...target.env, PORT: '0', LOG_LEVEL: 'silent', ...env }, (line) =>
        printed.push(line),
      );
      try {
        return { printed, counts: await counts(server.app.db) };
      } finally {
        await server.stop();
      }
    };
    try {
      const skipped = await run({ SEED_DEMO: 'false' });
      expect(skipped.counts.users).toBe(0);
      expect(skipped.printed.some((line) => line.startsWith('Demo sign-in'))).toBe(false);

      const first = await run({});
      expect(first.printed.filter((line) => line.startsWith('Demo sign-in'))).toHaveLength(1);
      expect(first.counts).toEqual(DEMO_COUNTS);

      const second = await run({});
      expect(second.printed.some((line) => line.startsWith('Demo sign-in'))).toBe(false);
      expect(second.counts).toEqual(DEMO_COUNTS);
    } finally {
      await target.cleanup();
    }
  }, 120_000);
});
