import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { zeroNutrients } from '@nutrilog/shared/nutrients';
import { buildApp } from '../../app';
import { STORED_AT } from '../../testing/answers';
import { insertPortion, insertProduct, insertRecipe, insertRecipeItem, UNKNOWN_UUID } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { testConfig } from '../../testing/test-config';
import {
  BOWL_NUTRIENTS,
  BOWL_PORTION_NUTRIENTS,
  CHICKEN_ITEM_NUTRIENTS,
  insertRiceBowl,
  nutrients,
  recipeRequests,
  RICE_ITEM_NUTRIENTS,
} from './test-helpers';

const t = setupTestApp();
const { get } = recipeRequests(t);
const names = (body: { member: { name: string }[] }) => body.member.map((member) => member.name);

describe('GET /api/recipes', () => {
  it('answers 401 without a token', async () => {
    const response = await get('/api/recipes');
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Missing X-API-KEY header.');
  });

  it("answers the user's recipes with nutrients and portions (items only in the detail), as linked data", async () => {
    const me = await t.signIn();
    const { bowl, serving } = await insertRiceBowl(t.db, me.uuid);
    const soup = await insertRecipe(t.db, me.uuid, { name: 'Soup', unit: 'milliliter' });

    const response = await get('/api/recipes', me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Recipe',
      '@id': '/api/recipes',
      '@type': 'Collection',
      totalItems: 2,
      page: 1,
      itemsPerPage: 30,
      member: [
        {
          '@context': '/api/contexts/Recipe',
          '@id': `/api/recipes/${bowl.uuid}`,
          '@type': 'Recipe',
          ...STORED_AT,
          uuid: bowl.uuid,
          name: 'Rice bowl',
          unit: 'gram',
          unitSize: 500,
          effectiveNutrients: BOWL_NUTRIENTS,
          portions: [
            {
              '@id': `/api/portions/${serving.uuid}`,
              '@type': 'Portion',
              ...STORED_AT,
              uuid: serving.uuid,
              name: '1 bowl',
              amount: 125,
              effectiveNutrients: BOWL_PORTION_NUTRIENTS,
            },
          ],
        },
        {
          '@context': '/api/contexts/Recipe',
          '@id': `/api/recipes/${soup.uuid}`,
          '@type': 'Recipe',
          ...STORED_AT,
          uuid: soup.uuid,
          name: 'Soup',
          unit: 'milliliter',
          unitSize: 100,
          effectiveNutrients: zeroNutrients(),
          portions: [],
        },
      ],
    });
  });

  it("filters by name, sorts by name either way, pages, and never shows others' or deleted recipes", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    for (const name of ['pancakes', 'Carrot cake', 'Cheesecake', 'Salad']) await insertRecipe(t.db, me.uuid, { name });
    await insertRecipe(t.db, me.uuid, { name: 'Old cake', deleted_at: new Date() });
    await insertRecipe(t.db, other.uuid, { name: 'Their cake' });

    expect(names((await get('/api/recipes?name=CAKE', me.headers)).json())).toEqual([
      'Carrot cake',
      'Cheesecake',
      'pancakes',
    ]);
    expect(names((await get('/api/recipes?name=cake&order[name]=desc', me.headers)).json())).toEqual([
      'pancakes',
      'Cheesecake',
      'Carrot cake',
    ]);
    const page = (await get('/api/recipes?itemsPerPage=3&page=2', me.headers)).json();
    expect(page).toMatchObject({ totalItems: 4, page: 2, itemsPerPage: 3 });
    expect(names(page)).toEqual(['Salad']);
  });

  it('answers 422 for a bad order', async () => {
    const me = await t.signIn();
    const response = await get('/api/recipes?order[name]=sideways', me.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 422,
      detail: 'order[name]: Name order must be one of asc, desc.',
      violations: [{ propertyPath: 'order[name]', message: 'Name order must be one of asc, desc.' }],
    });
  });

  it('still sums an item whose product was deleted', async () => {
    const me = await t.signIn();
    const { chicken } = await insertRiceBowl(t.db, me.uuid);
    await t.db.updateTable('products').set({ deleted_at: new Date() }).where('uuid', '=', chicken.uuid).execute();
    expect((await get('/api/recipes', me.headers)).json().member[0].effectiveNutrients).toEqual(BOWL_NUTRIENTS);
  });

  it('reads a page of recipes in the same number of queries however many recipes, items and portions', async () => {
    const counter = new QueryCounter();
    // Every request runs its queries: no answers kept in memory.
    const app = await buildApp(testConfig({ responseCache: false }), t.db.withPlugin(counter));
    try {
      const me = await t.signIn();
      const queriesFor = async () => {
        counter.count = 0;
        const response = await app.inject({ method: 'GET', url: '/api/recipes', headers: me.headers });
        expect(response.statusCode).toBe(200);
        return counter.count;
      };
      await insertRiceBowl(t.db, me.uuid);
      const withOne = await queriesFor();
      for (let index = 0; index < 3; index += 1) await insertRiceBowl(t.db, me.uuid);
      expect(await queriesFor()).toBe(withOne);
      // Authentication, the page and its count, the portions, the items.
      expect(withOne).toBeGreaterThanOrEqual(5);
      expect(withOne).toBeLessThanOrEqual(6);
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/recipes/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const recipe = await insertRecipe(t.db, me.uuid);
    expect((await get(`/api/recipes/${recipe.uuid}`)).statusCode).toBe(401);
  });

  it('answers the recipe: portions, items as added, products and portions embedded, nutrients summed', async () => {
    const me = await t.signIn();
    const { bowl, serving, chicken, fillet, rice, chickenItem, riceItem } = await insertRiceBowl(t.db, me.uuid);

    const response = await get(`/api/recipes/${bowl.uuid}`, me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Recipe',
      '@id': `/api/recipes/${bowl.uuid}`,
      '@type': 'Recipe',
      ...STORED_AT,
      uuid: bowl.uuid,
      name: 'Rice bowl',
      unit: 'gram',
      unitSize: 500,
      effectiveNutrients: BOWL_NUTRIENTS,
      portions: [
        {
          '@id': `/api/portions/${serving.uuid}`,
          '@type': 'Portion',
          ...STORED_AT,
          uuid: serving.uuid,
          name: '1 bowl',
          amount: 125,
          effectiveNutrients: BOWL_PORTION_NUTRIENTS,
        },
      ],
      items: [
        {
          '@id': `/api/recipe_items/${chickenItem.uuid}`,
          '@type': 'RecipeItem',
          ...STORED_AT,
          uuid: chickenItem.uuid,
          product: {
            '@id': `/api/products/${chicken.uuid}`,
            '@type': 'Product',
            uuid: chicken.uuid,
            name: 'Chicken',
            unit: 'gram',
            deleted: false,
          },
          portion: { '@id': `/api/portions/${fillet.uuid}`, uuid: fillet.uuid, name: '1 fillet', amount: 150 },
          amount: 0,
          quantity: 2,
          totalAmount: 300,
          effectiveNutrients: CHICKEN_ITEM_NUTRIENTS,
        },
        {
          '@id': `/api/recipe_items/${riceItem.uuid}`,
          '@type': 'RecipeItem',
          ...STORED_AT,
          uuid: riceItem.uuid,
          product: {
            '@id': `/api/products/${rice.uuid}`,
            '@type': 'Product',
            uuid: rice.uuid,
            name: 'Rice',
            unit: 'gram',
            deleted: false,
          },
          portion: null,
          amount: 200,
          quantity: 0,
          totalAmount: 200,
          effectiveNutrients: RICE_ITEM_NUTRIENTS,
        },
      ],
    });
  });

  it('keeps an item whose product was deleted in its place, flagged, and still counts its nutrients', async () => {
    const me = await t.signIn();
    const { bowl, chicken } = await insertRiceBowl(t.db, me.uuid);
    await t.db.updateTable('products').set({ deleted_at: new Date() }).where('uuid', '=', chicken.uuid).execute();

    const body = (await get(`/api/recipes/${bowl.uuid}`, me.headers)).json();
    expect(body.items.map((item: { product: { name: string; deleted: boolean } }) => item.product)).toEqual([
      expect.objectContaining({ name: 'Chicken', deleted: true }),
      expect.objectContaining({ name: 'Rice', deleted: false }),
    ]);
    expect(body.items[0].effectiveNutrients).toEqual(CHICKEN_ITEM_NUTRIENTS);
    expect(body.effectiveNutrients).toEqual(BOWL_NUTRIENTS);
  });

  it('scales portions by the unit size: a portion of the whole recipe has all of its nutrients', async () => {
    const me = await t.signIn();
    const cake = await insertRecipe(t.db, me.uuid, { unit_size: 800 });
    const whole = await insertPortion(t.db, me.uuid, { recipe_uuid: cake.uuid, name: 'whole', amount: 800 });
    const flour = await insertProduct(t.db, me.uuid, { nutrients: { calories: 350, proteins: 10 } });
    await insertRecipeItem(t.db, me.uuid, { recipe_uuid: cake.uuid, product_uuid: flour.uuid, amount: 250 });

    const body = (await get(`/api/recipes/${cake.uuid}`, me.headers)).json();
    expect(body.effectiveNutrients).toEqual(nutrients({ calories: 875, proteins: 25 }));
    expect(body.portions).toEqual([
      expect.objectContaining({ uuid: whole.uuid, effectiveNutrients: nutrients({ calories: 875, proteins: 25 }) }),
    ]);
  });

  it("answers 404 for another user's recipe, a deleted one, an unknown uuid and a malformed one", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const theirs = await insertRecipe(t.db, other.uuid);
    const deleted = await insertRecipe(t.db, me.uuid, { deleted_at: new Date() });
    for (const uuid of [theirs.uuid, deleted.uuid, UNKNOWN_UUID, '1234']) {
      const response = await get(`/api/recipes/${uuid}`, me.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ type: '/api/errors/404', detail: 'The resource does not exist.' });
    }
    expect((await get(`/api/recipes/${theirs.uuid}`, other.headers)).json()).toMatchObject({
      uuid: theirs.uuid,
      items: [],
    });
  });
});

/** Counts the queries an app runs on its database. */
class QueryCounter implements KyselyPlugin {
  count = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
