import { setupTestApp } from '../testing/harness';
import { jsonRequests } from '../testing/requests';
import { exampleOf } from '../testing/route-examples';
import type { RouteKey } from '../testing/route-table';
import { seedOwner, type SeededOwner } from '../testing/seeded-owner';

const t = setupTestApp();
const request = jsonRequests(t);

const CREATED = '2025-01-01T08:00:00.000Z';
const UPDATED = '2025-02-01T08:00:00.000Z';
const STORED = { createdAt: CREATED, updatedAt: UPDATED };
const TABLES = ['products', 'portions', 'recipes', 'recipe_items', 'intake_logs', 'goals', 'weight_logs'] as const;

/** The owner's rows, created and last changed at known moments. */
async function ownerStoredEarlier(): Promise<SeededOwner> {
  const owner = await seedOwner(t);
  for (const table of TABLES) {
    await t.db
      .updateTable(table)
      .set({ created_at: new Date(CREATED), updated_at: new Date(UPDATED) })
      .where('user_uuid', '=', owner.uuid)
      .execute();
  }
  return owner;
}

const exampleUrl = (key: RouteKey, owner: SeededOwner) => exampleOf(key).request(owner);

describe('createdAt and updatedAt on every resource', () => {
  it('are in every single answer and every embedded portion and recipe item', async () => {
    const owner = await ownerStoredEarlier();
    const get = async (key: RouteKey) => (await request.get(exampleUrl(key, owner).url, owner.headers)).json();

    const product = await get('GET /api/products/:uuid');
    expect(product).toMatchObject(STORED);
    expect(product.portions[0]).toMatchObject(STORED);
    const recipe = await get('GET /api/recipes/:uuid');
    expect(recipe).toMatchObject(STORED);
    expect(recipe.portions[0]).toMatchObject(STORED);
    expect(recipe.items[0]).toMatchObject(STORED);
    for (const key of [
      'GET /api/portions/:uuid',
      'GET /api/recipe_items/:uuid',
      'GET /api/intake_logs/:uuid',
      'GET /api/goals/:uuid',
      'GET /api/weight_logs/:uuid',
    ] as const) {
      expect({ key, ...(await get(key)) }).toMatchObject({ key, ...STORED });
    }
  });

  it('are in every member of the lists', async () => {
    const owner = await ownerStoredEarlier();
    for (const url of ['/api/products', '/api/recipes', '/api/intake_logs', '/api/goals', '/api/weight_logs']) {
      const { member } = (await request.get(url, owner.headers)).json();
      expect(member.length).toBeGreaterThan(0);
      for (const item of member) expect({ url, ...item }).toMatchObject({ url, ...STORED });
    }
  });

  it('a change moves updatedAt to its moment and keeps createdAt', async () => {
    const owner = await ownerStoredEarlier();
    const patches: RouteKey[] = [
      'PATCH /api/products/:uuid',
      'PATCH /api/portions/:uuid',
      'PATCH /api/recipes/:uuid',
      'PATCH /api/recipe_items/:uuid',
      'PATCH /api/intake_logs/:uuid',
      'PATCH /api/goals/:uuid',
      'PATCH /api/weight_logs/:uuid',
    ];
    for (const key of patches) {
      const before = Date.now();
      const { url, body } = exampleUrl(key, owner);
      const response = await request.patch(url, owner.headers, body);
      expect({ key, status: response.statusCode }).toEqual({ key, status: 200 });
      const answer = response.json();
      expect({ key, createdAt: answer.createdAt }).toEqual({ key, createdAt: CREATED });
      // The database's clock, to the millisecond: not before the request was sent (less a millisecond of rounding).
      expect(Date.parse(answer.updatedAt)).toBeGreaterThanOrEqual(before - 1);
    }
  });

  it('a new resource was created and last changed at the same moment, with its offset', async () => {
    const owner = await ownerStoredEarlier();
    const posts: RouteKey[] = [
      'POST /api/products',
      'POST /api/portions',
      'POST /api/recipes',
      'POST /api/recipes/:uuid/items',
      'POST /api/intake_logs',
      'POST /api/goals',
      'POST /api/weight_logs',
    ];
    for (const key of posts) {
      const before = Date.now();
      const { url, body } = exampleUrl(key, owner);
      const answer = (await request.post(url, owner.headers, body)).json();
      expect({ key, createdAt: answer.createdAt }).toEqual({
        key,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      expect(answer.updatedAt).toBe(answer.createdAt);
      expect(Date.parse(answer.createdAt)).toBeGreaterThanOrEqual(before - 1);
    }
  });
});
