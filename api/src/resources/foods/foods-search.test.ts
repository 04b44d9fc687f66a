import type { FastifyInstance } from 'fastify';
import { MEDIA_TYPES } from '@nutrilog/shared/domain';
import { buildApp } from '../../app';
import { insertPortion, insertProduct, insertRecipe, insertRecipeItem } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { testConfig } from '../../testing/test-config';
import { watchedReads } from '../../testing/watched-reads';
import { nutrients } from '../products/test-helpers';
import { importReferenceFoods } from '../reference-foods/importer';
import { srDirectories } from '../reference-foods/testing/sr-fixture';
import { memberIds, productFromFoodOn, searchFoodsOn } from './testing/food-requests';

/*
 * GET /api/foods offline, over the SR sample (banana, chicken breast, butter, coffee, corn flakes, Greek yoghurt):
 * sources and their order, names per locale, nutrients per 100, portions, the `product` field, pagination, errors.
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

const search = (headers: Record<string, string>, query: Record<string, string | number>) =>
  searchFoodsOn(t.app, headers, query);

const BANANA_PER_100G = {
  ...{ calories: 89, totalFat: 0.33, saturatedFat: 0.112, totalCarbohydrates: 22.84, sugars: 12.23 },
  ...{ fibers: 2.6, proteins: 1.09, water: 74.91, potassium: 358 },
};

describe('GET /api/foods', () => {
  it('answers 401 without a token', async () => {
    expect((await search({}, { q: 'banana' })).statusCode).toBe(401);
  });

  it.each([
    [{}, 'Search text is required.'],
    [{ q: '' }, 'Search text is required.'],
    [{ q: '   ' }, 'Search text is required.'],
    [{ q: 'a'.repeat(201) }, 'Search text must be at most 200 characters.'],
  ])('answers 422 at q for %j', async (query, message) => {
    const me = await t.signIn();
    const response = await search(me.headers, query);
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([{ propertyPath: 'q', message }]);
  });

  it('accepts 200 characters, and answers an empty collection when nothing is found', async () => {
    const me = await t.signIn();
    const response = await search(me.headers, { q: 'x'.repeat(200) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Food',
      '@id': '/api/foods',
      '@type': 'Collection',
      member: [],
      totalItems: 0,
      page: 1,
      itemsPerPage: 30,
    });
  });

  it("lists own products, recipes, then reference foods, each by name; not deleted ones, not others'", async () => {
    const me = await t.signIn();
    const other = await t.signIn();
    await insertProduct(t.db, other.uuid, { name: 'Banana chips' });
    await insertProduct(t.db, me.uuid, { name: 'Banana deleted', deleted_at: new Date() });
    const bread = await insertProduct(t.db, me.uuid, { name: 'Banana bread with walnuts' });
    const banana = await insertProduct(t.db, me.uuid, { name: 'Banana' });
    await insertProduct(t.db, me.uuid, { name: 'Apple' });
    const smoothie = await insertRecipe(t.db, me.uuid, { name: 'Banana smoothie' });
    await insertRecipe(t.db, other.uuid, { name: 'Banana split' });

    const response = await search(me.headers, { q: 'banana' });
    expect(response.statusCode).toBe(200);
    expect(memberIds(response.json())).toEqual([
      `product:${banana.uuid}`,
      `product:${bread.uuid}`,
      `recipe:${smoothie.uuid}`,
      'reference:09040',
    ]);
    expect(response.json().totalItems).toBe(4);
  });

  it("answers a product's nutrients per 100 of its unit, its portions and its own IRI", async () => {
    const me = await t.signIn();
    const milk = await insertProduct(t.db, me.uuid, {
      name: 'Milk',
      unit: 'milliliter',
      nutrients_per: 250,
      nutrients: { calories: 120, proteins: 8.5 },
    });
    await insertPortion(t.db, me.uuid, { product_uuid: milk.uuid, name: 'Glass', amount: 200 });
    const [food] = (await search(me.headers, { q: 'milk' })).json().member;
    expect(food).toEqual({
      '@context': '/api/contexts/Food',
      '@id': `/api/foods/product:${milk.uuid}`,
      '@type': 'Food',
      source: 'product',
      name: 'Milk',
      brand: null,
      unit: 'milliliter',
      nutrientsPer: 100,
      nutrients: {
        ...{ calories: 48, totalFat: 0, saturatedFat: 0, totalCarbohydrates: 0, sugars: 0, fibers: 0 },
        ...{ proteins: expect.closeTo(3.4, 10), salt: 0, water: 0, caffeine: 0, potassium: 0 },
      },
      portions: [{ name: 'Glass', amount: 200 }],
      product: `/api/products/${milk.uuid}`,
    });
  });

  it("answers a recipe's nutrients per 100 of its unit (its items' sum over its unit size), its portions", async () => {
    const me = await t.signIn();
    const oats = await insertProduct(t.db, me.uuid, { name: 'Oats', nutrients: { calories: 380, proteins: 13 } });
    const porridge = await insertRecipe(t.db, me.uuid, { name: 'Porridge', unit_size: 400 });
    await insertRecipeItem(t.db, me.uuid, { recipe_uuid: porridge.uuid, product_uuid: oats.uuid, amount: 80 });
    await insertPortion(t.db, me.uuid, { recipe_uuid: porridge.uuid, name: 'Bowl', amount: 250 });
    const [food] = (await search(me.headers, { q: 'porridge' })).json().member;
    // 80 g of oats (304 kcal, 10.4 g protein) in 400 g of porridge: 76 kcal and 2.6 g protein per 100 g.
    expect(food).toMatchObject({
      '@id': `/api/foods/recipe:${porridge.uuid}`,
      source: 'recipe',
      name: 'Porridge',
      brand: null,
      unit: 'gram',
      nutrientsPer: 100,
      portions: [{ name: 'Bowl', amount: 250 }],
      product: null,
    });
    expect(food.nutrients.calories).toBeCloseTo(76, 6);
    expect(food.nutrients.proteins).toBeCloseTo(2.6, 6);
  });

  it('answers a reference food per 100 g with its household measures as portions, in English for en-GB', async () => {
    const me = await t.signIn();
    const [food] = (await search(me.headers, { q: 'banana' })).json().member;
    expect(food).toMatchObject({
      '@id': '/api/foods/reference:09040',
      source: 'reference',
      name: 'Bananas, raw',
      brand: null,
      unit: 'gram',
      nutrientsPer: 100,
      nutrients: BANANA_PER_100G,
      // SR: 'cup, sliced' 150 g and 'medium (7" to 7-7/8" long)' 118 g, in SR's order.
      portions: [
        { name: '1 cup, sliced', amount: 150 },
        { name: '1 medium', amount: 118 },
      ],
      product: null,
    });
  });

  it("answers Dutch names for an nl-NL user: 'kipfilet' finds the raw chicken breast as Kipfilet", async () => {
    const me = await t.signIn();
    const headers = { ...me.headers, 'content-type': 'application/merge-patch+json' };
    await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', payload: { preferredLocale: 'nl-NL' }, headers });
    const kipfilet = (await search(me.headers, { q: 'kipfilet' })).json();
    expect(kipfilet.member.map((food: { '@id': string; name: string }) => [food['@id'], food.name])).toEqual([
      ['/api/foods/reference:05062', 'Kipfilet'],
    ]);
    expect((await search(me.headers, { q: 'banana' })).json().member[0]).toMatchObject({
      '@id': '/api/foods/reference:09040',
      name: 'Banaan',
    });
  });

  it('pages across the sources: totalItems counts all, page and itemsPerPage pick the slice', async () => {
    const me = await t.signIn();
    const first = await insertProduct(t.db, me.uuid, { name: 'Banana' });
    const recipe = await insertRecipe(t.db, me.uuid, { name: 'Banana cake' });
    const page = (number: number) =>
      search(me.headers, { q: 'banana', page: number, itemsPerPage: 2 }).then((response) => response.json());
    expect(await page(1)).toMatchObject({ totalItems: 3, page: 1, itemsPerPage: 2 });
    expect(memberIds(await page(1))).toEqual([`product:${first.uuid}`, `recipe:${recipe.uuid}`]);
    expect(memberIds(await page(2))).toEqual(['reference:09040']);
    expect(await page(3)).toMatchObject({ member: [], totalItems: 3, page: 3 });
    const tooMany = await search(me.headers, { q: 'banana', itemsPerPage: 101 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().violations).toEqual([
      { propertyPath: 'itemsPerPage', message: 'Items per page must be less than or equal to 100.' },
    ]);
  });

  it("shows a reference food's `product` once the user made a product of it, not after it is deleted", async () => {
    const me = await t.signIn();
    expect((await search(me.headers, { q: 'banana' })).json().member).toEqual([
      expect.objectContaining({ '@id': '/api/foods/reference:09040', product: null }),
    ]);
    const made = (await productFromFoodOn(t.app, me.headers, '/api/foods/reference:09040')).json();
    const after = (await search(me.headers, { q: 'banana' })).json().member;
    // The new product is one of the user's own now, and listed first; the reference food points at it.
    expect(after.map((food: { '@id': string; product: string | null }) => [food['@id'], food.product])).toEqual([
      [`/api/foods/product:${made.uuid}`, `/api/products/${made.uuid}`],
      ['/api/foods/reference:09040', `/api/products/${made.uuid}`],
    ]);
    await t.app.inject({ method: 'DELETE', url: `/api/products/${made.uuid}`, headers: me.headers });
    expect((await search(me.headers, { q: 'banana' })).json().member).toEqual([
      expect.objectContaining({ '@id': '/api/foods/reference:09040', product: null }),
    ]);
  });

  it('answers the offline sources alone when no reference foods were imported', async () => {
    await t.db.deleteFrom('reference_food_imports').execute();
    const me = await t.signIn();
    const banana = await insertProduct(t.db, me.uuid, { name: 'Banana' });
    expect(memberIds((await search(me.headers, { q: 'banana' })).json())).toEqual([`product:${banana.uuid}`]);
  });

  describe("the user's names, kept between searches", () => {
    const createProduct = (app: FastifyInstance, headers: Record<string, string>, name: string) =>
      app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...headers, 'content-type': MEDIA_TYPES.ldJson },
        payload: { name, nutrients: nutrients({ calories: 50 }) },
      });
    const namesFound = async (app: FastifyInstance, headers: Record<string, string>, q: string) =>
      (await searchFoodsOn(app, headers, { q })).json<{ member: { name: string }[] }>().member.map((food) => food.name);

    it('are read again after the user creates or renames a product, whatever the text searched', async () => {
      const me = await t.signIn();
      expect(await namesFound(t.app, me.headers, 'oat')).toEqual([]);
      const created = (await createProduct(t.app, me.headers, 'Oat milk')).json<{ uuid: string }>();
      expect(await namesFound(t.app, me.headers, 'oat m')).toEqual(['Oat milk']);
      const renamed = await t.app.inject({
        method: 'PATCH',
        url: `/api/products/${created.uuid}`,
        headers: { ...me.headers, 'content-type': MEDIA_TYPES.mergePatch },
        payload: { name: 'Rye bread' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(await namesFound(t.app, me.headers, 'oat mi')).toEqual([]);
      expect(await namesFound(t.app, me.headers, 'rye')).toEqual(['Rye bread']);
    });

    it("keeps the user's recipes made into members: the next search does not read their items again", async () => {
      const me = await t.signIn();
      const oats = await insertProduct(t.db, me.uuid, { name: 'Oats', nutrients: { calories: 380 } });
      const porridge = await insertRecipe(t.db, me.uuid, { name: 'Porridge', unit_size: 400 });
      await insertRecipeItem(t.db, me.uuid, { recipe_uuid: porridge.uuid, product_uuid: oats.uuid, amount: 80 });
      const reads = watchedReads(t.db, 'recipe_items');
      const app = await buildApp(testConfig({}), reads.db);
      try {
        const calories = async (q: string) =>
          (await searchFoodsOn(app, me.headers, { q }))
            .json()
            .member.map((food: { nutrients: { calories: number } }) => food.nutrients.calories);
        expect(await calories('por')).toEqual([76]);
        const afterFirst = reads.count;
        expect(await calories('porr')).toEqual([76]);
        expect(reads.count).toBe(afterFirst);
      } finally {
        await app.close();
      }
    });

    it("shows a recipe's new nutrients after the user changes one of its items", async () => {
      const me = await t.signIn();
      const oats = await insertProduct(t.db, me.uuid, { name: 'Oats', nutrients: { calories: 380 } });
      const porridge = await insertRecipe(t.db, me.uuid, { name: 'Porridge', unit_size: 400 });
      const item = await insertRecipeItem(t.db, me.uuid, {
        recipe_uuid: porridge.uuid,
        product_uuid: oats.uuid,
        amount: 80,
      });
      const calories = async (q: string) =>
        (await search(me.headers, { q }))
          .json()
          .member.map((food: { nutrients: { calories: number } }) => food.nutrients.calories);
      expect(await calories('por')).toEqual([76]);
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/recipe_items/${item.uuid}`,
        headers: { ...me.headers, 'content-type': MEDIA_TYPES.mergePatch },
        payload: { amount: 160 },
      });
      expect(changed.statusCode).toBe(200);
      expect(await calories('porr')).toEqual([152]);
    });

    it("are read again on another process sharing the database after the user's write there", async () => {
      const [a, b] = [await t.buildApp({ sharedDatabase: true }), await t.buildApp({ sharedDatabase: true })];
      const me = await t.signIn();
      expect(await namesFound(b, me.headers, 'oat')).toEqual([]);
      expect((await createProduct(a, me.headers, 'Oat milk')).statusCode).toBe(201);
      expect(await namesFound(b, me.headers, 'oat m')).toEqual(['Oat milk']);
    });
  });
});
