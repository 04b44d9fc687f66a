import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { insertProduct } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { refusedUrl } from '../barcodes/testing/fake-open-food-facts';
import { importReferenceFoods } from '../reference-foods/importer';
import { srDirectories } from '../reference-foods/testing/sr-fixture';
import { type FakeOffSearch, RECORDED, startFakeOffSearch } from './testing/fake-off-search';
import { memberIds, productFromFoodOn, searchFoodsOn } from './testing/food-requests';

/*
 * GET /api/foods and POST /api/products/from_food with Open Food Facts on: a stand-in server built from recorded
 * product responses answers the text search (good, empty, 500, hang, malformed).
 */

const USER_AGENT = 'Nutrilog-tests/1.0 (food search)';
const TIMEOUT_MS = 400;

const t = setupTestApp();
const directories = srDirectories();
let sample: string;
let off: FakeOffSearch;
let app: FastifyInstance;

beforeAll(async () => {
  sample = directories.create();
  off = await startFakeOffSearch();
  app = await t.buildApp({
    barcodeLookup: {
      openFoodFactsUrl: off.url,
      openFoodFactsTimeoutMs: TIMEOUT_MS,
      openFoodFactsUserAgent: USER_AGENT,
      cacheDays: 30,
    },
  });
});
afterAll(async () => {
  directories.cleanup();
  await off.close();
});
beforeEach(async () => {
  off.reset();
  await importReferenceFoods(t.db, sample);
});

const search = (headers: Record<string, string>, query: Record<string, string | number>) =>
  searchFoodsOn(app, headers, query);

describe('GET /api/foods with Open Food Facts', () => {
  it("lists Open Food Facts' products after offline ones, with brand, unit, serving, nutrients per 100", async () => {
    const me = await t.signIn();
    const own = await insertProduct(t.db, me.uuid, { name: 'Nutella sandwich' });
    off.answer('nutella', { products: [RECORDED.nutella(), RECORDED.fanta()] });
    const response = await search(me.headers, { q: '  Nutella ' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).not.toHaveProperty('partial');
    expect(body.totalItems).toBe(3);
    expect(memberIds(body)).toEqual([
      `product:${own.uuid}`,
      'openFoodFacts:3017620422003',
      'openFoodFacts:5449000011527',
    ]);
    expect(body.member[1]).toEqual({
      '@context': '/api/contexts/Food',
      '@id': '/api/foods/openFoodFacts:3017620422003',
      '@type': 'Food',
      source: 'openFoodFacts',
      name: 'Nutella',
      brand: 'Ferrero',
      unit: 'gram',
      nutrientsPer: 100,
      nutrients: {
        ...{ calories: 539, totalFat: 30.9, saturatedFat: 10.6, totalCarbohydrates: 57.5, sugars: 56.3, fibers: 0 },
        ...{ proteins: 6.3, salt: 0.107, water: 0, caffeine: 0, potassium: 0 },
      },
      portions: [{ name: '1 serving', amount: 15 }],
      product: null,
    });
    // A drink sold by volume: per 100 ml.
    expect(body.member[2]).toMatchObject({
      name: 'Fanta Orange',
      brand: 'Fanta',
      unit: 'milliliter',
      portions: [{ name: '1 serving', amount: 330 }],
    });

    const [asked] = off.searches('nutella');
    expect(asked?.searchParams.get('search_simple')).toBe('1');
    expect(asked?.searchParams.get('json')).toBe('1');
    expect(asked?.searchParams.get('page')).toBe('1');
    expect(asked?.searchParams.get('page_size')).toBe('100');
    expect(asked?.searchParams.get('fields')?.split(',')).toEqual(
      expect.arrayContaining(['code', 'product_name', 'brands', 'nutriments', 'serving_quantity']),
    );
    expect(off.requests[0]?.headers['user-agent']).toBe(USER_AGENT);
  });

  it('caches the answers in the database: the same search does not ask Open Food Facts again', async () => {
    const me = await t.signIn();
    off.answer('cola', { products: [RECORDED.cocaCola()] });
    expect(memberIds((await search(me.headers, { q: 'cola' })).json())).toEqual(['openFoodFacts:54491472']);
    // Another page size is another URL (not the answer kept in memory), and the same Open Food Facts page.
    expect(memberIds((await search(me.headers, { q: 'COLA', itemsPerPage: 5 })).json())).toEqual([
      'openFoodFacts:54491472',
    ]);
    expect(off.searches('cola')).toHaveLength(1);
    expect(await t.db.selectFrom('food_searches').select('key').execute()).toEqual([{ key: '100 1 cola' }]);
  });

  it('answers the offline results without `partial` when Open Food Facts finds nothing', async () => {
    const me = await t.signIn();
    off.answer('banana', { products: [], count: 0 });
    const body = (await search(me.headers, { q: 'banana' })).json();
    expect(body).not.toHaveProperty('partial');
    expect(memberIds(body)).toEqual(['reference:09040']);
    expect(body.totalItems).toBe(1);
  });

  it.each([
    ['an HTTP 500', { status: 500 }],
    ['a body that is not JSON', { malformed: '<html>busy</html>' }],
    ['JSON without a product list', { malformed: '{"count":3,"products":"none"}' }],
    ['JSON without a count', { malformed: '{"products":[]}' }],
    ['a JSON array', { malformed: '[]' }],
  ] as const)(
    'answers the offline results alone with partial: true after %s, and does not keep that answer',
    async (_what, answer) => {
      const me = await t.signIn();
      off.answer('banana', answer);
      for (let i = 0; i < 2; i += 1) {
        const response = await search(me.headers, { q: 'banana' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          member: [expect.objectContaining({ '@id': '/api/foods/reference:09040' })],
          totalItems: 1,
          partial: true,
        });
      }
      expect(off.searches('banana')).toHaveLength(2);
      expect(await t.db.selectFrom('food_searches').select('key').execute()).toEqual([]);
    },
  );

  it('answers the offline results with partial: true when Open Food Facts does not answer in time', async () => {
    const me = await t.signIn();
    off.answer('banana', { hang: true });
    const started = Date.now();
    const response = await search(me.headers, { q: 'banana' });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      member: [expect.objectContaining({ source: 'reference' })],
      totalItems: 1,
      partial: true,
    });
  });

  it('logs why Open Food Facts failed (the client only sees partial: true)', async () => {
    const me = await t.signIn();
    const lines: string[] = [];
    const logStream = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) });
    const logging = await t.buildApp({ logLevel: 'warn', barcodeLookup: app.config.barcodeLookup }, { logStream });
    off.answer('banana', { status: 503 });
    expect((await searchFoodsOn(logging, me.headers, { q: 'banana' })).json()).toMatchObject({ partial: true });
    const warning = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'Open Food Facts search failed');
    expect(warning).toMatchObject({ reason: 'HTTP 503' });
  });

  it('asks again once a cached page is a day old, and answers the old page if Open Food Facts then fails', async () => {
    const me = await t.signIn();
    off.answer('cola', { products: [RECORDED.cocaCola()] });
    await search(me.headers, { q: 'cola' });
    await t.db
      .updateTable('food_searches')
      .set({ fetched_at: sql<Date>`now() - interval '25 hours'` })
      .execute();
    off.answer('cola', { status: 500 });
    const stale = await search(me.headers, { q: 'cola', itemsPerPage: 7 });
    expect(stale.json()).not.toHaveProperty('partial');
    expect(memberIds(stale.json())).toEqual(['openFoodFacts:54491472']);
    expect(off.searches('cola')).toHaveLength(2);
  });

  it("pages across the offline results and Open Food Facts' pages: totalItems counts OFF's count", async () => {
    const me = await t.signIn();
    // 150 products: OFF pages 1 (100) and 2 (50). With one offline result, our page 2 of 100 is OFF's positions 99 to
    // 148.
    const products = Array.from({ length: 150 }, (_, i) => ({
      ...RECORDED.nutella(),
      code: String(4000000000000 + i),
    }));
    off.answer('banana', { products });
    const page = async (number: number, itemsPerPage: number) =>
      (await search(me.headers, { q: 'banana', page: number, itemsPerPage })).json();
    const first = await page(1, 100);
    expect(first.partial).toBeUndefined();
    expect(first.totalItems).toBe(151);
    expect(memberIds(first)).toEqual([
      'reference:09040',
      ...products.slice(0, 99).map((product) => `openFoodFacts:${product.code}`),
    ]);
    const second = await page(2, 100);
    expect(memberIds(second)).toEqual(products.slice(99).map((product) => `openFoodFacts:${product.code}`));
    expect(off.searches('banana').map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(memberIds(await page(16, 10))).toEqual(['openFoodFacts:4000000000149']);
    expect((await page(17, 10)).member).toEqual([]);
  });
});

describe('POST /api/products/from_food with Open Food Facts', () => {
  it('makes a product of a found food from the cached answer: barcode, origin, per 100 g, its serving', async () => {
    const me = await t.signIn();
    off.answer('nutella', { products: [RECORDED.nutella()] });
    await search(me.headers, { q: 'nutella' });
    const response = await productFromFoodOn(app, me.headers, '/api/foods/openFoodFacts:3017620422003');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Nutella (Ferrero)',
      unit: 'gram',
      nutrientsPer: 100,
      nutrients: { calories: 539, sugars: 56.3 },
      barcode: '3017620422003',
      origin: 'openFoodFacts',
      portions: [{ name: '1 serving', amount: 15 }],
    });
    // Only the search went to Open Food Facts.
    expect(off.requests.map(({ url }) => url.pathname)).toEqual(['/cgi/search.pl']);
    const again = (await search(me.headers, { q: 'nutella' })).json();
    expect(again.member.map((food: { '@id': string; product: string | null }) => [food['@id'], food.product])).toEqual([
      [`/api/foods/product:${response.json().uuid}`, `/api/products/${response.json().uuid}`],
      ['/api/foods/openFoodFacts:3017620422003', `/api/products/${response.json().uuid}`],
    ]);
    expect((await productFromFoodOn(app, me.headers, '/api/foods/openFoodFacts:3017620422003')).statusCode).toBe(200);
  });

  it('looks up a barcode not cached, and answers 404 for a barcode Open Food Facts does not know', async () => {
    const me = await t.signIn();
    const fanta = await productFromFoodOn(app, me.headers, '/api/foods/openFoodFacts:5449000011527');
    expect(fanta.statusCode).toBe(201);
    expect(fanta.json()).toMatchObject({
      name: 'Fanta Orange',
      unit: 'milliliter',
      barcode: '5449000011527',
      origin: 'openFoodFacts',
    });
    expect(off.requests.map(({ url }) => url.pathname)).toEqual(['/api/v2/product/5449000011527.json']);
    const unknown = await productFromFoodOn(app, me.headers, '/api/foods/openFoodFacts:12345678');
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 502 when Open Food Facts cannot be reached for a barcode that is not cached', async () => {
    const me = await t.signIn();
    const unreachable = await t.buildApp({
      barcodeLookup: { ...app.config.barcodeLookup, openFoodFactsUrl: await refusedUrl() },
    });
    const response = await productFromFoodOn(unreachable, me.headers, '/api/foods/openFoodFacts:5449000011527');
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toBe('The product database could not be reached.');
  });
});
