import { insertPortion, insertProduct, insertRecipe, insertRecipeItem } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { importReferenceFoods } from '../reference-foods/importer';
import { ABBREV_LINES, abbrevLine, SAMPLE, srDirectories } from '../reference-foods/testing/sr-fixture';
import { jsonAnswer, startFakeOpenAiServer, type FakeOpenAiServer } from './online/testing/fake-openai-server';

const t = setupTestApp();
const directories = srDirectories();
afterAll(() => directories.cleanup());

const ZERO = {
  calories: 0,
  totalFat: 0,
  saturatedFat: 0,
  totalCarbohydrates: 0,
  sugars: 0,
  fibers: 0,
  proteins: 0,
  salt: 0,
  water: 0,
  caffeine: 0,
  potassium: 0,
};

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const inferIntakeLog = (prompt: unknown, headers: Record<string, string>) =>
  post('/api/intake_logs/inference', { prompt }, headers);
const inferProduct = (prompt: unknown, headers: Record<string, string>) =>
  post('/api/products/inference', { prompt }, headers);
const importSample = () => importReferenceFoods(t.db, directories.create());

describe('POST /api/intake_logs/inference (offline)', () => {
  it('answers 401 without a token and 422 without a prompt', async () => {
    expect((await inferIntakeLog('a banana', {})).statusCode).toBe(401);
    const me = await t.signIn();
    for (const payload of [{}, { prompt: '' }, { prompt: '   ' }]) {
      const response = await post('/api/intake_logs/inference', payload, me.headers);
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([{ propertyPath: 'prompt', message: 'Prompt is required.' }]);
    }
  });

  it('sums the reference foods of a meal, with household measures, and describes it as written', async () => {
    await importSample();
    const me = await t.signIn();
    const response = await inferIntakeLog('200 g chicken breast and a banana', me.headers);
    expect(response.statusCode).toBe(200);
    // Chicken breast: 120 kcal, 22.5 g protein per 100 g; a medium banana is 118 g of 89 kcal, 1.09 g protein per 100
    // g.
    expect(response.json()).toMatchObject({
      description: '200 g chicken breast, a banana',
      nutrients: { calories: 345, proteins: 46.3, potassium: 1090 },
      foods: [
        {
          text: '200 g chicken breast',
          name: 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
          source: 'reference',
          amount: 200,
          unit: 'gram',
        },
        { text: 'a banana', name: 'Bananas, raw', source: 'reference', amount: 118, unit: 'gram' },
      ],
      unmatched: [],
    });
  });

  it('reads Dutch, measures drinks in millilitres and reports what it could not match', async () => {
    await importSample();
    const me = await t.signIn();
    const response = await inferIntakeLog('twee bananen en een kop koffie met xyzzy', me.headers);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.foods.map((food: { name: string; unit: string }) => [food.name, food.unit])).toEqual([
      ['Bananas, raw', 'gram'],
      ['Coffee, brewed from grounds, prepared with tap water', 'milliliter'],
    ]);
    expect(answer.foods[0].amount).toBe(236);
    expect(answer.unmatched).toEqual(['xyzzy']);
    expect(answer.description).toBe('twee bananen, een kop koffie');
  });

  it("finds the user's own products and recipes first, with their portions, and never another user's", async () => {
    await importSample();
    const [me, other] = [await t.signIn(), await t.signIn()];
    const granola = await insertProduct(t.db, me.uuid, {
      name: 'Granola with nuts',
      nutrients: { calories: 450, proteins: 10 },
    });
    await insertPortion(t.db, me.uuid, { product_uuid: granola.uuid, name: 'Bowl', amount: 60 });
    await insertProduct(t.db, me.uuid, { name: 'Banana', nutrients: { calories: 100 } });
    await insertProduct(t.db, other.uuid, { name: 'Chicken breast', nutrients: { calories: 999 } });
    const cake = await insertRecipe(t.db, me.uuid, { name: 'Carrot cake', unit_size: 1000 });
    const flour = await insertProduct(t.db, me.uuid, { name: 'Flour', nutrients: { calories: 350 } });
    await insertRecipeItem(t.db, me.uuid, {
      recipe_uuid: cake.uuid,
      product_uuid: flour.uuid,
      amount: 400,
      quantity: 1,
    });

    const response = await inferIntakeLog(
      'a portion of my granola, a banana, 100 g chicken breast and 250 g carrot cake',
      me.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().foods).toEqual([
      expect.objectContaining({
        name: 'Granola with nuts',
        source: 'product',
        amount: 60,
        nutrients: { ...ZERO, calories: 270, proteins: 6 },
      }),
      expect.objectContaining({
        name: 'Banana',
        source: 'product',
        amount: 100,
        nutrients: { ...ZERO, calories: 100 },
      }),
      expect.objectContaining({
        name: 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
        source: 'reference',
        nutrients: expect.objectContaining({ calories: 120 }),
      }),
      expect.objectContaining({
        name: 'Carrot cake',
        source: 'recipe',
        amount: 250,
        nutrients: { ...ZERO, calories: 350 },
      }),
    ]);
  });

  it('works from the own products alone when no reference foods were imported', async () => {
    const me = await t.signIn();
    await insertProduct(t.db, me.uuid, { name: 'Oat milk', unit: 'milliliter', nutrients: { calories: 40 } });
    const response = await inferIntakeLog('a glass of oat milk and a banana', me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      description: 'a glass of oat milk',
      nutrients: { calories: 100 },
      unmatched: ['a banana'],
    });
  });

  it('answers 422 at prompt, naming what it read, when nothing was recognised', async () => {
    await importSample();
    const me = await t.signIn();
    const response = await inferIntakeLog('a bowl of xyzzy and some plugh', me.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'prompt', message: 'No food was recognised: "a bowl of xyzzy", "some plugh".' },
    ]);
  });

  it('sees a new import at the next prompt', async () => {
    await importSample();
    const me = await t.signIn();
    expect((await inferIntakeLog('100 g banana', me.headers)).json().nutrients.calories).toBe(89);
    const sweeter = ABBREV_LINES.banana.replace('^74.91^89^', '^74.91^95^');
    await importReferenceFoods(
      t.db,
      directories.create({
        ...SAMPLE,
        abbrev: [
          ...SAMPLE.abbrev.filter((line) => line !== ABBREV_LINES.banana),
          sweeter,
          abbrevLine('99999', 'PLUGH'),
        ],
      }),
    );
    expect((await inferIntakeLog('100 g banana', me.headers)).json().nutrients.calories).toBe(95);
  });
});

describe('POST /api/products/inference (offline)', () => {
  it('answers a food per 100 g, and a drink per 100 ml', async () => {
    await importSample();
    const me = await t.signIn();
    const banana = await inferProduct('a banana', me.headers);
    expect(banana.statusCode).toBe(200);
    expect(banana.json()).toMatchObject({ unit: 'gram', nutrients: { calories: 89, proteins: 1.1, potassium: 358 } });
    const coffee = await inferProduct('a mug of coffee', me.headers);
    expect(coffee.json()).toMatchObject({ unit: 'milliliter', nutrients: { calories: 1, potassium: 49 } });
  });

  it('answers a mixture per 100 g of the whole', async () => {
    await importSample();
    const me = await t.signIn();
    // 100 g banana (89 kcal) and 100 g chicken breast (120 kcal): 104.5 kcal per 100 g.
    const response = await inferProduct('100 g banana and 100 g chicken breast', me.headers);
    expect(response.json()).toMatchObject({ unit: 'gram', nutrients: { calories: 105, proteins: 11.8 } });
  });
});

describe('the online provider (INFERENCE_PROVIDER=openai)', () => {
  let server: FakeOpenAiServer;
  beforeAll(async () => {
    server = await startFakeOpenAiServer();
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  const online = () =>
    t.buildApp({
      inference: { provider: 'openai', baseUrl: server.url, model: 'test-model', apiKey: null, timeoutMs: 500 },
    });

  it('answers what the provider answered, checked', async () => {
    const app = await online();
    const me = await t.signIn();
    server.answer(jsonAnswer({ description: 'Porridge with banana', nutrients: { ...ZERO, calories: 320 } }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/intake_logs/inference',
      payload: { prompt: 'porridge with banana' },
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      description: 'Porridge with banana',
      nutrients: { ...ZERO, calories: 320 },
      foods: [],
      unmatched: [],
    });
    server.answer(jsonAnswer({ unit: 'milliliter', nutrients: { ...ZERO, calories: 42 } }));
    const product = await app.inject({
      method: 'POST',
      url: '/api/products/inference',
      payload: { prompt: 'cola' },
      headers: me.headers,
    });
    expect(product.json()).toEqual({
      unit: 'milliliter',
      nutrients: { ...ZERO, calories: 42 },
      foods: [],
      unmatched: [],
    });
  });

  it("answers 502 with 'Failed to generate …' when the provider fails or answers nonsense", async () => {
    const app = await online();
    const me = await t.signIn();
    server.answer({ status: 500, body: 'boom' });
    const intake = await app.inject({
      method: 'POST',
      url: '/api/intake_logs/inference',
      payload: { prompt: 'porridge' },
      headers: me.headers,
    });
    expect(intake.statusCode).toBe(502);
    expect(intake.json()).toMatchObject({ status: 502, detail: 'Failed to generate intake log data' });
    server.answer(jsonAnswer({ unit: 'litre', nutrients: ZERO }));
    const product = await app.inject({
      method: 'POST',
      url: '/api/products/inference',
      payload: { prompt: 'cola' },
      headers: me.headers,
    });
    expect(product.statusCode).toBe(502);
    expect(product.json()).toMatchObject({ status: 502, detail: 'Failed to generate product data' });
  });
});
