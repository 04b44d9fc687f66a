import { NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import { setupTestApp } from '../testing/harness';
import { snapshotUsers } from '../testing/owner-snapshot';
import { jsonRequests } from '../testing/requests';
import { seedOwner } from '../testing/seeded-owner';
import { UNSTORABLE_TEXT_MESSAGE } from './validation';

/*
 * What the fuzzing of bodies (body-fuzz.test.ts), and the query strings tried after it, found. Before the fixes
 * every request below answered 500, or was accepted and broke later reads: a 422 now, with nothing written.
 */

const t = setupTestApp();
const http = jsonRequests(t);

const violationsOf = (response: { statusCode: number; json(): { violations?: unknown } }) => ({
  status: response.statusCode,
  violations: response.json().violations,
});
const eachNutrient = (value: number) => Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, value]));

describe('text no column can store', () => {
  it('answers NUL in a nested body field with a 422 at its path and stores nothing', async () => {
    const owner = await seedOwner(t);
    const before = await snapshotUsers(t.db, [owner.uuid]);
    const response = await http.post('/api/products', owner.headers, {
      name: 'Bread',
      nutrients: eachNutrient(1),
      portions: [{ name: 'Sl\u0000ice', amount: 35 }],
    });
    expect(violationsOf(response)).toEqual({
      status: 422,
      violations: [{ propertyPath: 'portions[0].name', message: UNSTORABLE_TEXT_MESSAGE }],
    });
    expect(await snapshotUsers(t.db, [owner.uuid])).toEqual(before);
  });

  it('refuses an unpaired surrogate rather than storing U+FFFD in its place', async () => {
    const owner = await seedOwner(t);
    const response = await http.patch(`/api/recipes/${owner.rows.recipe}`, owner.headers, { name: 'Soup \ud83c' });
    expect(violationsOf(response)).toEqual({
      status: 422,
      violations: [{ propertyPath: 'name', message: UNSTORABLE_TEXT_MESSAGE }],
    });
    // A whole pair (an emoji) is text like any other.
    expect(
      (await http.patch(`/api/recipes/${owner.rows.recipe}`, owner.headers, { name: 'Soup \ud83c\udf72' })).json().name,
    ).toBe('Soup 🍲');
  });

  it('answers NUL in the login email and in a query string with a 422', async () => {
    const owner = await seedOwner(t);
    expect(
      violationsOf(await http.post('/api/auth/login', {}, { email: `${owner.email}\u0000`, password: owner.password })),
    ).toEqual({
      status: 422,
      violations: [{ propertyPath: 'email', message: UNSTORABLE_TEXT_MESSAGE }],
    });
    expect(violationsOf(await http.get('/api/products?name=a%00b', owner.headers))).toEqual({
      status: 422,
      violations: [{ propertyPath: 'name', message: UNSTORABLE_TEXT_MESSAGE }],
    });
  });
});

describe('dates outside the years 1900 to 2999', () => {
  const DATE_YEARS = 'Date must be in the years 1900 to 2999.';

  it.each([
    ['0000-01-01T00:00:00Z', 'PostgreSQL has no year 0 (500)', DATE_YEARS],
    ['0001-01-01T00:00:00Z', 'PGlite read it back as 2001', DATE_YEARS],
    ['9999-12-31T23:59:59-12:00', 'year 10000 in UTC (500)', DATE_YEARS],
    [
      '2024-05-01T08:00:00+05',
      'an offset of hours alone is an invalid Date in JavaScript',
      'Date must be an ISO 8601 timestamp.',
    ],
  ])('refuse %s for intake and weight logs (%s)', async (date, _why, message) => {
    const owner = await seedOwner(t);
    const before = await snapshotUsers(t.db, [owner.uuid]);
    for (const [url, body] of [
      ['/api/intake_logs', { type: 'manual', date, description: 'Tea' }],
      ['/api/weight_logs', { date, weight: 80 }],
    ] as const) {
      expect(violationsOf(await http.post(url, owner.headers, body))).toEqual({
        status: 422,
        violations: [{ propertyPath: 'date', message }],
      });
    }
    expect(violationsOf(await http.patch(`/api/weight_logs/${owner.rows.weightLog}`, owner.headers, { date }))).toEqual(
      { status: 422, violations: [{ propertyPath: 'date', message }] },
    );
    expect(await snapshotUsers(t.db, [owner.uuid])).toEqual(before);
  });

  it('refuse a goal starting in year 0 (500 before)', async () => {
    const owner = await seedOwner(t);
    expect(violationsOf(await http.post('/api/goals', owner.headers, { value: 50, startDate: '0000-01-01' }))).toEqual({
      status: 422,
      violations: [{ propertyPath: 'startDate', message: 'Start date must be in the years 1900 to 2999.' }],
    });
  });

  it.each([
    ['/api/intake_logs?date[after]=0000-01-01', 'date[after]', 'Date after'],
    ['/api/weight_logs?date[before]=0000-06-01T00:00:00Z', 'date[before]', 'Date before'],
    ['/api/intake_logs/daily_consumption?date=9999-12-31', 'date', 'Date'],
    ['/api/intake_logs/week_averages?date[after]=0000-01-01', 'date[after]', 'Date after'],
    ['/api/intake_logs/month_averages?date[after]=0000-01-01', 'date[after]', 'Date after'],
    ['/api/weight_logs/caloric_balance?date[after]=0000-01-01', 'date[after]', 'Date after'],
  ])('refuse %s in a query string (500 before)', async (url, propertyPath, label) => {
    const owner = await seedOwner(t);
    expect(violationsOf(await http.get(url, owner.headers))).toEqual({
      status: 422,
      violations: [{ propertyPath, message: `${label} must be in the years 1900 to 2999.` }],
    });
  });
});

describe('numbers whose nutrients are not finite', () => {
  it('refuses a recipe unitSize of 5e-324 (NaN nutrients: 500 on the patch and every later recipe read)', async () => {
    const owner = await seedOwner(t);
    expect(
      violationsOf(await http.patch(`/api/recipes/${owner.rows.recipe}`, owner.headers, { unitSize: 5e-324 })),
    ).toEqual({
      status: 422,
      violations: [{ propertyPath: 'unitSize', message: 'Unit size must be at least 0.001.' }],
    });
    expect((await http.get('/api/recipes', owner.headers)).statusCode).toBe(200);
  });

  it('refuses a product nutrientsPer of 1e-320 (500, and the product unreadable)', async () => {
    const owner = await seedOwner(t);
    expect(
      violationsOf(await http.patch(`/api/products/${owner.rows.product}`, owner.headers, { nutrientsPer: 1e-320 })),
    ).toEqual({
      status: 422,
      violations: [{ propertyPath: 'nutrientsPer', message: 'Nutrients per must be at least 0.001.' }],
    });
    expect((await http.get(`/api/products/${owner.rows.product}`, owner.headers)).statusCode).toBe(200);
  });

  it('refuses nutrients of 1e308, whose sum overflowed the month averages (500)', async () => {
    const owner = await seedOwner(t);
    const response = await http.post('/api/intake_logs', owner.headers, {
      type: 'manual',
      date: '2024-01-01T08:00:00Z',
      nutrients: eachNutrient(1e308),
    });
    expect(violationsOf(response)).toMatchObject({
      status: 422,
      violations: expect.arrayContaining([
        { propertyPath: 'nutrients.calories', message: 'Calories must be less than or equal to 1000000.' },
      ]),
    });
    expect((await http.get('/api/intake_logs/month_averages?date[after]=2023-12-01', owner.headers)).statusCode).toBe(
      200,
    );
  });
});
