import type { DataExport } from '@nutrilog/shared/schemas';
import { insertGoal, insertProduct, insertWeightLog } from '../../testing/fixtures';
import { setupTestApp, type SignedInUser } from '../../testing/harness';
import { SMALL, smallExport } from './testing/small-export';
import { exportOf, importFile, rowCounts } from './testing/transfer-helpers';

const t = setupTestApp();

const NOTHING = { products: 0, portions: 0, recipes: 0, recipe_items: 0, intake_logs: 0, goals: 0, weight_logs: 0 };

/** A small export broken by `change`. */
function broken(change: (file: DataExport & Record<string, unknown>) => void): DataExport {
  const file = smallExport() as DataExport & Record<string, unknown>;
  change(file);
  return file;
}

async function expectRefused(user: SignedInUser, file: unknown, status: number) {
  const response = await importFile(t, user, file);
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(await rowCounts(t, user.uuid)).toEqual(NOTHING);
  const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });
  expect(profile.json()).toMatchObject({ preferredLocale: 'en-GB' });
  return response.json<{ detail: string; violations?: { propertyPath: string; message: string }[] }>();
}

describe('POST /api/import', () => {
  it('stores a small file with its references remapped to new uuids, and takes the preferred locale', async () => {
    const user = await t.signIn();
    const response = await importFile(t, user, smallExport());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@type': 'DataImport',
      products: 1,
      portions: 2,
      recipes: 1,
      recipeItems: 1,
      intakeLogs: 3,
      goals: 1,
      weightLogs: 2,
    });

    const logs = await t.app.inject({ method: 'GET', url: '/api/intake_logs?pagination=false', headers: user.headers });
    const [productLog, recipeLog, manualLog] = logs.json<{ member: Record<string, unknown>[] }>().member;
    expect(productLog).toMatchObject({
      type: 'product',
      product: { name: 'Bread' },
      portion: { name: '1 slice', amount: 35 },
      quantity: 2,
      totalAmount: 70,
    });
    expect(productLog!.effectiveNutrients).toMatchObject({ calories: 175, proteins: 6.3 });
    // The recipe: 2 slices of bread (70 g, 175 kcal) per 100 g; 150 g of it.
    expect(recipeLog).toMatchObject({
      type: 'recipe',
      recipe: { name: 'Toast' },
      totalAmount: 150,
      effectiveNutrients: expect.objectContaining({ calories: 262.5 }),
    });
    expect(manualLog).toMatchObject({
      type: 'manual',
      description: 'Pizza',
      effectiveNutrients: expect.objectContaining({ calories: 800 }),
    });
    expect(JSON.stringify(logs.json())).not.toContain(SMALL.product);

    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });
    expect(profile.json()).toMatchObject({ email: user.email, preferredLocale: 'nl-NL' });
  });

  it('accepts upper-case uuids in the file', async () => {
    const user = await t.signIn();
    const file = JSON.parse(
      JSON.stringify(smallExport()).replace(/"([0-9a-f-]{36})"/g, (_, uuid: string) => `"${uuid.toUpperCase()}"`),
    ) as DataExport;
    expect((await importFile(t, user, file)).statusCode).toBe(200);
    expect((await rowCounts(t, user.uuid)).intake_logs).toBe(3);
  });

  it('answers are not kept from before the import (the import is a write)', async () => {
    const user = await t.signIn();
    const before = await t.app.inject({ method: 'GET', url: '/api/weight_logs', headers: user.headers });
    expect(before.json()).toMatchObject({ totalItems: 0 });
    await importFile(t, user, smallExport());
    const after = await t.app.inject({ method: 'GET', url: '/api/weight_logs', headers: user.headers });
    expect(after.json()).toMatchObject({ totalItems: 2 });
  });

  describe('into an account with data: 409 and nothing changes', () => {
    it.each([
      ['a weight log', (uuid: string) => insertWeightLog(t.db, uuid)],
      ['a goal', (uuid: string) => insertGoal(t.db, uuid)],
      ['only a deleted product', (uuid: string) => insertProduct(t.db, uuid, { deleted_at: new Date() })],
    ])('%s', async (_name, seed) => {
      const user = await t.signIn();
      await seed(user.uuid);
      const before = await exportOf(t, user);

      const response = await importFile(t, user, smallExport());

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        status: 409,
        detail:
          'Your account already has data. An export can only be imported into an ' +
          'account without products, recipes, intake logs, goals or weight logs.',
      });
      expect({ ...(await exportOf(t, user)), exportedAt: before.exportedAt }).toEqual(before);
    });

    it("another user's data does not count", async () => {
      const other = await t.signIn();
      await insertWeightLog(t.db, other.uuid);
      const user = await t.signIn();
      expect((await importFile(t, user, smallExport())).statusCode).toBe(200);
    });

    it('two imports at once: one is stored, the other refused', async () => {
      const user = await t.signIn();
      const statuses = await Promise.all([importFile(t, user, smallExport()), importFile(t, user, smallExport())]);
      expect(statuses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect((await rowCounts(t, user.uuid)).weight_logs).toBe(2);
    });
  });

  describe('a bad file: a clear 4xx and nothing written', () => {
    it('malformed JSON is a 400', async () => {
      const user = await t.signIn();
      await expectRefused(user, '{"format": "nutrilog-export",', 400);
    });

    it('a JSON value that is not an object', async () => {
      const user = await t.signIn();
      const problem = await expectRefused(user, [smallExport()], 422);
      expect(problem.violations).toEqual([{ propertyPath: '', message: 'The body must be a JSON object.' }]);
    });

    it('another kind of file is one violation at format', async () => {
      const user = await t.signIn();
      const problem = await expectRefused(user, { name: 'my data', rows: [] }, 422);
      expect(problem.violations).toEqual([
        { propertyPath: 'format', message: 'This is not a Nutrilog export: its format must be nutrilog-export.' },
      ]);
    });

    it('another version is one violation at version, whatever the rest holds', async () => {
      const user = await t.signIn();
      const problem = await expectRefused(user, { ...smallExport(), version: 2, products: 'in another shape' }, 422);
      expect(problem.violations).toEqual([
        { propertyPath: 'version', message: "This export's version cannot be read: this Nutrilog reads version 1." },
      ]);
    });

    it('one invalid row among valid ones: every violation by its path', async () => {
      const user = await t.signIn();
      const file = broken((f) => {
        f.weightLogs[1]!.weight = 20;
        f.goals[0]!.endDate = 'soon';
        delete (f.products[0] as Partial<DataExport['products'][number]>).name;
        (f.portions[0] as unknown as Record<string, unknown>).colour = 'brown';
        f.intakeLogs[2]!.nutrients.calories = -1;
      });
      const problem = await expectRefused(user, file, 422);
      expect(problem.violations).toEqual(
        expect.arrayContaining([
          { propertyPath: 'weightLogs[1].weight', message: 'Weight must be greater than 25.' },
          { propertyPath: 'goals[0].endDate', message: 'End date must be a date (YYYY-MM-DD).' },
          { propertyPath: 'products[0].name', message: 'Name is required.' },
          { propertyPath: 'portions[0].colour', message: 'This field was not expected.' },
          { propertyPath: 'intakeLogs[2].nutrients.calories', message: 'Calories must be non-negative.' },
        ]),
      );
      expect(problem.violations).toHaveLength(5);
      expect(problem.detail).toContain('weightLogs[1].weight: Weight must be greater than 25.');
    });

    it.each([
      [
        'a portion of a product that is not in the file',
        (f: DataExport) => (f.portions[0]!.productUuid = SMALL.goal),
        { propertyPath: 'portions[0].productUuid', message: 'No product in the file has this UUID.' },
      ],
      [
        "a recipe item whose portion is another product's",
        (f: DataExport) => (f.recipes[0]!.items[0]!.portionUuid = SMALL.recipePortion),
        { propertyPath: 'recipes[0].items[0].portionUuid', message: 'No portion of this product has this UUID.' },
      ],
      [
        'a recipe item by portion without a quantity',
        (f: DataExport) => (f.recipes[0]!.items[0]!.quantity = 0),
        { propertyPath: 'recipes[0].items[0].quantity', message: 'Quantity must be greater than 0.' },
      ],
      [
        'a product log of an unknown product',
        (f: DataExport) => (f.intakeLogs[0]!.productUuid = SMALL.recipe),
        { propertyPath: 'intakeLogs[0].productUuid', message: 'No product in the file has this UUID.' },
      ],
      [
        'a recipe log that also names a product',
        (f: DataExport) => (f.intakeLogs[1]!.productUuid = SMALL.product),
        { propertyPath: 'intakeLogs[1].productUuid', message: 'A recipe log refers to no product.' },
      ],
      [
        'a recipe log with a portion of a product as its recipe portion',
        (f: DataExport) =>
          Object.assign(f.intakeLogs[1]!, { recipePortionUuid: SMALL.portion, amount: 0, quantity: 1 }),
        { propertyPath: 'intakeLogs[1].recipePortionUuid', message: 'No portion of this recipe has this UUID.' },
      ],
      [
        'a recipe log by amount without an amount',
        (f: DataExport) => (f.intakeLogs[1]!.amount = 0),
        { propertyPath: 'intakeLogs[1].amount', message: 'Amount must be greater than 0.' },
      ],
      [
        'a manual log that names a recipe',
        (f: DataExport) => (f.intakeLogs[2]!.recipeUuid = SMALL.recipe),
        { propertyPath: 'intakeLogs[2].recipeUuid', message: 'A manual log refers to no product or recipe.' },
      ],
      [
        'a product log without a product',
        (f: DataExport) => (f.intakeLogs[0]!.productUuid = null),
        { propertyPath: 'intakeLogs[0].productUuid', message: 'Product UUID is required.' },
      ],
      [
        'a recipe portion with the uuid of a product portion',
        (f: DataExport) => (f.recipes[0]!.portions[0]!.uuid = SMALL.portion),
        { propertyPath: 'recipes[0].portions[0].uuid', message: 'This UUID appears more than once in the file.' },
      ],
      [
        'two weight logs with one uuid',
        (f: DataExport) => (f.weightLogs[1]!.uuid = SMALL.weightLog),
        { propertyPath: 'weightLogs[1].uuid', message: 'This UUID appears more than once in the file.' },
      ],
    ])('%s', async (_name, change, violation) => {
      const user = await t.signIn();
      const problem = await expectRefused(user, broken(change), 422);
      expect(problem.violations).toEqual([violation]);
    });

    it('a file above 32 MB is a 413 before it is read', async () => {
      const user = await t.signIn();
      const problem = await expectRefused(user, `{"padding": "${'x'.repeat(32 * 1024 * 1024)}"}`, 413);
      expect(problem.detail).toBe('The request body is larger than 32 MB, the most this request accepts.');
    });

    it('another media type is a 415', async () => {
      const user = await t.signIn();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/import',
        headers: { ...user.headers, 'content-type': 'text/csv' },
        payload: 'a,b',
      });
      expect(response.statusCode).toBe(415);
      expect(await rowCounts(t, user.uuid)).toEqual(NOTHING);
    });
  });

  it('needs a signed-in user', async () => {
    const response = await importFile(t, { headers: {} } as SignedInUser, smallExport());
    expect(response.statusCode).toBe(401);
  });
});
