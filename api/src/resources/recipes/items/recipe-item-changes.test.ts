import { insertPortion, insertProduct, UNKNOWN_UUID } from '../../../testing/fixtures';
import { setupTestApp } from '../../../testing/harness';
import {
  CHICKEN_ITEM_NUTRIENTS,
  insertRiceBowl,
  nutrients,
  recipeRequests,
  RICE_ITEM_NUTRIENTS,
} from '../test-helpers';

const t = setupTestApp();
const request = recipeRequests(t);
const productIri = (uuid: string) => `/api/products/${uuid}`;
const portionIri = (uuid: string) => `/api/portions/${uuid}`;
const itemUrl = (uuid: string) => `/api/recipe_items/${uuid}`;

describe('PATCH /api/recipe_items/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const { riceItem } = await insertRiceBowl(t.db, me.uuid);
    expect((await request.patch(itemUrl(riceItem.uuid), {}, { amount: 100 })).statusCode).toBe(401);
  });

  it('merges the patch into the item and answers it; the recipe follows', async () => {
    const me = await t.signIn();
    const { bowl, riceItem } = await insertRiceBowl(t.db, me.uuid);
    const response = await request.patch(itemUrl(riceItem.uuid), me.headers, { amount: 100 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      '@context': '/api/contexts/RecipeItem',
      uuid: riceItem.uuid,
      portion: null,
      amount: 100,
      totalAmount: 100,
      effectiveNutrients: nutrients({ calories: 130, totalCarbohydrates: 28, proteins: 3, fibers: 1 }),
    });
    expect((await request.get(`/api/recipes/${bowl.uuid}`, me.headers)).json().effectiveNutrients.calories).toBe(
      480 + 130,
    );
  });

  it('switches an item from a portion to an amount, and to another product with its portion', async () => {
    const me = await t.signIn();
    const { chicken, fillet, rice, chickenItem } = await insertRiceBowl(t.db, me.uuid);
    const byAmount = await request.patch(itemUrl(chickenItem.uuid), me.headers, { portion: null, amount: 50 });
    expect(byAmount.json()).toMatchObject({ portion: null, amount: 50, quantity: 0, totalAmount: 50 });

    const cup = await insertPortion(t.db, me.uuid, { product_uuid: rice.uuid, name: '1 cup', amount: 75 });
    const otherProduct = await request.patch(itemUrl(chickenItem.uuid), me.headers, {
      product: productIri(rice.uuid),
      portion: portionIri(cup.uuid),
      quantity: 2,
    });
    expect(otherProduct.statusCode).toBe(200);
    expect(otherProduct.json()).toMatchObject({
      product: { uuid: rice.uuid, name: 'Rice' },
      portion: { uuid: cup.uuid, name: '1 cup', amount: 75 },
      amount: 0,
      quantity: 2,
      totalAmount: 150,
      effectiveNutrients: nutrients({ calories: 195, totalCarbohydrates: 42, proteins: 4.5, fibers: 1.5 }),
    });

    const back = await request.patch(itemUrl(chickenItem.uuid), me.headers, {
      product: productIri(chicken.uuid),
      portion: portionIri(fillet.uuid),
    });
    expect(back.json()).toMatchObject({
      product: { uuid: chicken.uuid },
      quantity: 2,
      effectiveNutrients: CHICKEN_ITEM_NUTRIENTS,
    });
  });

  it('keeps an item whose product was deleted editable, as long as it keeps that product', async () => {
    const me = await t.signIn();
    const { chicken, chickenItem } = await insertRiceBowl(t.db, me.uuid);
    await t.db.updateTable('products').set({ deleted_at: new Date() }).where('uuid', '=', chicken.uuid).execute();
    const response = await request.patch(itemUrl(chickenItem.uuid), me.headers, { quantity: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      product: { uuid: chicken.uuid, deleted: true },
      quantity: 1,
      totalAmount: 150,
    });
  });

  it('answers 422 at the right field when the merged item breaks a rule, changing nothing', async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const { bowl, fillet, rice, chickenItem, riceItem } = await insertRiceBowl(t.db, me.uuid);
    const theirs = await insertProduct(t.db, other.uuid);
    const cases: [string, unknown, { propertyPath: string; message: string }][] = [
      [chickenItem.uuid, { portion: null }, { propertyPath: 'amount', message: 'Amount must be greater than 0.' }],
      [
        riceItem.uuid,
        { portion: portionIri(fillet.uuid) },
        { propertyPath: 'quantity', message: 'Quantity must be greater than 0.' },
      ],
      [riceItem.uuid, { amount: -1 }, { propertyPath: 'amount', message: 'Amount must be non-negative.' }],
      [riceItem.uuid, { product: '' }, { propertyPath: 'product', message: 'Product is required.' }],
      [
        riceItem.uuid,
        { recipe: `/api/recipes/${bowl.uuid}` },
        { propertyPath: 'recipe', message: 'This field was not expected.' },
      ],
      [
        riceItem.uuid,
        { product: productIri(theirs.uuid) },
        { propertyPath: 'product', message: 'Product does not exist.' },
      ],
      [
        riceItem.uuid,
        { portion: portionIri(fillet.uuid), quantity: 1 },
        { propertyPath: 'portion', message: 'Portion does not belong to the product.' },
      ],
      // The chicken item keeps its fillet portion unless the patch says otherwise.
      [
        chickenItem.uuid,
        { product: productIri(rice.uuid) },
        { propertyPath: 'portion', message: 'Portion does not belong to the product.' },
      ],
    ];
    for (const [uuid, patch, violation] of cases) {
      const response = await request.patch(itemUrl(uuid), me.headers, patch);
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([violation]);
    }
    const detail = (await request.get(`/api/recipes/${bowl.uuid}`, me.headers)).json();
    expect(detail.items.map((item: { effectiveNutrients: unknown }) => item.effectiveNutrients)).toEqual([
      CHICKEN_ITEM_NUTRIENTS,
      RICE_ITEM_NUTRIENTS,
    ]);
  });

  it("answers 404 for another user's item, an item of a deleted recipe and an unknown uuid", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const { riceItem: theirs } = await insertRiceBowl(t.db, other.uuid);
    const { bowl, riceItem: ofDeleted } = await insertRiceBowl(t.db, me.uuid);
    await t.db.updateTable('recipes').set({ deleted_at: new Date() }).where('uuid', '=', bowl.uuid).execute();
    for (const uuid of [theirs.uuid, ofDeleted.uuid, UNKNOWN_UUID]) {
      expect((await request.patch(itemUrl(uuid), me.headers, { amount: 1 })).statusCode).toBe(404);
    }
    expect((await request.get(itemUrl(theirs.uuid), other.headers)).json().amount).toBe(200);
  });
});

describe('DELETE /api/recipe_items/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const { riceItem } = await insertRiceBowl(t.db, me.uuid);
    expect((await request.delete(itemUrl(riceItem.uuid))).statusCode).toBe(401);
  });

  it('removes the item for good (204); the recipe no longer counts it and the product stays', async () => {
    const me = await t.signIn();
    const { bowl, rice, riceItem } = await insertRiceBowl(t.db, me.uuid);
    const response = await request.delete(itemUrl(riceItem.uuid), me.headers);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await request.get(itemUrl(riceItem.uuid), me.headers)).statusCode).toBe(404);
    expect((await request.delete(itemUrl(riceItem.uuid), me.headers)).statusCode).toBe(404);
    expect(await t.db.selectFrom('recipe_items').select('uuid').where('uuid', '=', riceItem.uuid).execute()).toEqual(
      [],
    );
    const detail = (await request.get(`/api/recipes/${bowl.uuid}`, me.headers)).json();
    expect(detail.items).toHaveLength(1);
    expect(detail.effectiveNutrients).toEqual(CHICKEN_ITEM_NUTRIENTS);
    expect((await request.get(productIri(rice.uuid), me.headers)).statusCode).toBe(200);
  });

  it("answers 404 for another user's item, an item of a deleted recipe, an unknown uuid; deletes nothing", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const { riceItem: theirs } = await insertRiceBowl(t.db, other.uuid);
    const { bowl, riceItem: ofDeleted } = await insertRiceBowl(t.db, me.uuid);
    await t.db.updateTable('recipes').set({ deleted_at: new Date() }).where('uuid', '=', bowl.uuid).execute();
    for (const uuid of [theirs.uuid, ofDeleted.uuid, UNKNOWN_UUID]) {
      expect((await request.delete(itemUrl(uuid), me.headers)).statusCode).toBe(404);
    }
    expect(await t.db.selectFrom('recipe_items').select('uuid').execute()).toHaveLength(4);
  });
});
