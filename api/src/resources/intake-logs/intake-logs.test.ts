import { STORED_AT } from '../../testing/answers';
import { insertIntakeLog, insertPortion, insertProduct, insertRecipe, UNKNOWN_UUID } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';

const t = setupTestApp();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const dates = (body: { member: { date: string }[] }) => body.member.map((member) => member.date);
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

async function logsAt(userUuid: string, ...isoDates: string[]) {
  for (const date of isoDates) await insertIntakeLog(t.db, userUuid, { type: 'manual', date, description: date });
}

describe('GET /api/intake_logs', () => {
  it('answers 401 without a token', async () => {
    const response = await get('/api/intake_logs');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, detail: 'Missing X-API-KEY header.' });
  });

  it('answers product, recipe and manual logs as linked data, references embedded, dates in ISO 8601', async () => {
    const me = await t.signIn();
    const bread = await insertProduct(t.db, me.uuid, {
      name: 'Bread',
      nutrients: { calories: 250, totalCarbohydrates: 50 },
    });
    const slice = await insertPortion(t.db, me.uuid, { product_uuid: bread.uuid, name: '1 slice', amount: 35 });
    const pasta = await insertRecipe(t.db, me.uuid, { name: 'Pasta', unit: 'milliliter' });
    const plate = await insertPortion(t.db, me.uuid, { recipe_uuid: pasta.uuid, name: '1 plate', amount: 500 });
    const productLog = await insertIntakeLog(t.db, me.uuid, {
      type: 'product',
      date: '2024-05-01T07:30:00Z',
      product_uuid: bread.uuid,
      portion_uuid: slice.uuid,
      quantity: 2,
    });
    const recipeLog = await insertIntakeLog(t.db, me.uuid, {
      type: 'recipe',
      date: '2024-05-01T12:15:00Z',
      recipe_uuid: pasta.uuid,
      recipe_portion_uuid: plate.uuid,
      quantity: 1.5,
    });
    const manualLog = await insertIntakeLog(t.db, me.uuid, {
      type: 'manual',
      date: '2024-05-01T18:45:30.250Z',
      description: 'Pizza',
      nutrients: { calories: 820, proteins: 34, salt: 4.1 },
    });

    const response = await get('/api/intake_logs', me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/IntakeLog',
      '@id': '/api/intake_logs',
      '@type': 'Collection',
      totalItems: 3,
      page: 1,
      itemsPerPage: 30,
      member: [
        {
          '@context': '/api/contexts/IntakeLog',
          '@id': `/api/intake_logs/${productLog.uuid}`,
          '@type': 'IntakeLog',
          ...STORED_AT,
          uuid: productLog.uuid,
          type: 'product',
          date: '2024-05-01T07:30:00.000Z',
          description: null,
          amount: 0,
          quantity: 2,
          nutrients: ZERO,
          totalAmount: 70,
          effectiveNutrients: { ...ZERO, calories: 175, totalCarbohydrates: 35 },
          product: {
            '@id': `/api/products/${bread.uuid}`,
            '@type': 'Product',
            uuid: bread.uuid,
            name: 'Bread',
            unit: 'gram',
            deleted: false,
          },
          portion: { '@id': `/api/portions/${slice.uuid}`, uuid: slice.uuid, name: '1 slice', amount: 35 },
          recipe: null,
          recipePortion: null,
        },
        {
          '@context': '/api/contexts/IntakeLog',
          '@id': `/api/intake_logs/${recipeLog.uuid}`,
          '@type': 'IntakeLog',
          ...STORED_AT,
          uuid: recipeLog.uuid,
          type: 'recipe',
          date: '2024-05-01T12:15:00.000Z',
          description: null,
          amount: 0,
          quantity: 1.5,
          nutrients: ZERO,
          totalAmount: 750,
          effectiveNutrients: ZERO,
          product: null,
          portion: null,
          recipe: {
            '@id': `/api/recipes/${pasta.uuid}`,
            '@type': 'Recipe',
            uuid: pasta.uuid,
            name: 'Pasta',
            unit: 'milliliter',
            deleted: false,
          },
          recipePortion: { '@id': `/api/portions/${plate.uuid}`, uuid: plate.uuid, name: '1 plate', amount: 500 },
        },
        {
          '@context': '/api/contexts/IntakeLog',
          '@id': `/api/intake_logs/${manualLog.uuid}`,
          '@type': 'IntakeLog',
          ...STORED_AT,
          uuid: manualLog.uuid,
          type: 'manual',
          date: '2024-05-01T18:45:30.250Z',
          description: 'Pizza',
          amount: 0,
          quantity: 0,
          nutrients: { ...ZERO, calories: 820, proteins: 34, salt: 4.1 },
          totalAmount: 0,
          effectiveNutrients: { ...ZERO, calories: 820, proteins: 34, salt: 4.1 },
          product: null,
          portion: null,
          recipe: null,
          recipePortion: null,
        },
      ],
    });
  });

  it("keeps a deleted product's logs, still referring to it", async () => {
    const me = await t.signIn();
    const gone = await insertProduct(t.db, me.uuid, { name: 'Gone', deleted_at: new Date() });
    await insertIntakeLog(t.db, me.uuid, { type: 'product', product_uuid: gone.uuid, amount: 80 });
    const body = (await get('/api/intake_logs', me.headers)).json();
    expect(body.member).toEqual([
      expect.objectContaining({
        type: 'product',
        product: expect.objectContaining({ uuid: gone.uuid, name: 'Gone', deleted: true }),
        amount: 80,
        totalAmount: 80,
      }),
    ]);
  });

  it('filters with date[after] and date[before] (inclusive, UTC "YYYY-MM-DD HH:mm:ss" or ISO 8601)', async () => {
    const me = await t.signIn();
    await logsAt(
      me.uuid,
      '2024-04-30T23:59:59Z',
      '2024-05-01T00:00:00Z',
      '2024-05-01T12:00:00Z',
      '2024-05-01T23:59:59Z',
      '2024-05-02T00:00:00Z',
    );

    const day = (
      await get('/api/intake_logs?date[after]=2024-05-01+00:00:00&date[before]=2024-05-01%2023:59:59', me.headers)
    ).json();
    expect(dates(day)).toEqual(['2024-05-01T00:00:00.000Z', '2024-05-01T12:00:00.000Z', '2024-05-01T23:59:59.000Z']);
    expect(day.totalItems).toBe(3);
    // The same local day in Amsterdam (UTC+2 in May), as an ISO timestamp with an offset (+ encoded as %2B).
    const local = (
      await get(
        '/api/intake_logs?date%5Bafter%5D=2024-05-01T02:00:00%2B02:00&date%5Bbefore%5D=2024-05-02T01:59:59%2B02:00',
        me.headers,
      )
    ).json();
    expect(dates(local)).toEqual(['2024-05-01T00:00:00.000Z', '2024-05-01T12:00:00.000Z', '2024-05-01T23:59:59.000Z']);
    expect(dates((await get('/api/intake_logs?date[after]=2024-05-01T12:00:00Z', me.headers)).json())).toEqual([
      '2024-05-01T12:00:00.000Z',
      '2024-05-01T23:59:59.000Z',
      '2024-05-02T00:00:00.000Z',
    ]);
    expect(dates((await get('/api/intake_logs?date[before]=2024-05-01', me.headers)).json())).toEqual([
      '2024-04-30T23:59:59.000Z',
      '2024-05-01T00:00:00.000Z',
    ]);
  });

  it('orders by date, ascending by default and descending with order[date]=desc', async () => {
    const me = await t.signIn();
    await logsAt(me.uuid, '2024-05-02T08:00:00Z', '2024-05-01T08:00:00Z', '2024-05-03T08:00:00Z');
    expect(dates((await get('/api/intake_logs', me.headers)).json())).toEqual([
      '2024-05-01T08:00:00.000Z',
      '2024-05-02T08:00:00.000Z',
      '2024-05-03T08:00:00.000Z',
    ]);
    expect(dates((await get('/api/intake_logs?order[date]=desc', me.headers)).json())).toEqual([
      '2024-05-03T08:00:00.000Z',
      '2024-05-02T08:00:00.000Z',
      '2024-05-01T08:00:00.000Z',
    ]);
  });

  it("pages, counting every matching log, and never shows another user's logs", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    await logsAt(
      me.uuid,
      '2024-05-01T01:00:00Z',
      '2024-05-01T02:00:00Z',
      '2024-05-01T03:00:00Z',
      '2024-05-01T04:00:00Z',
      '2024-05-02T01:00:00Z',
    );
    await logsAt(other.uuid, '2024-05-01T05:00:00Z');

    const page = (
      await get('/api/intake_logs?date[before]=2024-05-01+23:59:59&itemsPerPage=3&page=2&order[date]=desc', me.headers)
    ).json();
    expect(page).toMatchObject({ totalItems: 4, page: 2, itemsPerPage: 3 });
    expect(dates(page)).toEqual(['2024-05-01T01:00:00.000Z']);
    expect((await get('/api/intake_logs?pagination=false', me.headers)).json().totalItems).toBe(5);
    expect(dates((await get('/api/intake_logs', other.headers)).json())).toEqual(['2024-05-01T05:00:00.000Z']);
  });

  it('answers 422 violations for a bad order and dates that are not dates', async () => {
    const me = await t.signIn();
    const response = await get(
      '/api/intake_logs?order[date]=sideways&date[after]=notadate&date[before]=2024-02-30+00:00:00',
      me.headers,
    );
    expect(response.statusCode).toBe(422);
    const dateMessage = (label: string) =>
      `${label} must be a date (YYYY-MM-DD), a UTC date and time (YYYY-MM-DD HH:mm:ss) or an ISO 8601 timestamp.`;
    expect(response.json().violations).toEqual([
      { propertyPath: 'date[after]', message: dateMessage('Date after') },
      { propertyPath: 'date[before]', message: dateMessage('Date before') },
      { propertyPath: 'order[date]', message: 'Date order must be one of asc, desc.' },
    ]);
  });
});

describe('GET /api/intake_logs/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const log = await insertIntakeLog(t.db, me.uuid, { type: 'manual' });
    expect((await get(`/api/intake_logs/${log.uuid}`)).statusCode).toBe(401);
  });

  it('answers the log', async () => {
    const me = await t.signIn();
    const rice = await insertProduct(t.db, me.uuid, { name: 'Rice' });
    const log = await insertIntakeLog(t.db, me.uuid, {
      type: 'product',
      date: '2024-05-01T12:00:00+02:00',
      product_uuid: rice.uuid,
      amount: 150,
    });
    const response = await get(`/api/intake_logs/${log.uuid}`, me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/IntakeLog',
      '@id': `/api/intake_logs/${log.uuid}`,
      '@type': 'IntakeLog',
      ...STORED_AT,
      uuid: log.uuid,
      type: 'product',
      date: '2024-05-01T10:00:00.000Z',
      description: null,
      amount: 150,
      quantity: 0,
      nutrients: ZERO,
      totalAmount: 150,
      effectiveNutrients: ZERO,
      product: {
        '@id': `/api/products/${rice.uuid}`,
        '@type': 'Product',
        uuid: rice.uuid,
        name: 'Rice',
        unit: 'gram',
        deleted: false,
      },
      portion: null,
      recipe: null,
      recipePortion: null,
    });
  });

  it("answers 404 for another user's log, an unknown uuid and a malformed one", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const theirs = await insertIntakeLog(t.db, other.uuid, { type: 'manual' });
    for (const uuid of [theirs.uuid, UNKNOWN_UUID, 'nope']) {
      const response = await get(`/api/intake_logs/${uuid}`, me.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, detail: 'The resource does not exist.' });
    }
  });
});
