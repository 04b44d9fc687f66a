import { scaleNutrients } from '@nutrilog/shared/nutrients';
import { buildApp } from '../../app';
import { STORED_AT } from '../../testing/answers';
import { insertIntakeLog, insertPortion, insertProduct, UNKNOWN_UUID } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { testConfig } from '../../testing/test-config';
import { countRows, FailingInserts, NOT_FOUND, OATS, productRequests } from './test-helpers';

const t = setupTestApp();
const { get, post } = productRequests(t);

/** A favorite milk with a barcode, nutrients per 250 ml and two portions (the second created first, to check order). */
async function insertMilk(userUuid: string) {
  const milk = await insertProduct(t.db, userUuid, {
    name: 'Milk',
    unit: 'milliliter',
    nutrients_per: 250,
    nutrients: OATS,
    favorite: true,
    barcode: '8712345678906',
  });
  const glass = await insertPortion(t.db, userUuid, {
    product_uuid: milk.uuid,
    name: 'Glass',
    amount: 250,
    created_at: new Date('2024-01-01T00:00:00Z'),
  });
  const cup = await insertPortion(t.db, userUuid, {
    product_uuid: milk.uuid,
    name: 'A cup',
    amount: 125,
    created_at: new Date('2024-01-02T00:00:00Z'),
  });
  return { milk, glass, cup };
}

describe('POST /api/products/{uuid}/duplicate', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const { milk } = await insertMilk(me.uuid);
    expect((await post(`/api/products/${milk.uuid}/duplicate`, {}, {})).statusCode).toBe(401);
    expect(await countRows(t.db, 'products')).toBe(1);
  });

  it("copies the product as ' (copy)', no favorite, barcode or history, its portions in order by default", async () => {
    const me = await t.signIn();
    const { milk, glass, cup } = await insertMilk(me.uuid);
    await insertIntakeLog(t.db, me.uuid, { type: 'product', product_uuid: milk.uuid, amount: 100 });

    const response = await post(`/api/products/${milk.uuid}/duplicate`, me.headers, {});
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy.uuid).not.toBe(milk.uuid);
    expect(copy).toEqual({
      '@context': '/api/contexts/Product',
      '@id': `/api/products/${copy.uuid}`,
      '@type': 'Product',
      ...STORED_AT,
      uuid: copy.uuid,
      name: 'Milk (copy)',
      unit: 'milliliter',
      nutrientsPer: 250,
      nutrients: OATS,
      favorite: false,
      barcode: null,
      origin: null,
      portions: [
        {
          '@id': expect.stringMatching(/^\/api\/portions\//),
          '@type': 'Portion',
          ...STORED_AT,
          uuid: expect.any(String),
          name: 'Glass',
          amount: 250,
          effectiveNutrients: OATS,
        },
        {
          '@id': expect.stringMatching(/^\/api\/portions\//),
          '@type': 'Portion',
          ...STORED_AT,
          uuid: expect.any(String),
          name: 'A cup',
          amount: 125,
          effectiveNutrients: scaleNutrients(OATS, 0.5),
        },
      ],
      intakeLogCount: 0,
    });
    const copiedPortionUuids = copy.portions.map((portion: { uuid: string }) => portion.uuid);
    expect(copiedPortionUuids).not.toContain(glass.uuid);
    expect(copiedPortionUuids).not.toContain(cup.uuid);
    expect((await get(`/api/products/${copy.uuid}`, me.headers)).json()).toEqual(copy);

    // The original is untouched.
    expect((await get(`/api/products/${milk.uuid}`, me.headers)).json()).toMatchObject({
      name: 'Milk',
      favorite: true,
      barcode: '8712345678906',
      intakeLogCount: 1,
      portions: [{ uuid: glass.uuid }, { uuid: cup.uuid }],
    });
  });

  it('copies no portions with copyPortions false, and copies them with copyPortions true or no body', async () => {
    const me = await t.signIn();
    const { milk } = await insertMilk(me.uuid);

    const bare = await post(`/api/products/${milk.uuid}/duplicate`, me.headers, { copyPortions: false });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ name: 'Milk (copy)', nutrients: OATS, portions: [] });

    const withPortions = await post(`/api/products/${milk.uuid}/duplicate`, me.headers, { copyPortions: true });
    expect(withPortions.json().portions.map((portion: { name: string }) => portion.name)).toEqual(['Glass', 'A cup']);

    const noBody = await t.app.inject({
      method: 'POST',
      url: `/api/products/${milk.uuid}/duplicate`,
      headers: me.headers,
    });
    expect(noBody.statusCode).toBe(201);
    expect(noBody.json().portions).toHaveLength(2);
    expect(await countRows(t.db, 'products')).toBe(4);
  });

  it("answers 404 for another user's product, a deleted one and an unknown one, copying nothing", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const { milk: theirs } = await insertMilk(other.uuid);
    const deleted = await insertProduct(t.db, me.uuid, { deleted_at: new Date() });
    for (const uuid of [theirs.uuid, deleted.uuid, UNKNOWN_UUID]) {
      const response = await post(`/api/products/${uuid}/duplicate`, me.headers, {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(await countRows(t.db, 'products')).toBe(2);
  });

  it('answers 422 for a copyPortions that is not a boolean and for unknown fields', async () => {
    const me = await t.signIn();
    const { milk } = await insertMilk(me.uuid);
    const response = await post(`/api/products/${milk.uuid}/duplicate`, me.headers, {
      copyPortions: 'yes',
      name: 'Other milk',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'copyPortions', message: 'Copy portions must be true or false.' },
      { propertyPath: 'name', message: 'This field was not expected.' },
    ]);
    expect(await countRows(t.db, 'products')).toBe(1);
  });

  it('stores no copy when copying the portions fails (one transaction)', async () => {
    const me = await t.signIn();
    const { milk } = await insertMilk(me.uuid);
    const app = await buildApp(testConfig(), t.db.withPlugin(new FailingInserts('portions')));
    try {
      const response = await app.inject({
        method: 'POST',
        url: `/api/products/${milk.uuid}/duplicate`,
        headers: me.headers,
      });
      expect(response.statusCode).toBe(500);
      expect(await countRows(t.db, 'products')).toBe(1);
      expect(await countRows(t.db, 'portions')).toBe(2);
    } finally {
      await app.close();
    }
  });
});
