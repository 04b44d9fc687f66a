import { insertProduct, insertRecipe } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { importReferenceFoods } from '../reference-foods/importer';
import { srDirectories } from '../reference-foods/testing/sr-fixture';
import { productFromFoodOn } from './testing/food-requests';

/*
 * POST /api/products/from_food with reference foods and the user's own foods
 * (Open Food Facts: from-food-off.test.ts).
 */

const t = setupTestApp();
const directories = srDirectories();
let sample: string;
beforeAll(() => {
  sample = directories.create();
});
afterAll(() => directories.cleanup());
beforeEach(async () => {
  await importReferenceFoods(t.db, sample);
});

const fromFood = (headers: Record<string, string>, food: unknown) => productFromFoodOn(t.app, headers, food);
const liveProductsOf = (userUuid: string) =>
  t.db
    .selectFrom('products')
    .select(['uuid', 'source_food'])
    .where('user_uuid', '=', userUuid)
    .where('deleted_at', 'is', null)
    .execute();

describe('POST /api/products/from_food', () => {
  it('answers 401 without a token', async () => {
    expect((await fromFood({}, '/api/foods/reference:09040')).statusCode).toBe(401);
  });

  it('makes a product of a reference food: 201, per 100 g, its measures as portions, origin reference', async () => {
    const me = await t.signIn();
    const response = await fromFood(me.headers, '/api/foods/reference:09040');
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      '@id': `/api/products/${product.uuid}`,
      '@type': 'Product',
      name: 'Bananas, raw',
      unit: 'gram',
      nutrientsPer: 100,
      nutrients: { calories: 89, proteins: 1.09, sugars: 12.23, potassium: 358 },
      favorite: false,
      barcode: null,
      origin: 'reference',
      intakeLogCount: 0,
      portions: [
        { '@type': 'Portion', name: '1 cup, sliced', amount: 150 },
        {
          '@type': 'Portion',
          name: '1 medium',
          amount: 118,
          effectiveNutrients: expect.objectContaining({ calories: expect.closeTo(105.02, 6) }),
        },
      ],
    });
    // The product answers as any other, with its origin.
    const read = await t.app.inject({ method: 'GET', url: `/api/products/${product.uuid}`, headers: me.headers });
    expect(read.json()).toMatchObject({ uuid: product.uuid, origin: 'reference' });
    const list = await t.app.inject({ method: 'GET', url: '/api/products', headers: me.headers });
    expect(list.json().member).toEqual([expect.objectContaining({ uuid: product.uuid, origin: 'reference' })]);
  });

  it("names the product in the user's language: Kipfilet for nl-NL", async () => {
    const me = await t.signIn();
    await t.db.updateTable('users').set({ preferred_locale: 'nl-NL' }).where('uuid', '=', me.uuid).execute();
    const response = await fromFood(me.headers, '/api/foods/reference:05062');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Kipfilet',
      nutrients: { calories: 120, proteins: 22.5 },
      origin: 'reference',
    });
  });

  it('answers the product made the first time, with 200, when the same food is added again', async () => {
    const me = await t.signIn();
    const first = await fromFood(me.headers, '/api/foods/reference:09040');
    const again = await fromFood(me.headers, '/api/foods/reference:09040');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await liveProductsOf(me.uuid)).toEqual([{ uuid: first.json().uuid, source_food: 'reference:09040' }]);
  });

  it('makes one product for identical requests at the same time', async () => {
    const me = await t.signIn();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => fromFood(me.headers, '/api/foods/reference:09040')),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.json().uuid)).size).toBe(1);
    expect(await liveProductsOf(me.uuid)).toHaveLength(1);
    const portions = await t.db.selectFrom('portions').select('name').where('user_uuid', '=', me.uuid).execute();
    expect(portions).toHaveLength(2);
  });

  it("makes a new product when the one made before was deleted, and keeps each user's products apart", async () => {
    const me = await t.signIn();
    const other = await t.signIn();
    const first = (await fromFood(me.headers, '/api/foods/reference:09040')).json();
    await t.app.inject({ method: 'DELETE', url: `/api/products/${first.uuid}`, headers: me.headers });
    const second = await fromFood(me.headers, '/api/foods/reference:09040');
    expect(second.statusCode).toBe(201);
    expect(second.json().uuid).not.toBe(first.uuid);
    const others = await fromFood(other.headers, '/api/foods/reference:09040');
    expect(others.statusCode).toBe(201);
    expect(others.json().uuid).not.toBe(second.json().uuid);
  });

  it("gives a copy of a product made from a food no origin: the user's own; the food finds the original", async () => {
    const me = await t.signIn();
    const made = (await fromFood(me.headers, '/api/foods/reference:09040')).json();
    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/products/${made.uuid}/duplicate`,
      payload: {},
      headers: me.headers,
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Bananas, raw (copy)', origin: null });
    const again = await fromFood(me.headers, '/api/foods/reference:09040');
    expect([again.statusCode, again.json().uuid]).toEqual([200, made.uuid]);
  });

  it("answers the user's own product with 200 for a food of source product", async () => {
    const me = await t.signIn();
    const oats = await insertProduct(t.db, me.uuid, { name: 'Oats' });
    const response = await fromFood(me.headers, `/api/foods/product:${oats.uuid}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ uuid: oats.uuid, name: 'Oats', origin: null });
  });

  it("answers 404 for an unknown food, another user's product or a deleted one", async () => {
    const me = await t.signIn();
    const other = await t.signIn();
    const theirs = await insertProduct(t.db, other.uuid, { name: 'Theirs' });
    const deleted = await insertProduct(t.db, me.uuid, { name: 'Gone', deleted_at: new Date() });
    for (const food of [
      '/api/foods/reference:99999',
      '/api/foods/reference:banana',
      `/api/foods/product:${theirs.uuid}`,
      `/api/foods/product:${deleted.uuid}`,
      '/api/foods/product:not-a-uuid',
      '/api/foods/openFoodFacts:3017620422003',
    ]) {
      const response = await fromFood(me.headers, food);
      expect([food, response.statusCode, response.json().detail]).toEqual([food, 404, 'The food does not exist.']);
    }
    expect(await liveProductsOf(me.uuid)).toEqual([]);
  });

  it('answers 422 at food for a recipe, and for text that is not a food IRI', async () => {
    const me = await t.signIn();
    const recipe = await insertRecipe(t.db, me.uuid, { name: 'Porridge' });
    const recipeResponse = await fromFood(me.headers, `/api/foods/recipe:${recipe.uuid}`);
    expect(recipeResponse.statusCode).toBe(422);
    expect(recipeResponse.json().violations).toEqual([
      { propertyPath: 'food', message: 'A recipe cannot be added as a product: log the recipe itself.' },
    ]);
    for (const food of ['banana', '/api/products/09040', '/api/foods/nutella:1', '/api/foods/reference']) {
      const response = await fromFood(me.headers, food);
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([
        { propertyPath: 'food', message: 'Food must be a food of the food database.' },
      ]);
    }
    for (const [food, message] of [
      ['', 'Food is required.'],
      [undefined, 'Food is required.'],
      [42, 'Food must be a string.'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/products/from_food',
        payload: food === undefined ? {} : { food },
        headers: me.headers,
      });
      expect(response.json().violations).toEqual([{ propertyPath: 'food', message }]);
    }
  });
});
