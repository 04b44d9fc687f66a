import { scaleNutrients } from '@nutrilog/shared/nutrients';
import { STORED_AT } from '../../testing/answers';
import { insertIntakeLog, insertPortion, insertProduct, UNKNOWN_UUID } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { NOT_FOUND, OATS, productRequests } from './test-helpers';

const t = setupTestApp();
const { get, patch } = productRequests(t);
const byPath = (violations: { propertyPath: string }[]) =>
  [...violations].sort((a, b) => a.propertyPath.localeCompare(b.propertyPath));

const LONG_AGO = new Date('2024-01-01T00:00:00Z');

async function insertOats(userUuid: string) {
  const oats = await insertProduct(t.db, userUuid, {
    name: 'Rolled oats',
    nutrients: OATS,
    barcode: '8710400000014',
    created_at: LONG_AGO,
    updated_at: LONG_AGO,
  });
  const serving = await insertPortion(t.db, userUuid, { product_uuid: oats.uuid, name: '1 serving', amount: 50 });
  return { oats, serving };
}

const updatedAt = async (uuid: string) =>
  (await t.db.selectFrom('products').select('updated_at').where('uuid', '=', uuid).executeTakeFirstOrThrow())
    .updated_at;

describe('PATCH /api/products/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const { oats } = await insertOats(me.uuid);
    expect((await patch(`/api/products/${oats.uuid}`, {}, { name: 'Oats' })).statusCode).toBe(401);
  });

  it('changes only the fields given, merges nutrients key by key and sets updated_at', async () => {
    const me = await t.signIn();
    const { oats, serving } = await insertOats(me.uuid);
    await insertIntakeLog(t.db, me.uuid, { type: 'product', product_uuid: oats.uuid, amount: 30 });

    const response = await patch(`/api/products/${oats.uuid}`, me.headers, {
      name: ' Oat flakes ',
      nutrientsPer: 50,
      nutrients: { calories: 190, proteins: 6.5 },
    });
    expect(response.statusCode).toBe(200);
    const merged = { ...OATS, calories: 190, proteins: 6.5 };
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Product',
      '@id': `/api/products/${oats.uuid}`,
      '@type': 'Product',
      ...STORED_AT,
      uuid: oats.uuid,
      name: 'Oat flakes',
      unit: 'gram',
      nutrientsPer: 50,
      nutrients: merged,
      favorite: false,
      barcode: '8710400000014',
      origin: null,
      // 50 g of a product whose nutrients are per 50 g
      portions: [
        {
          '@id': `/api/portions/${serving.uuid}`,
          '@type': 'Portion',
          ...STORED_AT,
          uuid: serving.uuid,
          name: '1 serving',
          amount: 50,
          effectiveNutrients: merged,
        },
      ],
      intakeLogCount: 1,
    });
    expect((await updatedAt(oats.uuid)).getTime()).toBeGreaterThan(LONG_AGO.getTime());
    expect((await get(`/api/products/${oats.uuid}`, me.headers)).json()).toEqual(response.json());
  });

  it('changes the unit, sets or removes the barcode, and leaves everything as it was for an empty patch', async () => {
    const me = await t.signIn();
    const { oats } = await insertOats(me.uuid);

    expect(
      (await patch(`/api/products/${oats.uuid}`, me.headers, { unit: 'milliliter', barcode: '5000112637922' })).json(),
    ).toMatchObject({
      name: 'Rolled oats',
      unit: 'milliliter',
      barcode: '5000112637922',
      nutrients: OATS,
    });
    expect((await patch(`/api/products/${oats.uuid}`, me.headers, { barcode: null })).json()).toMatchObject({
      barcode: null,
      unit: 'milliliter',
    });
    const unchanged = (await patch(`/api/products/${oats.uuid}`, me.headers, {})).json();
    expect(unchanged).toMatchObject({
      name: 'Rolled oats',
      unit: 'milliliter',
      nutrientsPer: 100,
      nutrients: OATS,
      barcode: null,
    });
    expect(unchanged.portions[0].effectiveNutrients).toEqual(scaleNutrients(OATS, 0.5));
  });

  it("answers 404 for another user's product, a deleted one and an unknown one, changing nothing", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const { oats: theirs } = await insertOats(other.uuid);
    const deleted = await insertProduct(t.db, me.uuid, { name: 'Deleted', deleted_at: new Date() });
    for (const uuid of [theirs.uuid, deleted.uuid, UNKNOWN_UUID]) {
      const response = await patch(`/api/products/${uuid}`, me.headers, { name: 'Mine now' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await get(`/api/products/${theirs.uuid}`, other.headers)).json()).toMatchObject({ name: 'Rolled oats' });
    expect(
      await t.db.selectFrom('products').select('name').where('uuid', '=', deleted.uuid).executeTakeFirstOrThrow(),
    ).toEqual({ name: 'Deleted' });
  });

  it('answers 422 with a violation per bad field and changes nothing', async () => {
    const me = await t.signIn();
    const { oats } = await insertOats(me.uuid);
    const response = await patch(`/api/products/${oats.uuid}`, me.headers, {
      name: '',
      nutrientsPer: -5,
      unit: 'cup',
      nutrients: { calories: -1, sugar: 3 },
      barcode: '123',
      portions: [],
    });
    expect(response.statusCode).toBe(422);
    expect(byPath(response.json().violations)).toEqual([
      { propertyPath: 'barcode', message: 'Barcode must be 4 to 32 digits.' },
      { propertyPath: 'name', message: 'Name is required.' },
      { propertyPath: 'nutrients.calories', message: 'Calories must be non-negative.' },
      { propertyPath: 'nutrients.sugar', message: 'This field was not expected.' },
      { propertyPath: 'nutrientsPer', message: 'Nutrients per must be greater than 0.' },
      { propertyPath: 'portions', message: 'This field was not expected.' },
      { propertyPath: 'unit', message: 'Unit must be one of gram, milliliter.' },
    ]);
    expect((await get(`/api/products/${oats.uuid}`, me.headers)).json()).toMatchObject({
      name: 'Rolled oats',
      nutrientsPer: 100,
      nutrients: OATS,
    });
  });

  it('answers 415 for a body that is not a merge patch', async () => {
    const me = await t.signIn();
    const { oats } = await insertOats(me.uuid);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${oats.uuid}`,
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Oats' }),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('PATCH /api/products/{uuid}/toggle_favorite', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const { oats } = await insertOats(me.uuid);
    expect((await patch(`/api/products/${oats.uuid}/toggle_favorite`, {}, {})).statusCode).toBe(401);
  });

  it('makes the product a favorite and back, answering its detail and setting updated_at', async () => {
    const me = await t.signIn();
    const { oats, serving } = await insertOats(me.uuid);

    const on = await patch(`/api/products/${oats.uuid}/toggle_favorite`, me.headers, {});
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      uuid: oats.uuid,
      favorite: true,
      name: 'Rolled oats',
      intakeLogCount: 0,
      portions: [{ uuid: serving.uuid }],
    });
    expect((await updatedAt(oats.uuid)).getTime()).toBeGreaterThan(LONG_AGO.getTime());
    expect((await get(`/api/products/${oats.uuid}`, me.headers)).json()).toMatchObject({ favorite: true });

    // Without a body too: the toggle takes an empty body (docs/product.md#the-api).
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${oats.uuid}/toggle_favorite`,
      headers: me.headers,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ favorite: false });
  });

  it("answers 404 for another user's product, a deleted one and an unknown one", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const { oats: theirs } = await insertOats(other.uuid);
    const deleted = await insertProduct(t.db, me.uuid, { deleted_at: new Date() });
    for (const uuid of [theirs.uuid, deleted.uuid, UNKNOWN_UUID, 'not-a-uuid']) {
      const response = await patch(`/api/products/${uuid}/toggle_favorite`, me.headers, {});
      expect(response.statusCode).toBe(404);
    }
    expect((await get(`/api/products/${theirs.uuid}`, other.headers)).json()).toMatchObject({ favorite: false });
  });

  it('answers 422 for any field in the body', async () => {
    const me = await t.signIn();
    const { oats } = await insertOats(me.uuid);
    const response = await patch(`/api/products/${oats.uuid}/toggle_favorite`, me.headers, { favorite: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([{ propertyPath: 'favorite', message: 'This field was not expected.' }]);
    expect((await get(`/api/products/${oats.uuid}`, me.headers)).json()).toMatchObject({ favorite: false });
  });
});
