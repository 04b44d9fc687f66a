import { STORED_AT } from '../../../testing/answers';
import { insertPortion, insertProduct, insertRecipe, UNKNOWN_UUID } from '../../../testing/fixtures';
import { setupTestApp } from '../../../testing/harness';
import {
  BOWL_NUTRIENTS,
  BOWL_PORTION_NUTRIENTS,
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

/** One of my recipes and a product of mine with a 150 g portion. */
async function setup() {
  const me = await t.signIn();
  const recipe = await insertRecipe(t.db, me.uuid, { name: 'Rice bowl', unit_size: 500 });
  const chicken = await insertProduct(t.db, me.uuid, { name: 'Chicken', nutrients: { calories: 160, proteins: 30 } });
  const fillet = await insertPortion(t.db, me.uuid, { product_uuid: chicken.uuid, name: '1 fillet', amount: 150 });
  return { me, recipe, chicken, fillet, url: `/api/recipes/${recipe.uuid}/items` };
}

describe('POST /api/recipes/{uuid}/items', () => {
  it('answers 401 without a token', async () => {
    const { recipe, chicken } = await setup();
    expect(
      (await request.post(`/api/recipes/${recipe.uuid}/items`, {}, { product: productIri(chicken.uuid), amount: 10 }))
        .statusCode,
    ).toBe(401);
  });

  it('adds a product by portion × quantity and answers 201 with the item, product and portion embedded', async () => {
    const { me, chicken, fillet, url } = await setup();
    const response = await request.post(url, me.headers, {
      product: productIri(chicken.uuid),
      portion: portionIri(fillet.uuid),
      quantity: 2,
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const body = response.json();
    expect(body).toEqual({
      '@context': '/api/contexts/RecipeItem',
      '@id': `/api/recipe_items/${body.uuid}`,
      '@type': 'RecipeItem',
      ...STORED_AT,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      product: {
        '@id': productIri(chicken.uuid),
        '@type': 'Product',
        uuid: chicken.uuid,
        name: 'Chicken',
        unit: 'gram',
        deleted: false,
      },
      portion: { '@id': portionIri(fillet.uuid), uuid: fillet.uuid, name: '1 fillet', amount: 150 },
      amount: 0,
      quantity: 2,
      totalAmount: 300,
      effectiveNutrients: nutrients({ calories: 480, proteins: 90 }),
    });
  });

  it('adds a product by amount; a value that does not count (quantity without portion, amount with) is 0', async () => {
    const { me, chicken, fillet, url } = await setup();
    const byAmount = (
      await request.post(url, me.headers, { product: productIri(chicken.uuid), portion: null, amount: 50, quantity: 3 })
    ).json();
    expect(byAmount).toMatchObject({
      portion: null,
      amount: 50,
      quantity: 0,
      totalAmount: 50,
      effectiveNutrients: nutrients({ calories: 80, proteins: 15 }),
    });
    const byPortion = (
      await request.post(url, me.headers, {
        product: productIri(chicken.uuid),
        portion: portionIri(fillet.uuid),
        amount: 80,
        quantity: 1,
      })
    ).json();
    expect(byPortion).toMatchObject({ amount: 0, quantity: 1, totalAmount: 150 });
    // A form's empty portion select means no portion.
    const emptyPortion = await request.post(url, me.headers, {
      product: productIri(chicken.uuid),
      portion: '',
      amount: 20,
    });
    expect(emptyPortion.statusCode).toBe(201);
    expect(emptyPortion.json()).toMatchObject({ portion: null, amount: 20, totalAmount: 20 });
  });

  it('builds a recipe of two products, one by portion × quantity, one by amount, with exact nutrients', async () => {
    const me = await t.signIn();
    const chicken = await insertProduct(t.db, me.uuid, {
      name: 'Chicken',
      nutrients: { calories: 160, proteins: 30, totalFat: 4, saturatedFat: 1, salt: 0.25, water: 60, potassium: 250 },
    });
    const fillet = await insertPortion(t.db, me.uuid, { product_uuid: chicken.uuid, name: '1 fillet', amount: 150 });
    const rice = await insertProduct(t.db, me.uuid, {
      name: 'Rice',
      nutrients_per: 50,
      nutrients: { calories: 65, totalCarbohydrates: 14, proteins: 1.5, fibers: 0.5 },
    });

    const recipe = (await request.post('/api/recipes', me.headers, { name: 'Rice bowl', unitSize: 500 })).json();
    const first = await request.post(`/api/recipes/${recipe.uuid}/items`, me.headers, {
      product: productIri(chicken.uuid),
      portion: portionIri(fillet.uuid),
      quantity: 2,
    });
    const second = await request.post(`/api/recipes/${recipe.uuid}/items`, me.headers, {
      product: productIri(rice.uuid),
      amount: 200,
    });
    const portion = await request.post(`/api/recipes/${recipe.uuid}/portions`, me.headers, {
      name: '1 bowl',
      amount: 125,
    });
    expect([first.statusCode, second.statusCode, portion.statusCode]).toEqual([201, 201, 201]);
    expect(first.json().effectiveNutrients).toEqual(CHICKEN_ITEM_NUTRIENTS);
    expect(second.json().effectiveNutrients).toEqual(RICE_ITEM_NUTRIENTS);
    expect(portion.json().effectiveNutrients).toEqual(BOWL_PORTION_NUTRIENTS);

    const detail = (await request.get(`/api/recipes/${recipe.uuid}`, me.headers)).json();
    expect(detail.effectiveNutrients).toEqual(BOWL_NUTRIENTS);
    expect(detail.items.map((item: { uuid: string }) => item.uuid)).toEqual([first.json().uuid, second.json().uuid]);
    expect(detail.portions[0].effectiveNutrients).toEqual(BOWL_PORTION_NUTRIENTS);
    expect((await request.get('/api/recipes', me.headers)).json().member[0].effectiveNutrients).toEqual(BOWL_NUTRIENTS);
  });

  it('answers 422 at the field the item rules name', async () => {
    const { me, recipe, chicken, fillet, url } = await setup();
    const violations = async (payload: unknown) => {
      const response = await request.post(url, me.headers, payload);
      expect(response.statusCode).toBe(422);
      return response.json().violations;
    };
    expect(await violations({ amount: 10 })).toEqual([{ propertyPath: 'product', message: 'Product is required.' }]);
    expect(await violations({ product: productIri(chicken.uuid) })).toEqual([
      { propertyPath: 'amount', message: 'Amount must be greater than 0.' },
    ]);
    expect(
      await violations({ product: productIri(chicken.uuid), portion: portionIri(fillet.uuid), quantity: 0 }),
    ).toEqual([{ propertyPath: 'quantity', message: 'Quantity must be greater than 0.' }]);
    expect(await violations({ product: productIri(chicken.uuid), amount: -5 })).toEqual([
      { propertyPath: 'amount', message: 'Amount must be non-negative.' },
    ]);
    expect(await violations({ product: productIri(chicken.uuid), amount: 'lots', recipe: 'x' })).toEqual([
      { propertyPath: 'amount', message: 'Amount must be a number.' },
      { propertyPath: 'recipe', message: 'This field was not expected.' },
    ]);
    expect((await request.get(`/api/recipes/${recipe.uuid}`, me.headers)).json().items).toEqual([]);
  });

  it("answers 422 at product for another user's, a deleted or an unknown product, or no product IRI", async () => {
    const { me, url } = await setup();
    const other = await t.signIn();
    const theirs = await insertProduct(t.db, other.uuid);
    const deleted = await insertProduct(t.db, me.uuid, { deleted_at: new Date() });
    for (const product of [
      productIri(theirs.uuid),
      productIri(deleted.uuid),
      productIri(UNKNOWN_UUID),
      theirs.uuid,
      `/api/recipes/${deleted.uuid}`,
    ]) {
      const response = await request.post(url, me.headers, { product, amount: 10 });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([{ propertyPath: 'product', message: 'Product does not exist.' }]);
    }
  });

  it('answers 422 at portion for a portion of another product, a recipe, another user, or no portion IRI', async () => {
    const { me, recipe, chicken, url } = await setup();
    const other = await t.signIn();
    const rice = await insertProduct(t.db, me.uuid, { name: 'Rice' });
    const cup = await insertPortion(t.db, me.uuid, { product_uuid: rice.uuid, name: '1 cup' });
    const recipePortion = await insertPortion(t.db, me.uuid, { recipe_uuid: recipe.uuid, name: '1 bowl' });
    const theirProduct = await insertProduct(t.db, other.uuid);
    const theirPortion = await insertPortion(t.db, other.uuid, { product_uuid: theirProduct.uuid });
    for (const portion of [
      portionIri(cup.uuid),
      portionIri(recipePortion.uuid),
      portionIri(theirPortion.uuid),
      productIri(chicken.uuid),
    ]) {
      const response = await request.post(url, me.headers, { product: productIri(chicken.uuid), portion, quantity: 1 });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([
        { propertyPath: 'portion', message: 'Portion does not belong to the product.' },
      ]);
    }
  });

  it("answers 404 for another user's recipe, a deleted one and an unknown uuid, adding nothing", async () => {
    const { me, chicken } = await setup();
    const other = await t.signIn();
    const theirs = await insertRecipe(t.db, other.uuid);
    const deleted = await insertRecipe(t.db, me.uuid, { deleted_at: new Date() });
    for (const uuid of [theirs.uuid, deleted.uuid, UNKNOWN_UUID]) {
      const response = await request.post(`/api/recipes/${uuid}/items`, me.headers, {
        product: productIri(chicken.uuid),
        amount: 10,
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await t.db.selectFrom('recipe_items').select('uuid').execute()).toEqual([]);
  });
});

describe('GET /api/recipe_items/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const { riceItem } = await insertRiceBowl(t.db, me.uuid);
    expect((await request.get(`/api/recipe_items/${riceItem.uuid}`)).statusCode).toBe(401);
  });

  it('answers the item with its context', async () => {
    const me = await t.signIn();
    const { rice, riceItem } = await insertRiceBowl(t.db, me.uuid);
    const response = await request.get(`/api/recipe_items/${riceItem.uuid}`, me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/RecipeItem',
      '@id': `/api/recipe_items/${riceItem.uuid}`,
      '@type': 'RecipeItem',
      ...STORED_AT,
      uuid: riceItem.uuid,
      product: {
        '@id': productIri(rice.uuid),
        '@type': 'Product',
        uuid: rice.uuid,
        name: 'Rice',
        unit: 'gram',
        deleted: false,
      },
      portion: null,
      amount: 200,
      quantity: 0,
      totalAmount: 200,
      effectiveNutrients: RICE_ITEM_NUTRIENTS,
    });
  });

  it("answers 404 for another user's item, an item of a deleted recipe and an unknown uuid", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const { riceItem: theirs } = await insertRiceBowl(t.db, other.uuid);
    const { bowl, riceItem: ofDeleted } = await insertRiceBowl(t.db, me.uuid);
    await t.db.updateTable('recipes').set({ deleted_at: new Date() }).where('uuid', '=', bowl.uuid).execute();
    for (const uuid of [theirs.uuid, ofDeleted.uuid, UNKNOWN_UUID, 'nope']) {
      expect((await request.get(`/api/recipe_items/${uuid}`, me.headers)).statusCode).toBe(404);
    }
    expect((await request.get(`/api/recipe_items/${theirs.uuid}`, other.headers)).statusCode).toBe(200);
  });
});
