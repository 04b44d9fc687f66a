import { scaleNutrients } from '@nutrilog/shared/nutrients';
import { STORED_AT } from '../../testing/answers';
import { insertPortion, insertProduct, insertRecipe, insertRecipeItem, UNKNOWN_UUID } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { countRows, NOT_FOUND, OATS, productRequests } from '../products/test-helpers';

const t = setupTestApp();
const { get, post, patch } = productRequests(t);
const byPath = (violations: { propertyPath: string }[]) =>
  [...violations].sort((a, b) => a.propertyPath.localeCompare(b.propertyPath));

const LONG_AGO = new Date('2024-01-01T00:00:00Z');

/** Oats (OATS per 100 g) with a 50 g serving. */
async function insertOats(userUuid: string) {
  const oats = await insertProduct(t.db, userUuid, { name: 'Oats', nutrients: OATS });
  const serving = await insertPortion(t.db, userUuid, {
    product_uuid: oats.uuid,
    name: '1 serving',
    amount: 50,
    created_at: LONG_AGO,
    updated_at: LONG_AGO,
  });
  return { oats, serving };
}

/** Porridge of 500 g holding 200 g of oats (so its nutrients are OATS × 2), with a 250 g bowl: OATS × 1. */
async function insertPorridge(userUuid: string) {
  const { oats } = await insertOats(userUuid);
  const porridge = await insertRecipe(t.db, userUuid, { name: 'Porridge', unit_size: 500 });
  await insertRecipeItem(t.db, userUuid, { recipe_uuid: porridge.uuid, product_uuid: oats.uuid, amount: 200 });
  const bowl = await insertPortion(t.db, userUuid, { recipe_uuid: porridge.uuid, name: '1 bowl', amount: 250 });
  return { oats, porridge, bowl };
}

describe('GET /api/portions/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const { serving } = await insertOats(me.uuid);
    expect((await get(`/api/portions/${serving.uuid}`)).statusCode).toBe(401);
  });

  it("answers a product's portion with the product's nutrients for its amount", async () => {
    const me = await t.signIn();
    const { serving } = await insertOats(me.uuid);
    const response = await get(`/api/portions/${serving.uuid}`, me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Portion',
      '@id': `/api/portions/${serving.uuid}`,
      '@type': 'Portion',
      ...STORED_AT,
      uuid: serving.uuid,
      name: '1 serving',
      amount: 50,
      effectiveNutrients: scaleNutrients(OATS, 0.5),
    });
  });

  it("answers a recipe's portion with the recipe's nutrients × amount / unitSize", async () => {
    const me = await t.signIn();
    const { bowl } = await insertPorridge(me.uuid);
    expect((await get(`/api/portions/${bowl.uuid}`, me.headers)).json()).toEqual({
      '@context': '/api/contexts/Portion',
      '@id': `/api/portions/${bowl.uuid}`,
      '@type': 'Portion',
      ...STORED_AT,
      uuid: bowl.uuid,
      name: '1 bowl',
      amount: 250,
      effectiveNutrients: OATS,
    });
  });

  it("answers 404 for another user's portion, one of a deleted product or recipe, and an unknown one", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const { serving: theirs } = await insertOats(other.uuid);
    const gone = await insertProduct(t.db, me.uuid, { deleted_at: new Date() });
    const ofDeletedProduct = await insertPortion(t.db, me.uuid, { product_uuid: gone.uuid });
    const goneRecipe = await insertRecipe(t.db, me.uuid, { deleted_at: new Date() });
    const ofDeletedRecipe = await insertPortion(t.db, me.uuid, { recipe_uuid: goneRecipe.uuid });
    for (const uuid of [theirs.uuid, ofDeletedProduct.uuid, ofDeletedRecipe.uuid, UNKNOWN_UUID, 'not-a-uuid']) {
      const response = await get(`/api/portions/${uuid}`, me.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await get(`/api/portions/${theirs.uuid}`, other.headers)).statusCode).toBe(200);
  });
});

describe('POST /api/portions', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const { oats } = await insertOats(me.uuid);
    expect(
      (await post('/api/portions', {}, { name: 'Bowl', amount: 200, product: `/api/products/${oats.uuid}` }))
        .statusCode,
    ).toBe(401);
    expect(await countRows(t.db, 'portions')).toBe(1);
  });

  it('adds a portion to the product, listed after its earlier portions', async () => {
    const me = await t.signIn();
    const { oats, serving } = await insertOats(me.uuid);
    const response = await post('/api/portions', me.headers, {
      name: ' A bowl ',
      amount: 200,
      product: `/api/products/${oats.uuid}`,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      '@context': '/api/contexts/Portion',
      '@id': `/api/portions/${created.uuid}`,
      '@type': 'Portion',
      ...STORED_AT,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'A bowl',
      amount: 200,
      effectiveNutrients: scaleNutrients(OATS, 2),
    });
    const { '@context': _context, ...embedded } = created;
    expect((await get(`/api/products/${oats.uuid}`, me.headers)).json().portions).toEqual([
      expect.objectContaining({ uuid: serving.uuid }),
      embedded,
    ]);
    expect((await get(`/api/portions/${created.uuid}`, me.headers)).json()).toEqual(created);
  });

  it("answers 422 at product for another user's, a deleted or an unknown product, a recipe or no IRI", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const { oats: theirs } = await insertOats(other.uuid);
    const deleted = await insertProduct(t.db, me.uuid, { deleted_at: new Date() });
    const recipe = await insertRecipe(t.db, me.uuid);
    const iris = [
      `/api/products/${theirs.uuid}`,
      `/api/products/${deleted.uuid}`,
      `/api/products/${UNKNOWN_UUID}`,
      `/api/recipes/${recipe.uuid}`,
      theirs.uuid,
      'oats',
    ];
    for (const product of iris) {
      const response = await post('/api/portions', me.headers, { name: 'Bowl', amount: 200, product });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([{ propertyPath: 'product', message: 'Product does not exist.' }]);
    }
    expect(await countRows(t.db, 'portions')).toBe(1);
  });

  it('answers 422 with a violation per bad field', async () => {
    const me = await t.signIn();
    const { oats } = await insertOats(me.uuid);
    const response = await post('/api/portions', me.headers, {
      name: '',
      amount: 0,
      recipe: `/api/products/${oats.uuid}`,
    });
    expect(response.statusCode).toBe(422);
    expect(byPath(response.json().violations)).toEqual([
      { propertyPath: 'amount', message: 'Amount must be greater than 0.' },
      { propertyPath: 'name', message: 'Name is required.' },
      { propertyPath: 'product', message: 'Product is required.' },
      { propertyPath: 'recipe', message: 'This field was not expected.' },
    ]);
    expect(await countRows(t.db, 'portions')).toBe(1);
  });
});

describe('PATCH /api/portions/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const { serving } = await insertOats(me.uuid);
    expect((await patch(`/api/portions/${serving.uuid}`, {}, { amount: 60 })).statusCode).toBe(401);
  });

  it("changes only the fields given, sets updated_at and answers the portion's new nutrients", async () => {
    const me = await t.signIn();
    const { serving } = await insertOats(me.uuid);

    const response = await patch(`/api/portions/${serving.uuid}`, me.headers, { amount: 25 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Portion',
      '@id': `/api/portions/${serving.uuid}`,
      '@type': 'Portion',
      ...STORED_AT,
      uuid: serving.uuid,
      name: '1 serving',
      amount: 25,
      effectiveNutrients: scaleNutrients(OATS, 0.25),
    });
    expect((await patch(`/api/portions/${serving.uuid}`, me.headers, { name: 'Small serving' })).json()).toMatchObject({
      name: 'Small serving',
      amount: 25,
    });
    const row = await t.db
      .selectFrom('portions')
      .selectAll()
      .where('uuid', '=', serving.uuid)
      .executeTakeFirstOrThrow();
    expect(row.updated_at.getTime()).toBeGreaterThan(LONG_AGO.getTime());
    expect(row.created_at).toEqual(LONG_AGO);
  });

  it("patches a recipe's portion, answering the recipe's nutrients for the new amount", async () => {
    const me = await t.signIn();
    const { bowl } = await insertPorridge(me.uuid);
    const response = await patch(`/api/portions/${bowl.uuid}`, me.headers, { name: 'Big bowl', amount: 500 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Big bowl',
      amount: 500,
      effectiveNutrients: scaleNutrients(OATS, 2),
    });
  });

  it("changes nothing, answers 404 for others' portions, a deleted product's or recipe's, an unknown one", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const { serving: theirs } = await insertOats(other.uuid);
    const gone = await insertProduct(t.db, me.uuid, { deleted_at: new Date() });
    const ofDeletedProduct = await insertPortion(t.db, me.uuid, { product_uuid: gone.uuid, amount: 10 });
    const goneRecipe = await insertRecipe(t.db, me.uuid, { deleted_at: new Date() });
    const ofDeletedRecipe = await insertPortion(t.db, me.uuid, { recipe_uuid: goneRecipe.uuid, amount: 10 });
    for (const uuid of [theirs.uuid, ofDeletedProduct.uuid, ofDeletedRecipe.uuid, UNKNOWN_UUID]) {
      const response = await patch(`/api/portions/${uuid}`, me.headers, { amount: 99 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    const amounts = await t.db
      .selectFrom('portions')
      .select('amount')
      .where('uuid', 'in', [theirs.uuid, ofDeletedProduct.uuid, ofDeletedRecipe.uuid])
      .execute();
    expect(amounts.map((row) => row.amount).sort()).toEqual([10, 10, 50]);
  });

  it('answers 422 with a violation per bad field and changes nothing', async () => {
    const me = await t.signIn();
    const { oats, serving } = await insertOats(me.uuid);
    const response = await patch(`/api/portions/${serving.uuid}`, me.headers, {
      name: ' ',
      amount: -1,
      product: `/api/products/${oats.uuid}`,
    });
    expect(response.statusCode).toBe(422);
    expect(byPath(response.json().violations)).toEqual([
      { propertyPath: 'amount', message: 'Amount must be greater than 0.' },
      { propertyPath: 'name', message: 'Name is required.' },
      { propertyPath: 'product', message: 'This field was not expected.' },
    ]);
    expect((await get(`/api/portions/${serving.uuid}`, me.headers)).json()).toMatchObject({
      name: '1 serving',
      amount: 50,
    });
  });
});
