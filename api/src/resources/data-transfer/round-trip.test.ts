import type { DataExport } from '@nutrilog/shared/schemas';
import { setupTestApp, type SignedInUser } from '../../testing/harness';
import { seedRichAccount } from './testing/rich-account';
import { exportOf, importFile, renameUuids, uuidPairs } from './testing/transfer-helpers';

const t = setupTestApp();

async function get(user: SignedInUser, url: string): Promise<unknown> {
  const response = await t.app.inject({ method: 'GET', url, headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** What the app shows of an account: every list and detail the pages read. */
async function views(user: SignedInUser, file: DataExport) {
  return {
    profile: ((await get(user, '/api/auth/profile')) as { preferredLocale: string }).preferredLocale,
    products: await get(user, '/api/products?pagination=false'),
    productDetails: await Promise.all(
      file.products.filter((p) => p.deletedAt === null).map((p) => get(user, `/api/products/${p.uuid}`)),
    ),
    recipes: await Promise.all(
      file.recipes.filter((r) => r.deletedAt === null).map((r) => get(user, `/api/recipes/${r.uuid}`)),
    ),
    intakeLogs: await get(user, '/api/intake_logs?pagination=false'),
    goals: await get(user, '/api/goals?pagination=false'),
    weightLogs: await get(user, '/api/weight_logs?pagination=false'),
    history: await get(
      user,
      '/api/intake_logs/nutrient_history?date[after]=2024-04-20&date[before]=2024-05-21&timezone=Europe/Amsterdam',
    ),
  };
}

describe('export and import round trip', () => {
  it('an export imported into an empty account exports again as the same file, new uuids in same order', async () => {
    const source = await t.signIn();
    await seedRichAccount(t.db, source.uuid);
    const original = await exportOf(t, source);

    // The file holds every kind of row and variant.
    expect(original.profile).toEqual({ email: source.email, preferredLocale: 'nl-NL' });
    expect(original.products.filter((product) => product.deletedAt !== null)).toHaveLength(1);
    expect(original.recipes.filter((recipe) => recipe.deletedAt !== null)).toHaveLength(1);
    expect(original.recipes.every((recipe) => recipe.items.length > 0 && recipe.portions.length > 0)).toBe(true);
    expect(
      new Set(
        original.intakeLogs.map(
          (log) => `${log.type}:${(log.portionUuid ?? log.recipePortionUuid) ? 'portion' : 'amount'}`,
        ),
      ),
    ).toEqual(new Set(['product:portion', 'product:amount', 'recipe:portion', 'recipe:amount', 'manual:amount']));
    expect(original.products[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

    const target = await t.signIn();
    const response = await importFile(t, target, original);
    expect(response.statusCode).toBe(200);
    const portions =
      original.portions.length + original.recipes.reduce((sum, recipe) => sum + recipe.portions.length, 0);
    expect(response.json()).toEqual({
      '@type': 'DataImport',
      products: original.products.length,
      portions,
      recipes: original.recipes.length,
      recipeItems: original.recipes.reduce((sum, recipe) => sum + recipe.items.length, 0),
      intakeLogs: original.intakeLogs.length,
      goals: original.goals.length,
      weightLogs: original.weightLogs.length,
    });

    const copy = await exportOf(t, target);
    const pairs = uuidPairs(copy, original);
    const oldUuids = new Set(pairs.values());
    expect([...pairs.keys()].filter((uuid) => oldUuids.has(uuid))).toEqual([]);
    expect(renameUuids(copy, pairs)).toEqual({
      ...original,
      exportedAt: copy.exportedAt,
      profile: { ...original.profile, email: target.email },
    });

    // And the app shows the copy exactly as the original: lists, details, computed nutrients, the same order.
    const [before, after] = [await views(source, original), await views(target, copy)];
    expect(renameUuids(after, pairs)).toEqual(before);
  });

  it('an account without any data exports an empty file that imports into another empty account', async () => {
    const source = await t.signIn();
    const empty = await exportOf(t, source);
    expect(empty).toEqual({
      format: 'nutrilog-export',
      version: 1,
      exportedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      profile: { email: source.email, preferredLocale: 'en-GB' },
      products: [],
      portions: [],
      recipes: [],
      intakeLogs: [],
      goals: [],
      weightLogs: [],
    });
    const target = await t.signIn();
    expect((await importFile(t, target, empty)).statusCode).toBe(200);
    expect({ ...(await exportOf(t, target)), exportedAt: empty.exportedAt, profile: empty.profile }).toEqual(empty);
  });
});
