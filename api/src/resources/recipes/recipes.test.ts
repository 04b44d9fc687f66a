import { setupTestApp } from '../../testing/harness';
import { insertPortion, insertProduct, insertRecipe, insertRecipeItem, UNKNOWN_UUID } from '../../testing/fixtures';

const t = setupTestApp();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const names = (body: { member: { name: string }[] }) => body.member.map((member) => member.name);

describe('GET /api/recipes', () => {
  it('answers 401 without a token', async () => {
    const response = await get('/api/recipes');
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Missing X-API-KEY header.');
  });

  it("answers the user's recipes with their portions (items only in the detail), as linked data", async () => {
    const me = await t.signIn();
    const cake = await insertRecipe(t.db, me.uuid, { name: 'Cake', unit_size: 1200 });
    const slice = await insertPortion(t.db, me.uuid, { recipe_uuid: cake.uuid, name: '1 slice', amount: 100 });
    const soup = await insertRecipe(t.db, me.uuid, { name: 'Soup', unit: 'milliliter' });
    const flour = await insertProduct(t.db, me.uuid, { name: 'Flour' });
    await insertRecipeItem(t.db, me.uuid, { recipe_uuid: cake.uuid, product_uuid: flour.uuid, amount: 500 });

    const response = await get('/api/recipes', me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Recipe',
      '@id': '/api/recipes',
      '@type': 'Collection',
      totalItems: 2,
      page: 1,
      itemsPerPage: 30,
      member: [
        {
          '@context': '/api/contexts/Recipe',
          '@id': `/api/recipes/${cake.uuid}`,
          '@type': 'Recipe',
          uuid: cake.uuid,
          name: 'Cake',
          unit: 'gram',
          unitSize: 1200,
          portions: [{ '@id': `/api/portions/${slice.uuid}`, '@type': 'Portion', uuid: slice.uuid, name: '1 slice', amount: 100 }],
        },
        { '@context': '/api/contexts/Recipe', '@id': `/api/recipes/${soup.uuid}`, '@type': 'Recipe', uuid: soup.uuid, name: 'Soup', unit: 'milliliter', unitSize: 100, portions: [] },
      ],
    });
  });

  it("filters by name, sorts by name either way, pages, and never shows another user's or deleted recipes", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    for (const name of ['pancakes', 'Carrot cake', 'Cheesecake', 'Salad']) await insertRecipe(t.db, me.uuid, { name });
    await insertRecipe(t.db, me.uuid, { name: 'Old cake', deleted_at: new Date() });
    await insertRecipe(t.db, other.uuid, { name: 'Their cake' });

    expect(names((await get('/api/recipes?name=CAKE', me.headers)).json())).toEqual(['Carrot cake', 'Cheesecake', 'pancakes']);
    expect(names((await get('/api/recipes?name=cake&order[name]=desc', me.headers)).json())).toEqual(['pancakes', 'Cheesecake', 'Carrot cake']);
    const page = (await get('/api/recipes?itemsPerPage=3&page=2', me.headers)).json();
    expect(page).toMatchObject({ totalItems: 4, page: 2, itemsPerPage: 3 });
    expect(names(page)).toEqual(['Salad']);
  });

  it('answers 422 for a bad order', async () => {
    const me = await t.signIn();
    const response = await get('/api/recipes?order[name]=sideways', me.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 422,
      detail: 'order[name]: Name order must be one of asc, desc.',
      violations: [{ propertyPath: 'order[name]', message: 'Name order must be one of asc, desc.' }],
    });
  });
});

describe('GET /api/recipes/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const recipe = await insertRecipe(t.db, me.uuid);
    expect((await get(`/api/recipes/${recipe.uuid}`)).statusCode).toBe(401);
  });

  it('answers the recipe with its portions and its items in the order they were added, referring by IRI', async () => {
    const me = await t.signIn();
    const bowl = await insertRecipe(t.db, me.uuid, { name: 'Rice bowl', unit_size: 1028 });
    const serving = await insertPortion(t.db, me.uuid, { recipe_uuid: bowl.uuid, name: '1 bowl', amount: 514 });
    const chicken = await insertProduct(t.db, me.uuid, { name: 'Chicken' });
    const fillet = await insertPortion(t.db, me.uuid, { product_uuid: chicken.uuid, name: '1 fillet', amount: 150 });
    const rice = await insertProduct(t.db, me.uuid, { name: 'Rice' });
    const first = await insertRecipeItem(t.db, me.uuid, {
      recipe_uuid: bowl.uuid, product_uuid: chicken.uuid, portion_uuid: fillet.uuid, quantity: 2, created_at: new Date('2024-01-01T00:00:00Z'),
    });
    const second = await insertRecipeItem(t.db, me.uuid, { recipe_uuid: bowl.uuid, product_uuid: rice.uuid, amount: 400, created_at: new Date('2024-01-02T00:00:00Z') });

    const response = await get(`/api/recipes/${bowl.uuid}`, me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Recipe',
      '@id': `/api/recipes/${bowl.uuid}`,
      '@type': 'Recipe',
      uuid: bowl.uuid,
      name: 'Rice bowl',
      unit: 'gram',
      unitSize: 1028,
      portions: [{ '@id': `/api/portions/${serving.uuid}`, '@type': 'Portion', uuid: serving.uuid, name: '1 bowl', amount: 514 }],
      items: [
        {
          '@id': `/api/recipe_items/${first.uuid}`,
          '@type': 'RecipeItem',
          uuid: first.uuid,
          product: `/api/products/${chicken.uuid}`,
          portion: `/api/portions/${fillet.uuid}`,
          amount: 0,
          quantity: 2,
        },
        { '@id': `/api/recipe_items/${second.uuid}`, '@type': 'RecipeItem', uuid: second.uuid, product: `/api/products/${rice.uuid}`, portion: null, amount: 400, quantity: 0 },
      ],
    });
  });

  it("answers 404 for another user's recipe, a deleted one, an unknown uuid and a malformed one", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const theirs = await insertRecipe(t.db, other.uuid);
    const deleted = await insertRecipe(t.db, me.uuid, { deleted_at: new Date() });
    for (const uuid of [theirs.uuid, deleted.uuid, UNKNOWN_UUID, '1234']) {
      const response = await get(`/api/recipes/${uuid}`, me.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ type: '/api/errors/404', detail: 'The resource does not exist.' });
    }
    expect((await get(`/api/recipes/${theirs.uuid}`, other.headers)).json()).toMatchObject({ uuid: theirs.uuid, items: [] });
  });
});
