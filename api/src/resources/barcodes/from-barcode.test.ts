import { Writable } from 'node:stream';
import { insertPortion, insertProduct } from '../../testing/fixtures';
import { refusedUrl } from './testing/fake-open-food-facts';
import { setupLookupTestApp, TEST_USER_AGENT } from './testing/lookup-test-app';

const l = setupLookupTestApp();

const NUTELLA = '3017620422003';
const FANTA = '5449000011527';
const BREAD = '3029330003533';

const NOT_FOUND = {
  type: '/api/errors/404',
  title: 'Not Found',
  status: 404,
  detail: 'No product found for this barcode.',
};
const BAD_GATEWAY = {
  type: '/api/errors/502',
  title: 'Bad Gateway',
  status: 502,
  detail: 'The product database could not be reached.',
};

const NUTELLA_LOOKUP = {
  '@type': 'BarcodeLookup',
  barcode: NUTELLA,
  source: 'open_food_facts',
  name: 'Nutella (Ferrero)',
  isBeverage: false,
  servingSize: 15,
  nutrients: {
    calories: 539,
    totalFat: 30.9,
    saturatedFat: 10.6,
    totalCarbohydrates: 57.5,
    sugars: 56.3,
    fibers: 0,
    proteins: 6.3,
    salt: 0.107,
    water: 0,
    caffeine: 0,
    potassium: 0,
  },
};

describe('GET /api/products/from_barcode', () => {
  it('answers 401 without a token, asking nobody', async () => {
    const response = await l.lookUp(NUTELLA);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, detail: 'Missing X-API-KEY header.' });
    expect(l.off.requests).toHaveLength(0);
  });

  it.each([
    ['', 'Barcode is required.'],
    ['  ', 'Barcode is required.'],
    ['123', 'Barcode must be 4 to 32 digits.'],
    ['30176204220O3', 'Barcode must be 4 to 32 digits.'],
    ['1'.repeat(33), 'Barcode must be 4 to 32 digits.'],
  ])('answers 422 for the barcode %j', async (barcode, message) => {
    const me = await l.t.signIn();
    const response = await l.lookUp(barcode, me.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([{ propertyPath: 'barcode', message }]);
    expect(l.off.requests).toHaveLength(0);
  });

  it('answers 422 without a barcode parameter', async () => {
    const me = await l.t.signIn();
    const response = await l.app.inject({ method: 'GET', url: '/api/products/from_barcode', headers: me.headers });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([{ propertyPath: 'barcode', message: 'Barcode is required.' }]);
  });

  describe('from Open Food Facts', () => {
    it('answers the product per 100 g, asking API v2 with the configured User-Agent', async () => {
      const me = await l.t.signIn();
      l.off.answer(NUTELLA, { file: `${NUTELLA}.json` });

      const response = await l.lookUp(NUTELLA, me.headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
      expect(response.json()).toEqual(NUTELLA_LOOKUP);

      expect(l.off.requests).toHaveLength(1);
      const [request] = l.off.requests;
      expect(request!.url).toMatch(new RegExp(`^/api/v2/product/${NUTELLA}\\.json\\?fields=`));
      expect(request!.headers['user-agent']).toBe(TEST_USER_AGENT);
      expect(request!.headers.accept).toBe('application/json');
    });

    it('answers a beverage per 100 ml (Fanta: kJ only, strings)', async () => {
      const me = await l.t.signIn();
      l.off.answer(FANTA, { file: `${FANTA}.json` });
      const body = (await l.lookUp(FANTA, me.headers)).json();
      expect(body).toMatchObject({
        source: 'open_food_facts',
        name: 'Fanta Orange',
        isBeverage: true,
        servingSize: 330,
      });
      expect(body.nutrients).toMatchObject({ calories: 27, totalCarbohydrates: 6.5, sugars: 6.5 });
    });

    it('reads a Latin-1 body, whatever its content type says', async () => {
      const me = await l.t.signIn();
      l.off.answer(BREAD, { file: `${BREAD}_2019.json` });
      expect((await l.lookUp(BREAD, me.headers)).json()).toMatchObject({
        name: 'Crousti Moelleux Complet (Jacquet)',
        nutrients: { calories: 263, salt: 1.2 },
      });

      const accented = {
        status: 1,
        product: { product_name: 'Pâté de campagne', nutriments: { 'energy-kcal_100g': 300 } },
      };
      l.off.answer('40000001', {
        body: Buffer.from(JSON.stringify(accented), 'latin1'),
        contentType: 'application/json; charset=utf-8',
      });
      expect((await l.lookUp('40000001', me.headers)).json()).toMatchObject({
        name: 'Pâté de campagne',
        nutrients: { calories: 300 },
      });
    });

    it.each([
      [
        'a v2 "not found" body (HTTP 404, as Open Food Facts answers)',
        { file: 'not-found_v2_12345678.json', status: 404 },
      ],
      ['a v2 "not found" body with HTTP 200', { file: 'not-found_v2_12345678.json' }],
      ['a v3 "product_not_found" body', { file: 'not-found_v3_12345678.json', status: 404 }],
      ['a bare HTTP 404', { body: 'Not Found', status: 404, contentType: 'text/plain' }],
      [
        'a product without a name',
        { body: JSON.stringify({ status: 1, product: { product_name: '', nutriments: { 'energy-kcal_100g': 1 } } }) },
      ],
    ])('answers 404 for %s', async (_case, answer) => {
      const me = await l.t.signIn();
      l.off.answer('12345678', answer);
      const response = await l.lookUp('12345678', me.headers);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.json()).toEqual(NOT_FOUND);
    });

    it.each([
      ['HTTP 500', { body: '{"error":"database down at 10.0.0.7"}', status: 500 }],
      ['HTTP 503 with an HTML page', { body: '<html>Maintenance</html>', status: 503, contentType: 'text/html' }],
      ['HTTP 429', { body: '', status: 429 }],
      ['invalid JSON', { body: '<html><body>Welcome</body></html>' }],
      ['an empty body', { body: '' }],
      ['JSON of the wrong shape (a list)', { body: '[{"code":"12345678"}]' }],
      ['JSON of the wrong shape (a product that is not an object)', { body: '{"status":1,"product":[]}' }],
      ['JSON without status or product', { body: '{"hello":"world"}' }],
    ])('answers 502 for %s, without its details', async (_case, answer) => {
      const me = await l.t.signIn();
      l.off.answer('12345678', answer);
      const response = await l.lookUp('12345678', me.headers);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual(BAD_GATEWAY);
    });

    it('answers 502 when Open Food Facts does not answer within the timeout (headers or body)', async () => {
      const me = await l.t.signIn();
      const impatient = await l.buildApp({ openFoodFactsTimeoutMs: 200 });
      l.off.answer('12345678', { hang: true });
      l.off.answer('87654321', { hangBody: true });
      for (const barcode of ['12345678', '87654321']) {
        const started = Date.now();
        const response = await l.lookUp(barcode, me.headers, impatient);
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual(BAD_GATEWAY);
        expect(Date.now() - started).toBeLessThan(1500);
      }
    });

    it('answers 502 when the connection is refused', async () => {
      const me = await l.t.signIn();
      const unreachable = await l.buildApp({ openFoodFactsUrl: await refusedUrl() });
      const response = await l.lookUp(NUTELLA, me.headers, unreachable);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual(BAD_GATEWAY);
    });

    it('logs why Open Food Facts failed (the client only sees the 502)', async () => {
      const me = await l.t.signIn();
      const lines: string[] = [];
      const logStream = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) });
      const logging = await l.t.buildApp(
        { logLevel: 'warn', barcodeLookup: { ...l.app.config.barcodeLookup } },
        { logStream },
      );
      l.off.answer('12345678', { body: 'oops', status: 500 });

      expect((await l.lookUp('12345678', me.headers, logging)).statusCode).toBe(502);
      const warning = lines
        .map((line) => JSON.parse(line))
        .find((entry) => entry.msg === 'Open Food Facts lookup failed');
      expect(warning).toMatchObject({ barcode: '12345678', reason: 'HTTP 500' });
    });
  });

  describe("the user's own products first", () => {
    const OWN = {
      calories: 270,
      totalFat: 15.45,
      saturatedFat: 5,
      totalCarbohydrates: 28.75,
      sugars: 28,
      fibers: 0,
      proteins: 3,
      salt: 0.05,
      water: 0,
      caffeine: 0,
      potassium: 10,
    };

    it('answers my product with that barcode per 100 of its unit, first portion as serving, no lookup', async () => {
      const me = await l.t.signIn();
      const mine = await insertProduct(l.t.db, me.uuid, {
        name: 'My Nutella',
        barcode: NUTELLA,
        nutrients_per: 50,
        nutrients: OWN,
      });
      await insertPortion(l.t.db, me.uuid, {
        product_uuid: mine.uuid,
        name: 'Jar',
        amount: 400,
        created_at: new Date('2024-02-01T00:00:00Z'),
      });
      await insertPortion(l.t.db, me.uuid, {
        product_uuid: mine.uuid,
        name: 'Spoon',
        amount: 15,
        created_at: new Date('2024-01-01T00:00:00Z'),
      });
      l.off.answer(NUTELLA, { file: `${NUTELLA}.json` });

      const response = await l.lookUp(NUTELLA, me.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        '@type': 'BarcodeLookup',
        barcode: NUTELLA,
        source: 'own',
        name: 'My Nutella',
        isBeverage: false,
        servingSize: 15,
        nutrients: {
          calories: 540,
          totalFat: 30.9,
          saturatedFat: 10,
          totalCarbohydrates: 57.5,
          sugars: 56,
          fibers: 0,
          proteins: 6,
          salt: 0.1,
          water: 0,
          caffeine: 0,
          potassium: 20,
        },
      });
      expect(l.off.requests).toHaveLength(0);
    });

    it('answers a milliliter product as a beverage, without a serving when it has no portion', async () => {
      const me = await l.t.signIn();
      await insertProduct(l.t.db, me.uuid, {
        name: 'Home-made lemonade',
        unit: 'milliliter',
        barcode: '20000001',
        nutrients: { calories: 40 },
      });
      expect((await l.lookUp('20000001', me.headers)).json()).toMatchObject({
        source: 'own',
        isBeverage: true,
        servingSize: null,
        nutrients: { calories: 40 },
      });
    });

    it('answers the most recently changed of my products when several carry the barcode', async () => {
      const me = await l.t.signIn();
      await insertProduct(l.t.db, me.uuid, {
        name: 'Older',
        barcode: NUTELLA,
        updated_at: new Date('2024-01-01T00:00:00Z'),
      });
      await insertProduct(l.t.db, me.uuid, {
        name: 'Newer',
        barcode: NUTELLA,
        updated_at: new Date('2024-06-01T00:00:00Z'),
      });
      expect((await l.lookUp(NUTELLA, me.headers)).json().name).toBe('Newer');
    });

    it("never answers another user's product, nor my deleted one: Open Food Facts answers instead", async () => {
      const [me, other] = [await l.t.signIn(), await l.t.signIn()];
      await insertProduct(l.t.db, other.uuid, { name: 'Their Nutella', barcode: NUTELLA, nutrients: OWN });
      await insertProduct(l.t.db, me.uuid, { name: 'My deleted Nutella', barcode: NUTELLA, deleted_at: new Date() });
      l.off.answer(NUTELLA, { file: `${NUTELLA}.json` });

      expect((await l.lookUp(NUTELLA, me.headers)).json()).toEqual(NUTELLA_LOOKUP);
      expect((await l.lookUp(NUTELLA, other.headers)).json()).toMatchObject({ source: 'own', name: 'Their Nutella' });
    });

    it("never answers another user's product for an unknown code either", async () => {
      const [me, other] = [await l.t.signIn(), await l.t.signIn()];
      await insertProduct(l.t.db, other.uuid, { name: 'Secret recipe', barcode: '20000002' });
      expect((await l.lookUp('20000002', me.headers)).json()).toEqual(NOT_FOUND);
    });
  });

  describe('a UPC-E code and its 13-digit form (as the scanner reads it)', () => {
    const UPC_E = '04252614';
    const GTIN = '0042100005264';
    const NOT_FOUND_ANSWER = { file: 'not-found_v2_12345678.json', status: 404 };
    const asked = () => l.off.requests.map((request) => /\/product\/(\d+)\.json/.exec(request.url)?.[1]);

    it('finds my product saved from a scan with the typed UPC-E code, asking nobody', async () => {
      const me = await l.t.signIn();
      await insertProduct(l.t.db, me.uuid, { name: 'Scanned', barcode: GTIN, nutrients: { calories: 120 } });
      const response = await l.lookUp(UPC_E, me.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        barcode: UPC_E,
        source: 'own',
        name: 'Scanned',
        nutrients: { calories: 120 },
      });
      expect(l.off.requests).toHaveLength(0);
    });

    it('finds my product saved with a typed UPC-E code when the pack is scanned', async () => {
      const me = await l.t.signIn();
      await insertProduct(l.t.db, me.uuid, { name: 'Typed', barcode: UPC_E });
      expect((await l.lookUp(GTIN, me.headers)).json()).toMatchObject({ barcode: GTIN, source: 'own', name: 'Typed' });
      expect(l.off.requests).toHaveLength(0);
    });

    it('answers the product with the exact code when both forms are saved, else the other one', async () => {
      const me = await l.t.signIn();
      const typed = await insertProduct(l.t.db, me.uuid, {
        name: 'Typed',
        barcode: UPC_E,
        updated_at: new Date('2024-01-01T00:00:00Z'),
      });
      await insertProduct(l.t.db, me.uuid, {
        name: 'Scanned',
        barcode: GTIN,
        updated_at: new Date('2024-06-01T00:00:00Z'),
      });
      expect((await l.lookUp(UPC_E, me.headers)).json().name).toBe('Typed');
      expect((await l.lookUp(GTIN, me.headers)).json().name).toBe('Scanned');

      await l.t.db.updateTable('products').set({ deleted_at: new Date() }).where('uuid', '=', typed.uuid).execute();
      expect((await l.lookUp(UPC_E, me.headers)).json().name).toBe('Scanned');
    });

    it("answers Open Food Facts' record of the 13-digit form for the UPC-E code, each answer cached", async () => {
      const me = await l.t.signIn();
      l.off.answer(UPC_E, NOT_FOUND_ANSWER);
      l.off.answer(GTIN, { file: `${NUTELLA}.json` });

      const response = await l.lookUp(UPC_E, me.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...NUTELLA_LOOKUP, barcode: UPC_E });
      expect(asked()).toEqual([UPC_E, GTIN]);

      expect((await l.lookUp(UPC_E, me.headers)).json()).toEqual({ ...NUTELLA_LOOKUP, barcode: UPC_E });
      expect((await l.lookUp(GTIN, me.headers)).json()).toEqual({ ...NUTELLA_LOOKUP, barcode: GTIN });
      expect(asked()).toEqual([UPC_E, GTIN]);
    });

    it('answers 502 when Open Food Facts fails for either form, asking no further after a failure', async () => {
      const me = await l.t.signIn();
      l.off.answer(UPC_E, { body: 'oops', status: 500 });
      expect((await l.lookUp(UPC_E, me.headers)).json()).toEqual(BAD_GATEWAY);
      expect(asked()).toEqual([UPC_E]);

      l.off.reset();
      l.off.answer(UPC_E, NOT_FOUND_ANSWER);
      l.off.answer(GTIN, { body: 'oops', status: 500 });
      expect((await l.lookUp(UPC_E, me.headers)).json()).toEqual(BAD_GATEWAY);
      expect(asked()).toEqual([UPC_E, GTIN]);
    });

    it("never answers another user's product with the other form: Open Food Facts answers instead", async () => {
      const [me, other] = [await l.t.signIn(), await l.t.signIn()];
      await insertProduct(l.t.db, other.uuid, { name: 'Their scan', barcode: GTIN });
      l.off.answer(GTIN, { file: `${NUTELLA}.json` });

      expect((await l.lookUp(UPC_E, me.headers)).json()).toEqual({ ...NUTELLA_LOOKUP, barcode: UPC_E });
      expect((await l.lookUp(UPC_E, other.headers)).json()).toMatchObject({ source: 'own', name: 'Their scan' });
    });
  });

  describe('with OPEN_FOOD_FACTS_URL=off', () => {
    it('finds my own products only, never asking Open Food Facts nor answering from its cache', async () => {
      const me = await l.t.signIn();
      const offline = await l.buildApp({ openFoodFactsUrl: null });
      await insertProduct(l.t.db, me.uuid, { name: 'Mine', barcode: '20000003' });
      l.off.answer(NUTELLA, { file: `${NUTELLA}.json` });
      expect((await l.lookUp(NUTELLA, me.headers)).statusCode).toBe(200); // cached by the online app

      expect((await l.lookUp('20000003', me.headers, offline)).json()).toMatchObject({ source: 'own', name: 'Mine' });
      const unknown = await l.lookUp(NUTELLA, me.headers, offline);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(NOT_FOUND);
      expect(l.off.requests).toHaveLength(1);
    });
  });

  it('is documented with its 404 and 502 answers', async () => {
    const response = await l.app.inject({ method: 'GET', url: '/api/docs.json' });
    const operation = response.json().paths['/api/products/from_barcode'].get;
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '401', '404', '422', '500', '502']);
    expect(operation.parameters).toEqual([expect.objectContaining({ name: 'barcode', in: 'query', required: true })]);
  });
});
