import {
  insertIntakeLog,
  insertPortion,
  insertProduct,
  insertRecipe,
  insertRecipeItem,
  UNKNOWN_UUID,
} from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { NOT_FOUND, OATS, productRequests } from './test-helpers';

const t = setupTestApp();
const { get, post, patch, delete: del } = productRequests(t);

describe('DELETE /api/products/{uuid}', () => {
  it('answers 401 without a token and keeps the product', async () => {
    const me = await t.signIn();
    const product = await insertProduct(t.db, me.uuid);
    expect((await del(`/api/products/${product.uuid}`)).statusCode).toBe(401);
    expect((await get(`/api/products/${product.uuid}`, me.headers)).statusCode).toBe(200);
  });

  it("answers 404 for another user's product, an unknown one and a malformed uuid, deleting nothing", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const theirs = await insertProduct(t.db, other.uuid);
    for (const uuid of [theirs.uuid, UNKNOWN_UUID, 'not-a-uuid']) {
      const response = await del(`/api/products/${uuid}`, me.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await get(`/api/products/${theirs.uuid}`, other.headers)).statusCode).toBe(200);
  });

  it('soft-deletes: the product answers 404 everywhere and leaves the lists', async () => {
    const me = await t.signIn();
    const oats = await insertProduct(t.db, me.uuid, { name: 'Oats', nutrients: OATS });
    const serving = await insertPortion(t.db, me.uuid, { product_uuid: oats.uuid, name: '1 serving', amount: 50 });
    await insertProduct(t.db, me.uuid, { name: 'Kept' });
    await insertIntakeLog(t.db, me.uuid, { type: 'product', product_uuid: oats.uuid, amount: 40 });

    const response = await del(`/api/products/${oats.uuid}`, me.headers);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const row = await t.db
      .selectFrom('products')
      .select('deleted_at')
      .where('uuid', '=', oats.uuid)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeInstanceOf(Date);

    expect((await get('/api/products', me.headers)).json()).toMatchObject({
      totalItems: 1,
      member: [{ name: 'Kept' }],
    });
    const gone = [
      await get(`/api/products/${oats.uuid}`, me.headers),
      await patch(`/api/products/${oats.uuid}`, me.headers, { name: 'Back' }),
      await patch(`/api/products/${oats.uuid}/toggle_favorite`, me.headers, {}),
      await post(`/api/products/${oats.uuid}/duplicate`, me.headers, {}),
      await get(`/api/products/${oats.uuid}/intake_log_history`, me.headers),
      await get(`/api/portions/${serving.uuid}`, me.headers),
      await patch(`/api/portions/${serving.uuid}`, me.headers, { amount: 60 }),
      await del(`/api/products/${oats.uuid}`, me.headers),
    ];
    expect(gone.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);

    const newPortion = await post('/api/portions', me.headers, {
      name: 'Spoon',
      amount: 10,
      product: `/api/products/${oats.uuid}`,
    });
    expect(newPortion.statusCode).toBe(422);
    expect(newPortion.json().violations).toEqual([{ propertyPath: 'product', message: 'Product does not exist.' }]);
  });

  it('keeps the intake logs and recipe items that refer to the product, unchanged', async () => {
    const me = await t.signIn();
    const oats = await insertProduct(t.db, me.uuid, { name: 'Oats', nutrients: OATS });
    const serving = await insertPortion(t.db, me.uuid, { product_uuid: oats.uuid, name: '1 serving', amount: 50 });
    const log = await insertIntakeLog(t.db, me.uuid, {
      type: 'product',
      product_uuid: oats.uuid,
      portion_uuid: serving.uuid,
      quantity: 2,
    });
    const porridge = await insertRecipe(t.db, me.uuid, { name: 'Porridge' });
    const item = await insertRecipeItem(t.db, me.uuid, {
      recipe_uuid: porridge.uuid,
      product_uuid: oats.uuid,
      portion_uuid: serving.uuid,
      quantity: 1,
    });
    const logBefore = (await get(`/api/intake_logs/${log.uuid}`, me.headers)).json();

    expect((await del(`/api/products/${oats.uuid}`, me.headers)).statusCode).toBe(204);

    const logAfter = await get(`/api/intake_logs/${log.uuid}`, me.headers);
    expect(logAfter.statusCode).toBe(200);
    expect(logAfter.json()).toEqual({ ...logBefore, product: { ...logBefore.product, deleted: true } });
    expect(logAfter.json()).toMatchObject({
      product: { '@id': `/api/products/${oats.uuid}`, deleted: true },
      portion: { '@id': `/api/portions/${serving.uuid}` },
      quantity: 2,
    });
    expect(
      await t.db.selectFrom('recipe_items').selectAll().where('uuid', '=', item.uuid).executeTakeFirstOrThrow(),
    ).toEqual(item);
    expect(
      await t.db.selectFrom('portions').selectAll().where('uuid', '=', serving.uuid).executeTakeFirstOrThrow(),
    ).toEqual(serving);
  });
});
