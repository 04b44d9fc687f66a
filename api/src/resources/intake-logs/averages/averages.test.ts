import type { KyselyPlugin } from 'kysely';
import { NUTRIENT_KEYS, type Nutrients, sumNutrients } from '@nutrilog/shared/nutrients';
import { buildApp } from '../../../app';
import { softDelete } from '../../../db/soft-delete';
import { insertIntakeLog, insertPortion, insertProduct } from '../../../testing/fixtures';
import { setupTestApp } from '../../../testing/harness';
import { testConfig } from '../../../testing/test-config';
import { insertRiceBowl } from '../../recipes/test-helpers';
import {
  FIFTY_GRAMS_OF_YOGHURT,
  HALF_A_RICE_BOWL,
  insertYoghurt,
  intakeLogRequests,
  nutrients,
  TWO_BOWLS_OF_YOGHURT,
} from '../test-helpers';
import { averageRequests, monthAveragesUrl, weekAveragesUrl } from './test-helpers';

const t = setupTestApp();
const request = intakeLogRequests(t);
const averages = averageRequests(t);

/** The average of day totals as the API works it out: the sum, divided by the number of days. */
const mean = (days: Nutrients[]) => {
  const total = sumNutrients(days);
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, total[key] / days.length])) as Nutrients;
};

const MANUAL_SNACK = nutrients({ calories: 20, water: 250, caffeine: 80 });
/** Monday 6 May 2024: two bowls of yoghurt and the snack. */
const MONDAY = sumNutrients([TWO_BOWLS_OF_YOGHURT, MANUAL_SNACK]);
/** Wednesday 8 May: two portions of the rice bowl (250 g). */
const WEDNESDAY = HALF_A_RICE_BOWL;
/** Tuesday 14 May: 250 g of the rice bowl without a portion and 50 g of yoghurt. */
const NEXT_TUESDAY = sumNutrients([HALF_A_RICE_BOWL, FIFTY_GRAMS_OF_YOGHURT]);

/**
 * Product, recipe and manual logs, with and without portions, over two ISO weeks of May 2024 (week 19:
 * Monday and Wednesday, week 20: Tuesday), then the product and the recipe deleted.
 */
async function insertMayLogs(userUuid: string) {
  const { yoghurt, bowl: yoghurtBowl } = await insertYoghurt(t.db, userUuid);
  const { bowl, serving } = await insertRiceBowl(t.db, userUuid);
  const log = (date: string, row: Parameters<typeof insertIntakeLog>[2]) =>
    insertIntakeLog(t.db, userUuid, { ...row, date });
  await log('2024-05-06T07:00:00Z', {
    type: 'product',
    product_uuid: yoghurt.uuid,
    portion_uuid: yoghurtBowl.uuid,
    quantity: 2,
  });
  await log('2024-05-06T15:00:00Z', { type: 'manual', description: 'Coffee and a biscuit', nutrients: MANUAL_SNACK });
  await log('2024-05-08T12:00:00Z', {
    type: 'recipe',
    recipe_uuid: bowl.uuid,
    recipe_portion_uuid: serving.uuid,
    quantity: 2,
  });
  await log('2024-05-14T12:00:00Z', { type: 'recipe', recipe_uuid: bowl.uuid, amount: 250 });
  await log('2024-05-14T16:00:00Z', { type: 'product', product_uuid: yoghurt.uuid, amount: 50 });
  await softDelete(t.db, 'products', userUuid, yoghurt.uuid);
  await softDelete(t.db, 'recipes', userUuid, bowl.uuid);
}

const WEEK_19 = { weekNumber: 19, year: 2024, startDate: '2024-05-06', endDate: '2024-05-12' };
const WEEK_20 = { weekNumber: 20, year: 2024, startDate: '2024-05-13', endDate: '2024-05-19' };
const MAY = { month: 5, year: 2024, startDate: '2024-05-01', endDate: '2024-05-31' };

describe('GET /api/intake_logs/week_averages and month_averages', () => {
  it('answer 401 without a token', async () => {
    expect((await request.get(weekAveragesUrl('date[after]=2024-05-01'))).statusCode).toBe(401);
    expect((await request.get(monthAveragesUrl('date[after]=2024-05-01'))).statusCode).toBe(401);
  });

  it('answer 422 violations for a missing or bad date[after], a bad order and an unknown time zone', async () => {
    const me = await t.signIn();
    for (const url of [weekAveragesUrl, monthAveragesUrl]) {
      const violations = async (query: string) => {
        const response = await request.get(url(query), me.headers);
        expect(response.statusCode).toBe(422);
        return response.json().violations;
      };
      expect(await violations('order[date]=asc')).toEqual([
        { propertyPath: 'date[after]', message: 'Date after is required.' },
      ]);
      expect(await violations('date[after]=2024-13-01&order[date]=up&timezone=Nowhere')).toEqual([
        { propertyPath: 'date[after]', message: 'Date after must be a date (YYYY-MM-DD).' },
        { propertyPath: 'order[date]', message: 'Date order must be one of asc, desc.' },
        { propertyPath: 'timezone', message: 'Timezone must be an IANA time zone such as Europe/Amsterdam.' },
      ]);
      expect(await violations('date[after]=2023-02-29')).toEqual([
        { propertyPath: 'date[after]', message: 'Date after must be a date (YYYY-MM-DD).' },
      ]);
      expect(await violations('date[after]=2024-05-01 00:00:00')).toEqual([
        { propertyPath: 'date[after]', message: 'Date after must be a date (YYYY-MM-DD).' },
      ]);
    }
  });

  it("average the daily totals of product, recipe and manual logs per week's logged days, newest first", async () => {
    const me = await t.signIn();
    await insertMayLogs(me.uuid);

    const response = await request.get(weekAveragesUrl('date[after]=2024-05-01'), me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/WeekAverage',
      '@id': '/api/intake_logs/week_averages',
      '@type': 'Collection',
      totalItems: 2,
      member: [
        { ...WEEK_20, loggedDays: 1, nutrients: NEXT_TUESDAY },
        {
          ...WEEK_19,
          loggedDays: 2, // Monday's two logs make one day
          nutrients: nutrients({
            calories: 285,
            proteins: 30,
            totalFat: 7.5,
            saturatedFat: 0.75,
            totalCarbohydrates: 20.75,
            fibers: 0.5,
            salt: 0.375,
            water: 170,
            caffeine: 40,
            potassium: 187.5,
          }),
        },
      ],
    });
    expect(response.json().member[1].nutrients).toEqual(mean([MONDAY, WEDNESDAY]));
  });

  it('average the daily totals over the logged days of each month', async () => {
    const me = await t.signIn();
    await insertMayLogs(me.uuid);

    const response = await request.get(monthAveragesUrl('date[after]=2024-05-01'), me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/MonthAverage',
      '@id': '/api/intake_logs/month_averages',
      '@type': 'Collection',
      totalItems: 1,
      member: [{ ...MAY, loggedDays: 3, nutrients: mean([MONDAY, WEDNESDAY, NEXT_TUESDAY]) }],
    });
  });

  it('order the periods by their start, desc by default or as asked', async () => {
    const me = await t.signIn();
    await insertMayLogs(me.uuid);
    await insertIntakeLog(t.db, me.uuid, { type: 'manual', date: '2024-06-03T12:00:00Z', nutrients: { calories: 1 } });
    const starts = (members: { startDate: string }[]) => members.map((member) => member.startDate);

    expect(starts(await averages.weeks('date[after]=2024-05-01&order[date]=asc', me.headers))).toEqual([
      '2024-05-06',
      '2024-05-13',
      '2024-06-03',
    ]);
    expect(starts(await averages.weeks('date[after]=2024-05-01&order[date]=DESC', me.headers))).toEqual([
      '2024-06-03',
      '2024-05-13',
      '2024-05-06',
    ]);
    expect(starts(await averages.months('date[after]=2024-05-01&order[date]=asc', me.headers))).toEqual([
      '2024-05-01',
      '2024-06-01',
    ]);
    expect(starts(await averages.months('date[after]=2024-05-01', me.headers))).toEqual(['2024-06-01', '2024-05-01']);
  });

  it('count only days from date[after] on, and still answer the whole period a cut week or month is in', async () => {
    const me = await t.signIn();
    await insertMayLogs(me.uuid);

    expect(await averages.weeks('date[after]=2024-05-08', me.headers)).toEqual([
      { ...WEEK_20, loggedDays: 1, nutrients: NEXT_TUESDAY },
      { ...WEEK_19, loggedDays: 1, nutrients: WEDNESDAY },
    ]);
    expect(await averages.months('date[after]=2024-05-08', me.headers)).toEqual([
      { ...MAY, loggedDays: 2, nutrients: mean([WEDNESDAY, NEXT_TUESDAY]) },
    ]);
    expect(await averages.weeks('date[after]=2024-05-15', me.headers)).toEqual([]);
  });

  it("never count another user's logs", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    await insertMayLogs(me.uuid);
    await insertIntakeLog(t.db, other.uuid, {
      type: 'manual',
      date: '2024-05-07T12:00:00Z',
      nutrients: { calories: 500 },
    });
    const { yoghurt } = await insertYoghurt(t.db, other.uuid);
    await insertIntakeLog(t.db, other.uuid, {
      type: 'product',
      date: '2024-05-06T12:00:00Z',
      product_uuid: yoghurt.uuid,
      amount: 100,
    });

    const mine = await averages.weeks('date[after]=2024-05-01', me.headers);
    expect(mine.map((week) => [week.startDate, week.loggedDays, week.nutrients.calories])).toEqual([
      ['2024-05-13', 1, 400],
      ['2024-05-06', 2, 285],
    ]);
    const hundredGramsOfYoghurt = nutrients({
      calories: 60,
      proteins: 4,
      totalFat: 3,
      totalCarbohydrates: 4.5,
      salt: 0.125,
    });
    expect(await averages.months('date[after]=2024-05-01', other.headers)).toEqual([
      { ...MAY, loggedDays: 2, nutrients: mean([nutrients({ calories: 500 }), hundredGramsOfYoghurt]) },
    ]);
  });

  it('count a recipe without items as zeros on its day', async () => {
    const me = await t.signIn();
    const { bowl } = await insertRiceBowl(t.db, me.uuid);
    await t.db.deleteFrom('recipe_items').where('recipe_uuid', '=', bowl.uuid).execute();
    await insertIntakeLog(t.db, me.uuid, {
      type: 'recipe',
      date: '2024-05-06T12:00:00Z',
      recipe_uuid: bowl.uuid,
      amount: 100,
    });
    await insertIntakeLog(t.db, me.uuid, {
      type: 'manual',
      date: '2024-05-07T12:00:00Z',
      nutrients: { calories: 100 },
    });

    expect(await averages.weeks('date[after]=2024-05-01', me.headers)).toEqual([
      { ...WEEK_19, loggedDays: 2, nutrients: nutrients({ calories: 50 }) },
    ]);
  });

  it('run one query whatever the number and kinds of logs (besides the token check)', async () => {
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery(args) {
        queries += 1;
        return args.node;
      },
      async transformResult(args) {
        return args.result;
      },
    };
    // Every request runs its queries: no answers kept in memory.
    const app = await buildApp(testConfig({ responseCache: false }), t.db.withPlugin(counter));
    try {
      const me = await t.signIn();
      const queriesFor = async (url: string) => {
        queries = 0;
        expect((await app.inject({ method: 'GET', url, headers: me.headers })).statusCode).toBe(200);
        return queries;
      };
      const urls = [weekAveragesUrl('date[after]=2024-05-01'), monthAveragesUrl('date[after]=2024-05-01')];
      const countAll = async () => [await queriesFor(urls[0]!), await queriesFor(urls[1]!)];
      const none = await countAll();
      await insertMayLogs(me.uuid);
      const product = await insertProduct(t.db, me.uuid);
      const portion = await insertPortion(t.db, me.uuid, { product_uuid: product.uuid });
      await insertIntakeLog(t.db, me.uuid, {
        type: 'product',
        date: '2024-05-20T12:00:00Z',
        product_uuid: product.uuid,
        portion_uuid: portion.uuid,
        quantity: 1,
      });
      const many = await countAll();
      expect(none).toEqual([2, 2]);
      expect(many).toEqual(none);
    } finally {
      await app.close();
    }
  });
});
