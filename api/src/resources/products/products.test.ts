import { scaleNutrients } from '@nutrilog/shared/nutrients';
import { STORED_AT } from '../../testing/answers';
import { insertIntakeLog, insertPortion, insertProduct, UNKNOWN_UUID } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { NOT_FOUND, nutrients, OATS, productRequests } from './test-helpers';

const t = setupTestApp();
const { get } = productRequests(t);
const names = (body: { member: { name: string }[] }) => body.member.map((member) => member.name);

describe('GET /api/products', () => {
  it('answers 401 without a token', async () => {
    const response = await get('/api/products');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      type: '/api/errors/401',
      title: 'Unauthorized',
      status: 401,
      detail: 'Missing X-API-KEY header.',
    });
  });

  it("answers the user's products with their portions and eleven nutrients, as linked data", async () => {
    const me = await t.signIn();
    const oats = await insertProduct(t.db, me.uuid, {
      name: 'Rolled oats',
      nutrients: OATS,
      favorite: true,
      barcode: '8710400000014',
    });
    const serving = await insertPortion(t.db, me.uuid, {
      product_uuid: oats.uuid,
      name: '1 serving',
      amount: 50,
      created_at: new Date('2024-01-01T00:00:00Z'),
    });
    const bowl = await insertPortion(t.db, me.uuid, {
      product_uuid: oats.uuid,
      name: '1 bowl',
      amount: 200,
      created_at: new Date('2024-01-02T00:00:00Z'),
    });
    const milk = await insertProduct(t.db, me.uuid, { name: 'Milk', unit: 'milliliter', nutrients_per: 250 });

    const response = await get('/api/products', me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Product',
      '@id': '/api/products',
      '@type': 'Collection',
      totalItems: 2,
      page: 1,
      itemsPerPage: 30,
      member: [
        {
          '@context': '/api/contexts/Product',
          '@id': `/api/products/${milk.uuid}`,
          '@type': 'Product',
          ...STORED_AT,
          uuid: milk.uuid,
          name: 'Milk',
          unit: 'milliliter',
          nutrientsPer: 250,
          nutrients: {
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
          },
          favorite: false,
          barcode: null,
          origin: null,
          portions: [],
        },
        {
          '@context': '/api/contexts/Product',
          '@id': `/api/products/${oats.uuid}`,
          '@type': 'Product',
          ...STORED_AT,
          uuid: oats.uuid,
          name: 'Rolled oats',
          unit: 'gram',
          nutrientsPer: 100,
          nutrients: OATS,
          favorite: true,
          barcode: '8710400000014',
          origin: null,
          portions: [
            // effectiveNutrients: the product's nutrients × amount / nutrientsPer
            {
              '@id': `/api/portions/${serving.uuid}`,
              '@type': 'Portion',
              ...STORED_AT,
              uuid: serving.uuid,
              name: '1 serving',
              amount: 50,
              effectiveNutrients: scaleNutrients(OATS, 0.5),
            },
            {
              '@id': `/api/portions/${bowl.uuid}`,
              '@type': 'Portion',
              ...STORED_AT,
              uuid: bowl.uuid,
              name: '1 bowl',
              amount: 200,
              effectiveNutrients: scaleNutrients(OATS, 2),
            },
          ],
        },
      ],
    });
  });

  it("never lists another user's products, nor deleted ones", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    await insertProduct(t.db, me.uuid, { name: 'Mine' });
    await insertProduct(t.db, me.uuid, { name: 'Deleted', deleted_at: new Date() });
    await insertProduct(t.db, other.uuid, { name: 'Theirs' });

    const body = (await get('/api/products', me.headers)).json();
    expect(names(body)).toEqual(['Mine']);
    expect(body.totalItems).toBe(1);
    expect(names((await get('/api/products', other.headers)).json())).toEqual(['Theirs']);
  });

  it('sorts by name ignoring case, ascending by default, descending with order[name]=desc (or DESC)', async () => {
    const me = await t.signIn();
    for (const name of ['banana', 'Cherry', 'apple', 'Date']) await insertProduct(t.db, me.uuid, { name });

    expect(names((await get('/api/products', me.headers)).json())).toEqual(['apple', 'banana', 'Cherry', 'Date']);
    expect(names((await get('/api/products?order[name]=asc', me.headers)).json())).toEqual([
      'apple',
      'banana',
      'Cherry',
      'Date',
    ]);
    expect(names((await get('/api/products?order%5Bname%5D=desc', me.headers)).json())).toEqual([
      'Date',
      'Cherry',
      'banana',
      'apple',
    ]);
    expect(names((await get('/api/products?order[name]=DESC', me.headers)).json())).toEqual([
      'Date',
      'Cherry',
      'banana',
      'apple',
    ]);
  });

  it('filters by a case-insensitive part of the name, taking % and _ literally', async () => {
    const me = await t.signIn();
    for (const name of ['Banana', 'Bandage', 'Pineapple', '100% orange juice', 'snake_case'])
      await insertProduct(t.db, me.uuid, { name });

    const ban = (await get('/api/products?name=BAN', me.headers)).json();
    expect(names(ban)).toEqual(['Banana', 'Bandage']);
    expect(ban.totalItems).toBe(2);
    expect(names((await get('/api/products?name=apple', me.headers)).json())).toEqual(['Pineapple']);
    expect(names((await get('/api/products?name=%25', me.headers)).json())).toEqual(['100% orange juice']);
    expect(names((await get('/api/products?name=_', me.headers)).json())).toEqual(['snake_case']);
    expect(names((await get('/api/products?name=%20%20', me.headers)).json())).toHaveLength(5); // blank: no filter
    expect((await get('/api/products?name=kiwi', me.headers)).json()).toMatchObject({ member: [], totalItems: 0 });
  });

  it('pages, counting every matching product, and answers all of them with pagination=false', async () => {
    const me = await t.signIn();
    for (const name of ['A1', 'A2', 'A3', 'A4', 'A5', 'B1']) await insertProduct(t.db, me.uuid, { name });

    const page = (await get('/api/products?name=a&itemsPerPage=2&page=2', me.headers)).json();
    expect(page).toMatchObject({ '@id': '/api/products', totalItems: 5, page: 2, itemsPerPage: 2 });
    expect(names(page)).toEqual(['A3', 'A4']);
    expect(names((await get('/api/products?name=a&itemsPerPage=2&page=3', me.headers)).json())).toEqual(['A5']);

    const all = (await get('/api/products?pagination=false', me.headers)).json();
    expect(all.totalItems).toBe(6);
    expect(names(all)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'B1']);
    expect(all).not.toHaveProperty('page');
  });

  it('answers 422 violations for a bad order or a repeated name', async () => {
    const me = await t.signIn();
    const response = await get('/api/products?order[name]=sideways&name=a&name=b&itemsPerPage=0', me.headers);
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().violations).toEqual([
      { propertyPath: 'itemsPerPage', message: 'Items per page must be greater than 0.' },
      { propertyPath: 'name', message: 'Name must be a string.' },
      { propertyPath: 'order[name]', message: 'Name order must be one of asc, desc.' },
    ]);
  });
});

describe('GET /api/products/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const product = await insertProduct(t.db, me.uuid);
    expect((await get(`/api/products/${product.uuid}`)).statusCode).toBe(401);
  });

  it('answers the product with its portions and how many intake logs refer to it', async () => {
    const me = await t.signIn();
    const bread = await insertProduct(t.db, me.uuid, {
      name: 'Bread',
      nutrients_per: 50,
      nutrients: { calories: 126, proteins: 6.25, salt: 0.59 },
    });
    const slice = await insertPortion(t.db, me.uuid, { product_uuid: bread.uuid, name: '1 slice', amount: 25 });
    const other = await insertProduct(t.db, me.uuid, { name: 'Other' });
    await insertIntakeLog(t.db, me.uuid, {
      type: 'product',
      product_uuid: bread.uuid,
      portion_uuid: slice.uuid,
      quantity: 2,
    });
    await insertIntakeLog(t.db, me.uuid, { type: 'product', product_uuid: bread.uuid, amount: 50 });
    await insertIntakeLog(t.db, me.uuid, { type: 'product', product_uuid: other.uuid, amount: 50 });
    await insertIntakeLog(t.db, me.uuid, { type: 'manual', description: 'Soup' });

    const response = await get(`/api/products/${bread.uuid}`, me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Product',
      '@id': `/api/products/${bread.uuid}`,
      '@type': 'Product',
      ...STORED_AT,
      uuid: bread.uuid,
      name: 'Bread',
      unit: 'gram',
      nutrientsPer: 50,
      nutrients: {
        calories: 126,
        totalFat: 0,
        saturatedFat: 0,
        totalCarbohydrates: 0,
        sugars: 0,
        fibers: 0,
        proteins: 6.25,
        salt: 0.59,
        water: 0,
        caffeine: 0,
        potassium: 0,
      },
      favorite: false,
      barcode: null,
      origin: null,
      portions: [
        {
          '@id': `/api/portions/${slice.uuid}`,
          '@type': 'Portion',
          ...STORED_AT,
          uuid: slice.uuid,
          name: '1 slice',
          amount: 25,
          effectiveNutrients: nutrients({ calories: 63, proteins: 3.125, salt: 0.295 }),
        },
      ],
      intakeLogCount: 2,
    });
    expect((await get(`/api/products/${other.uuid}`, me.headers)).json()).toMatchObject({
      intakeLogCount: 1,
      portions: [],
    });
  });

  it("answers 404 for another user's product, a deleted one, an unknown uuid and a malformed one", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const theirs = await insertProduct(t.db, other.uuid);
    const deleted = await insertProduct(t.db, me.uuid, { deleted_at: new Date() });
    for (const uuid of [theirs.uuid, deleted.uuid, UNKNOWN_UUID, 'not-a-uuid']) {
      const response = await get(`/api/products/${uuid}`, me.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await get(`/api/products/${theirs.uuid}`, other.headers)).statusCode).toBe(200);
  });
});
