import { STORED_AT } from '../../testing/answers';
import { insertPortion, insertProduct, insertRecipe } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { insertRiceBowl } from '../recipes/test-helpers';
import { FIFTY_GRAMS_OF_YOGHURT, insertYoghurt, intakeLogRequests, iri, nutrients } from './test-helpers';

const t = setupTestApp();
const request = intakeLogRequests(t);
const DATE = '2024-05-01T07:30:00.000Z';

describe('POST /api/intake_logs', () => {
  it('answers 401 without a token', async () => {
    const response = await request.post('/api/intake_logs', {}, { type: 'manual', date: DATE });
    expect(response.statusCode).toBe(401);
  });

  it('logs a product by amount and answers 201 with the log, its product embedded and its nutrients', async () => {
    const me = await t.signIn();
    const { yoghurt } = await insertYoghurt(t.db, me.uuid);
    const response = await request.post('/api/intake_logs', me.headers, {
      type: 'product',
      date: '2024-05-01T09:30:00+02:00',
      product: iri.product(yoghurt.uuid),
      portion: null,
      amount: 50,
      quantity: 3,
      description: 'ignored',
      nutrients: nutrients({ calories: 999 }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const body = response.json();
    expect(body).toEqual({
      '@context': '/api/contexts/IntakeLog',
      '@id': iri.log(body.uuid),
      '@type': 'IntakeLog',
      ...STORED_AT,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'product',
      date: DATE,
      description: null,
      amount: 50,
      quantity: 0,
      nutrients: nutrients({}),
      totalAmount: 50,
      effectiveNutrients: FIFTY_GRAMS_OF_YOGHURT,
      product: {
        '@id': iri.product(yoghurt.uuid),
        '@type': 'Product',
        uuid: yoghurt.uuid,
        name: 'Yoghurt',
        unit: 'gram',
        deleted: false,
      },
      portion: null,
      recipe: null,
      recipePortion: null,
    });
    expect((await request.get(iri.log(body.uuid), me.headers)).json()).toEqual(body);
  });

  it('stores a manual log with its description and nutrients, amount and quantity 0 and no references', async () => {
    const me = await t.signIn();
    const { yoghurt } = await insertYoghurt(t.db, me.uuid);
    const response = await request.post('/api/intake_logs', me.headers, {
      type: 'manual',
      date: DATE,
      product: iri.product(yoghurt.uuid),
      amount: 10,
      quantity: 2,
      description: ' Pizza ',
      nutrients: nutrients({ calories: 820, salt: 4.1 }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'manual',
      description: 'Pizza',
      amount: 0,
      quantity: 0,
      product: null,
      totalAmount: 0,
      nutrients: nutrients({ calories: 820, salt: 4.1 }),
      effectiveNutrients: nutrients({ calories: 820, salt: 4.1 }),
    });
  });

  it('logs a recipe by its portion, storing amount 0 and dropping product references', async () => {
    const me = await t.signIn();
    const { bowl, serving, chicken } = await insertRiceBowl(t.db, me.uuid);
    const response = await request.post('/api/intake_logs', me.headers, {
      type: 'recipe',
      date: DATE,
      recipe: iri.recipe(bowl.uuid),
      recipePortion: iri.portion(serving.uuid),
      product: iri.product(chicken.uuid),
      quantity: 1,
      amount: 40,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'recipe',
      amount: 0,
      quantity: 1,
      totalAmount: 125,
      product: null,
      recipe: { uuid: bowl.uuid, name: 'Rice bowl', '@type': 'Recipe', deleted: false },
      recipePortion: { '@id': iri.portion(serving.uuid), uuid: serving.uuid, name: '1 bowl', amount: 125 },
    });
  });

  it('answers 422 with violations at the fields the rules name', async () => {
    const me = await t.signIn();
    const { yoghurt, bowl } = await insertYoghurt(t.db, me.uuid);
    const violations = async (payload: unknown) => {
      const response = await request.post('/api/intake_logs', me.headers, payload);
      expect(response.statusCode).toBe(422);
      return response.json().violations;
    };
    expect(await violations({})).toEqual([
      { propertyPath: 'type', message: 'Type is required.' },
      { propertyPath: 'date', message: 'Date is required.' },
    ]);
    expect(await violations({ type: 'snack', date: '2024-02-30T10:00:00Z', extra: 1 })).toEqual([
      { propertyPath: 'type', message: 'Type must be one of product, recipe, manual.' },
      { propertyPath: 'date', message: 'Date must be an ISO 8601 timestamp.' },
      { propertyPath: 'extra', message: 'This field was not expected.' },
    ]);
    expect(await violations({ type: 'product', date: DATE, amount: 10 })).toEqual([
      { propertyPath: 'product', message: 'Product is required.' },
    ]);
    expect(await violations({ type: 'recipe', date: DATE, amount: 10, product: iri.product(yoghurt.uuid) })).toEqual([
      { propertyPath: 'recipe', message: 'Recipe is required.' },
    ]);
    expect(await violations({ type: 'product', date: DATE, product: iri.product(yoghurt.uuid) })).toEqual([
      { propertyPath: 'amount', message: 'Amount must be greater than 0.' },
    ]);
    expect(
      await violations({
        type: 'product',
        date: DATE,
        product: iri.product(yoghurt.uuid),
        portion: iri.portion(bowl.uuid),
        amount: 5,
      }),
    ).toEqual([{ propertyPath: 'quantity', message: 'Quantity must be greater than 0.' }]);
    expect(
      await violations({
        type: 'manual',
        date: DATE,
        amount: -1,
        quantity: 'two',
        nutrients: nutrients({ calories: -5 }),
      }),
    ).toEqual([
      { propertyPath: 'amount', message: 'Amount must be non-negative.' },
      { propertyPath: 'quantity', message: 'Quantity must be a number.' },
      { propertyPath: 'nutrients.calories', message: 'Calories must be non-negative.' },
    ]);
  });

  it("answers 422 at product/recipe for another user's, deleted or unknown one; at portion if not theirs", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const { yoghurt, bowl } = await insertYoghurt(t.db, me.uuid);
    const theirs = await insertProduct(t.db, other.uuid, { name: 'Theirs' });
    const deleted = await insertProduct(t.db, me.uuid, { name: 'Deleted', deleted_at: new Date() });
    const otherProduct = await insertProduct(t.db, me.uuid, { name: 'Other' });
    const otherPortion = await insertPortion(t.db, me.uuid, { product_uuid: otherProduct.uuid });
    const recipe = await insertRecipe(t.db, me.uuid, { name: 'Soup' });
    const deletedRecipe = await insertRecipe(t.db, me.uuid, { name: 'Old soup', deleted_at: new Date() });
    const theirRecipe = await insertRecipe(t.db, other.uuid);
    const violations = async (payload: object) => {
      const response = await request.post('/api/intake_logs', me.headers, {
        date: DATE,
        quantity: 1,
        amount: 10,
        ...payload,
      });
      expect(response.statusCode).toBe(422);
      return response.json().violations;
    };
    for (const product of [
      iri.product(theirs.uuid),
      iri.product(deleted.uuid),
      '/api/recipes/' + yoghurt.uuid,
      'yoghurt',
    ]) {
      expect(await violations({ type: 'product', product })).toEqual([
        { propertyPath: 'product', message: 'Product does not exist.' },
      ]);
    }
    for (const portion of [iri.portion(otherPortion.uuid), iri.product(bowl.uuid)]) {
      expect(await violations({ type: 'product', product: iri.product(yoghurt.uuid), portion })).toEqual([
        { propertyPath: 'portion', message: 'Portion does not belong to the product.' },
      ]);
    }
    for (const recipeIri of [iri.recipe(deletedRecipe.uuid), iri.recipe(theirRecipe.uuid)]) {
      expect(await violations({ type: 'recipe', recipe: recipeIri })).toEqual([
        { propertyPath: 'recipe', message: 'Recipe does not exist.' },
      ]);
    }
    expect(
      await violations({ type: 'recipe', recipe: iri.recipe(recipe.uuid), recipePortion: iri.portion(bowl.uuid) }),
    ).toEqual([{ propertyPath: 'recipePortion', message: 'Recipe portion does not belong to the recipe.' }]);
  });
});
