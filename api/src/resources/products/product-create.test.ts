import { scaleNutrients } from '@nutrilog/shared/nutrients';
import { buildApp } from '../../app';
import { STORED_AT } from '../../testing/answers';
import { setupTestApp } from '../../testing/harness';
import { testConfig } from '../../testing/test-config';
import { countRows, FailingInserts, nutrients, OATS, productRequests } from './test-helpers';

const t = setupTestApp();
const { get, post } = productRequests(t);
const byPath = (violations: { propertyPath: string }[]) =>
  [...violations].sort((a, b) => a.propertyPath.localeCompare(b.propertyPath));

const countProducts = () => countRows(t.db, 'products');
const countPortions = () => countRows(t.db, 'portions');

describe('POST /api/products', () => {
  it('answers 401 without a token', async () => {
    const response = await post('/api/products', {}, { name: 'Oats', nutrients: OATS });
    expect(response.statusCode).toBe(401);
    expect(await countProducts()).toBe(0);
  });

  it('creates the product with its portions in the given order and answers its detail', async () => {
    const me = await t.signIn();
    const response = await post('/api/products', me.headers, {
      name: '  Rolled oats ',
      unit: 'gram',
      nutrientsPer: 100,
      nutrients: OATS,
      barcode: '8710400000014',
      portions: [
        { name: '1 serving', amount: 50 },
        { name: '1 bowl', amount: 200 },
        { name: 'A spoon', amount: 12.5 },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const created = response.json();
    expect(created).toEqual({
      '@context': '/api/contexts/Product',
      '@id': `/api/products/${created.uuid}`,
      '@type': 'Product',
      ...STORED_AT,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Rolled oats',
      unit: 'gram',
      nutrientsPer: 100,
      nutrients: OATS,
      favorite: false,
      barcode: '8710400000014',
      origin: null,
      portions: [
        {
          '@id': expect.stringMatching(/^\/api\/portions\//),
          '@type': 'Portion',
          ...STORED_AT,
          uuid: expect.any(String),
          name: '1 serving',
          amount: 50,
          effectiveNutrients: scaleNutrients(OATS, 0.5),
        },
        {
          '@id': expect.stringMatching(/^\/api\/portions\//),
          '@type': 'Portion',
          ...STORED_AT,
          uuid: expect.any(String),
          name: '1 bowl',
          amount: 200,
          effectiveNutrients: scaleNutrients(OATS, 2),
        },
        {
          '@id': expect.stringMatching(/^\/api\/portions\//),
          '@type': 'Portion',
          ...STORED_AT,
          uuid: expect.any(String),
          name: 'A spoon',
          amount: 12.5,
          effectiveNutrients: scaleNutrients(OATS, 0.125),
        },
      ],
      intakeLogCount: 0,
    });
    expect((await get(`/api/products/${created.uuid}`, me.headers)).json()).toEqual(created);
  });

  it('defaults nutrientsPer to 100, unit to gram, barcode to none and portions to none', async () => {
    const me = await t.signIn();
    const response = await post('/api/products', me.headers, { name: 'Water', nutrients: nutrients({ water: 100 }) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Water',
      unit: 'gram',
      nutrientsPer: 100,
      barcode: null,
      favorite: false,
      portions: [],
      intakeLogCount: 0,
    });
  });

  it('creates the product for the signed-in user only', async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const { uuid } = (await post('/api/products', me.headers, { name: 'Mine', nutrients: OATS })).json();
    expect((await get('/api/products', other.headers)).json()).toMatchObject({ member: [], totalItems: 0 });
    expect((await get(`/api/products/${uuid}`, other.headers)).statusCode).toBe(404);
  });

  it('answers 422 with a violation per bad field and stores nothing', async () => {
    const me = await t.signIn();
    const response = await post('/api/products', me.headers, {
      name: '   ',
      unit: 'kilogram',
      nutrientsPer: 0,
      nutrients: { ...OATS, calories: -1, potassium: undefined },
      barcode: '12ab',
      favorite: true,
      portions: [
        { name: '', amount: 40 },
        { name: '1 bowl', amount: 0 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(byPath(response.json().violations)).toEqual([
      { propertyPath: 'barcode', message: 'Barcode must be 4 to 32 digits.' },
      { propertyPath: 'favorite', message: 'This field was not expected.' },
      { propertyPath: 'name', message: 'Name is required.' },
      { propertyPath: 'nutrients.calories', message: 'Calories must be non-negative.' },
      { propertyPath: 'nutrients.potassium', message: 'Potassium is required.' },
      { propertyPath: 'nutrientsPer', message: 'Nutrients per must be greater than 0.' },
      { propertyPath: 'portions[0].name', message: 'Name is required.' },
      { propertyPath: 'portions[1].amount', message: 'Amount must be greater than 0.' },
      { propertyPath: 'unit', message: 'Unit must be one of gram, milliliter.' },
    ]);
    expect(await countProducts()).toBe(0);
  });

  it('answers 422 naming the required fields of an empty body', async () => {
    const me = await t.signIn();
    const response = await post('/api/products', me.headers, {});
    expect(response.statusCode).toBe(422);
    expect(byPath(response.json().violations)).toEqual([
      { propertyPath: 'name', message: 'Name is required.' },
      { propertyPath: 'nutrients', message: 'Nutrients is required.' },
    ]);
  });

  it('stores nothing, not even the product, when storing a portion fails (one transaction)', async () => {
    const me = await t.signIn();
    const app = await buildApp(testConfig(), t.db.withPlugin(new FailingInserts('portions')));
    try {
      const body = { name: 'Oats', nutrients: OATS, portions: [{ name: '1 serving', amount: 40 }] };
      const response = await app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...me.headers, 'content-type': 'application/ld+json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(500);
      expect(await countProducts()).toBe(0);
      expect(await countPortions()).toBe(0);

      // Without portions nothing is inserted into portions, so the same app stores the product.
      const withoutPortions = await app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...me.headers, 'content-type': 'application/ld+json' },
        payload: JSON.stringify({ ...body, portions: [] }),
      });
      expect(withoutPortions.statusCode).toBe(201);
      expect(await countProducts()).toBe(1);
    } finally {
      await app.close();
    }
  });
});
