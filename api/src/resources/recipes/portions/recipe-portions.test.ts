import { zeroNutrients } from '@nutrilog/shared/nutrients';
import { STORED_AT } from '../../../testing/answers';
import { insertRecipe, UNKNOWN_UUID } from '../../../testing/fixtures';
import { setupTestApp } from '../../../testing/harness';
import { insertRiceBowl, nutrients, recipeRequests } from '../test-helpers';

const t = setupTestApp();
const request = recipeRequests(t);

describe('POST /api/recipes/{uuid}/portions', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const recipe = await insertRecipe(t.db, me.uuid);
    expect(
      (await request.post(`/api/recipes/${recipe.uuid}/portions`, {}, { name: 'Slice', amount: 100 })).statusCode,
    ).toBe(401);
  });

  it("adds a portion and answers 201 with it, its nutrients the recipe's × amount / unitSize", async () => {
    const me = await t.signIn();
    const { bowl } = await insertRiceBowl(t.db, me.uuid);

    const response = await request.post(`/api/recipes/${bowl.uuid}/portions`, me.headers, {
      name: ' Half a bowl ',
      amount: 250,
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const body = response.json();
    expect(body).toEqual({
      '@context': '/api/contexts/Portion',
      '@id': `/api/portions/${body.uuid}`,
      '@type': 'Portion',
      ...STORED_AT,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Half a bowl',
      amount: 250,
      // Half of the 500 g bowl.
      effectiveNutrients: nutrients({
        calories: 370,
        proteins: 48,
        totalFat: 6,
        saturatedFat: 1.5,
        totalCarbohydrates: 28,
        fibers: 1,
        salt: 0.375,
        water: 90,
        potassium: 375,
      }),
    });
    const { '@context': _context, ...embedded } = body;
    expect((await request.get(`/api/recipes/${bowl.uuid}`, me.headers)).json().portions).toEqual([
      expect.objectContaining({ name: '1 bowl' }),
      embedded,
    ]);
  });

  it('answers zero nutrients for a portion of a recipe without items', async () => {
    const me = await t.signIn();
    const recipe = await insertRecipe(t.db, me.uuid);
    const response = await request.post(`/api/recipes/${recipe.uuid}/portions`, me.headers, {
      name: 'Slice',
      amount: 100,
    });
    expect(response.json().effectiveNutrients).toEqual(zeroNutrients());
  });

  it('answers 422 with violations for a bad portion', async () => {
    const me = await t.signIn();
    const recipe = await insertRecipe(t.db, me.uuid);
    const url = `/api/recipes/${recipe.uuid}/portions`;
    const response = await request.post(url, me.headers, { name: '', amount: 0 });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'name', message: 'Name is required.' },
      { propertyPath: 'amount', message: 'Amount must be greater than 0.' },
    ]);
    expect((await request.post(url, me.headers, { name: 'Slice' })).json().violations).toEqual([
      { propertyPath: 'amount', message: 'Amount is required.' },
    ]);
    expect((await request.get(`/api/recipes/${recipe.uuid}`, me.headers)).json().portions).toEqual([]);
  });

  it("answers 404 for another user's recipe, a deleted one and an unknown uuid, adding nothing", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const theirs = await insertRecipe(t.db, other.uuid);
    const deleted = await insertRecipe(t.db, me.uuid, { deleted_at: new Date() });
    for (const uuid of [theirs.uuid, deleted.uuid, UNKNOWN_UUID]) {
      const response = await request.post(`/api/recipes/${uuid}/portions`, me.headers, { name: 'Slice', amount: 100 });
      expect(response.statusCode).toBe(404);
    }
    expect(await t.db.selectFrom('portions').select('uuid').execute()).toEqual([]);
  });
});
