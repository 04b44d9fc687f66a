import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../app';
import { insertIntakeLog, insertPortion, insertProduct } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { testConfig } from '../../testing/test-config';
import { insertRiceBowl } from '../recipes/test-helpers';

const t = setupTestApp();

/** Counts the queries an app runs. */
function queryCounter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery(args) {
      this.count += 1;
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
}

describe('the intake log lists', () => {
  it('run the same number of queries for a page of 1 log as for a page of many, of every kind', async () => {
    const counter = queryCounter();
    // Every request runs its queries: no answers kept in memory.
    const app = await buildApp(testConfig({ responseCache: false }), t.db.withPlugin(counter));
    try {
      const me = await t.signIn();
      const queriesFor = async (url: string) => {
        counter.count = 0;
        const response = await app.inject({ method: 'GET', url, headers: me.headers });
        expect(response.statusCode).toBe(200);
        return counter.count;
      };
      const urls = [
        '/api/intake_logs',
        '/api/intake_logs?pagination=false',
        '/api/intake_logs/daily_consumption?date=2024-05-01',
        '/api/intake_logs/nutrient_history?date[after]=2024-05-01&date[before]=2024-05-01',
      ];

      const { bowl, serving } = await insertRiceBowl(t.db, me.uuid);
      await insertIntakeLog(t.db, me.uuid, {
        type: 'recipe',
        date: '2024-05-01T08:00:00Z',
        recipe_uuid: bowl.uuid,
        recipe_portion_uuid: serving.uuid,
        quantity: 1,
      });
      const few = [];
      for (const url of urls) few.push(await queriesFor(url));

      for (let index = 0; index < 4; index += 1) {
        const product = await insertProduct(t.db, me.uuid, { name: `Product ${index}` });
        const portion = await insertPortion(t.db, me.uuid, { product_uuid: product.uuid });
        await insertIntakeLog(t.db, me.uuid, {
          type: 'product',
          date: '2024-05-01T09:00:00Z',
          product_uuid: product.uuid,
          portion_uuid: portion.uuid,
          quantity: 1,
        });
        const other = await insertRiceBowl(t.db, me.uuid);
        await insertIntakeLog(t.db, me.uuid, {
          type: 'recipe',
          date: '2024-05-01T10:00:00Z',
          recipe_uuid: other.bowl.uuid,
          amount: 100,
        });
        await insertIntakeLog(t.db, me.uuid, { type: 'manual', date: '2024-05-01T11:00:00Z', description: 'Snack' });
      }
      const many = [];
      for (const url of urls) many.push(await queriesFor(url));
      expect(few.every((count) => count > 0)).toBe(true);
      expect(many).toEqual(few);
    } finally {
      await app.close();
    }
  });
});
