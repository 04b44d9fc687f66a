import { zeroNutrients } from '@nutrilog/shared/nutrients';
import { STORED_AT } from '../../testing/answers';
import { insertIntakeLog, insertRecipe, UNKNOWN_UUID } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { recipeNutrientSources } from './recipe-nutrients';
import { BOWL_NUTRIENTS, insertRiceBowl, nutrients, recipeRequests } from './test-helpers';

const t = setupTestApp();
const request = recipeRequests(t);

describe('POST /api/recipes', () => {
  it('answers 401 without a token', async () => {
    expect((await request.post('/api/recipes', {}, { name: 'Cake' })).statusCode).toBe(401);
  });

  it('creates a recipe and answers 201 with its detail (no items, no portions, zero nutrients)', async () => {
    const me = await t.signIn();
    const response = await request.post('/api/recipes', me.headers, {
      name: '  Carrot cake ',
      unit: 'gram',
      unitSize: 1200,
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const body = response.json();
    expect(body).toEqual({
      '@context': '/api/contexts/Recipe',
      '@id': `/api/recipes/${body.uuid}`,
      '@type': 'Recipe',
      ...STORED_AT,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Carrot cake',
      unit: 'gram',
      unitSize: 1200,
      effectiveNutrients: zeroNutrients(),
      portions: [],
      items: [],
    });
    expect((await request.get(`/api/recipes/${body.uuid}`, me.headers)).json()).toEqual(body);
  });

  it('defaults to 100 gram', async () => {
    const me = await t.signIn();
    const body = (await request.post('/api/recipes', me.headers, { name: 'Soup' })).json();
    expect(body).toMatchObject({ name: 'Soup', unit: 'gram', unitSize: 100 });
  });

  it('answers 422 with a violation per field', async () => {
    const me = await t.signIn();
    const response = await request.post('/api/recipes', me.headers, {
      name: ' ',
      unit: 'cup',
      unitSize: 0,
      servings: 4,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'name', message: 'Name is required.' },
      { propertyPath: 'unit', message: 'Unit must be one of gram, milliliter.' },
      { propertyPath: 'unitSize', message: 'Unit size must be greater than 0.' },
      { propertyPath: 'servings', message: 'This field was not expected.' },
    ]);
    expect((await request.post('/api/recipes', me.headers, {})).json().violations).toEqual([
      { propertyPath: 'name', message: 'Name is required.' },
    ]);
    expect((await request.get('/api/recipes', me.headers)).json().totalItems).toBe(0);
  });
});

describe('PATCH /api/recipes/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const recipe = await insertRecipe(t.db, me.uuid);
    expect((await request.patch(`/api/recipes/${recipe.uuid}`, {}, { name: 'Pie' })).statusCode).toBe(401);
  });

  it("changes only given fields, answers the detail; portions follow a new unit size, item sums don't", async () => {
    const me = await t.signIn();
    const { bowl, serving } = await insertRiceBowl(t.db, me.uuid);
    const response = await request.patch(`/api/recipes/${bowl.uuid}`, me.headers, { name: 'Big bowl', unitSize: 1000 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      uuid: bowl.uuid,
      name: 'Big bowl',
      unit: 'gram',
      unitSize: 1000,
      effectiveNutrients: BOWL_NUTRIENTS,
    });
    expect(body.items).toHaveLength(2);
    // 125 g of a recipe whose 1000 g hold BOWL_NUTRIENTS: an eighth of them.
    expect(body.portions).toEqual([
      expect.objectContaining({
        uuid: serving.uuid,
        effectiveNutrients: nutrients({
          calories: 92.5,
          proteins: 12,
          totalFat: 1.5,
          saturatedFat: 0.375,
          totalCarbohydrates: 7,
          fibers: 0.25,
          salt: 0.09375,
          water: 22.5,
          potassium: 93.75,
        }),
      }),
    ]);
    expect((await request.get(`/api/recipes/${bowl.uuid}`, me.headers)).json()).toEqual(body);
  });

  it('answers 422 with violations for bad values', async () => {
    const me = await t.signIn();
    const recipe = await insertRecipe(t.db, me.uuid, { name: 'Pie' });
    const response = await request.patch(`/api/recipes/${recipe.uuid}`, me.headers, {
      name: '',
      unit: 'litre',
      unitSize: -1,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'name', message: 'Name is required.' },
      { propertyPath: 'unit', message: 'Unit must be one of gram, milliliter.' },
      { propertyPath: 'unitSize', message: 'Unit size must be greater than 0.' },
    ]);
    expect((await request.get(`/api/recipes/${recipe.uuid}`, me.headers)).json().name).toBe('Pie');
  });

  it('answers 415 unless the body is a merge patch', async () => {
    const me = await t.signIn();
    const recipe = await insertRecipe(t.db, me.uuid);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${recipe.uuid}`,
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Pie' }),
    });
    expect(response.statusCode).toBe(415);
  });

  it("answers 404 for another user's recipe, a deleted one and an unknown uuid, changing nothing", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const theirs = await insertRecipe(t.db, other.uuid, { name: 'Theirs' });
    const deleted = await insertRecipe(t.db, me.uuid, { name: 'Deleted', deleted_at: new Date() });
    for (const uuid of [theirs.uuid, deleted.uuid, UNKNOWN_UUID]) {
      expect((await request.patch(`/api/recipes/${uuid}`, me.headers, { name: 'Mine' })).statusCode).toBe(404);
    }
    expect((await request.get(`/api/recipes/${theirs.uuid}`, other.headers)).json().name).toBe('Theirs');
  });
});

describe('DELETE /api/recipes/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const recipe = await insertRecipe(t.db, me.uuid);
    expect((await request.delete(`/api/recipes/${recipe.uuid}`)).statusCode).toBe(401);
  });

  it('soft-deletes: 204, then the recipe, its items and sub-resources answer 404 and it leaves the list', async () => {
    const me = await t.signIn();
    const { bowl, chicken, riceItem } = await insertRiceBowl(t.db, me.uuid);
    const kept = await insertRecipe(t.db, me.uuid, { name: 'Soup' });

    const response = await request.delete(`/api/recipes/${bowl.uuid}`, me.headers);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await request.get(`/api/recipes/${bowl.uuid}`, me.headers)).statusCode).toBe(404);
    expect(
      (await request.get('/api/recipes', me.headers)).json().member.map((recipe: { uuid: string }) => recipe.uuid),
    ).toEqual([kept.uuid]);
    expect(
      (await request.post(`/api/recipes/${bowl.uuid}/portions`, me.headers, { name: 'Half', amount: 250 })).statusCode,
    ).toBe(404);
    expect(
      (
        await request.post(`/api/recipes/${bowl.uuid}/items`, me.headers, {
          product: `/api/products/${chicken.uuid}`,
          amount: 10,
        })
      ).statusCode,
    ).toBe(404);
    expect((await request.get(`/api/recipe_items/${riceItem.uuid}`, me.headers)).statusCode).toBe(404);
    expect((await request.patch(`/api/recipe_items/${riceItem.uuid}`, me.headers, { amount: 10 })).statusCode).toBe(
      404,
    );
    expect((await request.delete(`/api/recipe_items/${riceItem.uuid}`, me.headers)).statusCode).toBe(404);
    expect((await request.patch(`/api/recipes/${bowl.uuid}`, me.headers, { name: 'Back' })).statusCode).toBe(404);
    expect((await request.delete(`/api/recipes/${bowl.uuid}`, me.headers)).statusCode).toBe(404);
  });

  it("keeps the history: the recipe's intake logs are untouched and it still has its items and nutrients", async () => {
    const me = await t.signIn();
    const { bowl, serving } = await insertRiceBowl(t.db, me.uuid);
    const log = await insertIntakeLog(t.db, me.uuid, {
      type: 'recipe',
      recipe_uuid: bowl.uuid,
      recipe_portion_uuid: serving.uuid,
      quantity: 2,
      date: new Date('2024-03-01T12:00:00Z'),
    });
    const before = (await request.get(`/api/intake_logs/${log.uuid}`, me.headers)).json();
    expect(before).toMatchObject({
      recipe: { '@id': `/api/recipes/${bowl.uuid}`, deleted: false },
      recipePortion: { '@id': `/api/portions/${serving.uuid}` },
    });

    expect((await request.delete(`/api/recipes/${bowl.uuid}`, me.headers)).statusCode).toBe(204);

    const after = await request.get(`/api/intake_logs/${log.uuid}`, me.headers);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ ...before, recipe: { ...before.recipe, deleted: true } });
    const row = await t.db
      .selectFrom('recipes')
      .select(['name', 'deleted_at'])
      .where('uuid', '=', bowl.uuid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Rice bowl', deleted_at: expect.any(Date) });
    expect(await recipeNutrientSources(t.db, me.uuid, [bowl.uuid])).toEqual(
      new Map([[bowl.uuid, { nutrients: BOWL_NUTRIENTS, per: 500 }]]),
    );
  });

  it("answers 404 for another user's recipe and an unknown uuid, deleting nothing", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const theirs = await insertRecipe(t.db, other.uuid);
    for (const uuid of [theirs.uuid, UNKNOWN_UUID])
      expect((await request.delete(`/api/recipes/${uuid}`, me.headers)).statusCode).toBe(404);
    expect((await request.get(`/api/recipes/${theirs.uuid}`, other.headers)).statusCode).toBe(200);
  });
});
