import { insertGoal } from '../../../testing/fixtures';
import { setupTestApp } from '../../../testing/harness';
import { jsonRequests } from '../../../testing/requests';

const t = setupTestApp();
const { get } = jsonRequests(t);

describe('GET /api/goals/targets', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/goals/targets?date=2026-01-15')).statusCode).toBe(401);
  });

  it('answers the target of each nutrient with a goal active on the date, in nutrient order', async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    await insertGoal(t.db, me.uuid, { nutrient: 'calories', goal_type: 'maximum', value: 2500 });
    // Started later than the open-ended one: wins.
    const calories = await insertGoal(t.db, me.uuid, {
      nutrient: 'calories',
      goal_type: 'maximum',
      value: 2000,
      start_date: '2026-01-01',
    });
    // Same start: the maximum wins over the minimum.
    await insertGoal(t.db, me.uuid, {
      nutrient: 'proteins',
      goal_type: 'minimum',
      value: 120,
      start_date: '2026-01-01',
    });
    const proteins = await insertGoal(t.db, me.uuid, {
      nutrient: 'proteins',
      goal_type: 'maximum',
      value: 150,
      start_date: '2026-01-01',
    });
    const sugars = await insertGoal(t.db, me.uuid, {
      nutrient: 'sugars',
      goal_type: 'maximum',
      value: 50,
      end_date: '2026-01-15',
    });
    // Not active on the date.
    await insertGoal(t.db, me.uuid, { nutrient: 'fibers', goal_type: 'minimum', value: 30, end_date: '2026-01-14' });
    await insertGoal(t.db, me.uuid, { nutrient: 'water', goal_type: 'minimum', value: 2000, start_date: '2026-01-16' });
    // Another user's goals never count, even one that would win.
    await insertGoal(t.db, other.uuid, {
      nutrient: 'calories',
      goal_type: 'maximum',
      value: 1000,
      start_date: '2026-01-10',
    });
    await insertGoal(t.db, other.uuid, { nutrient: 'totalFat', goal_type: 'maximum', value: 70 });

    const response = await get('/api/goals/targets?date=2026-01-15', me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.json()).toEqual({
      '@context': '/api/contexts/NutrientTarget',
      '@id': '/api/goals/targets',
      '@type': 'Collection',
      totalItems: 3,
      member: [
        { nutrient: 'calories', goalType: 'maximum', value: 2000, goal: `/api/goals/${calories.uuid}` },
        { nutrient: 'sugars', goalType: 'maximum', value: 50, goal: `/api/goals/${sugars.uuid}` },
        { nutrient: 'proteins', goalType: 'maximum', value: 150, goal: `/api/goals/${proteins.uuid}` },
      ],
    });

    const before = (await get('/api/goals/targets?date=2025-12-31', me.headers)).json();
    expect(before.member.map((target: { nutrient: string; value: number }) => [target.nutrient, target.value])).toEqual(
      [
        ['calories', 2500],
        ['sugars', 50],
        ['fibers', 30],
      ],
    );
  });

  it('answers an empty collection when no goal is active on the date', async () => {
    const me = await t.signIn();
    await insertGoal(t.db, me.uuid, { start_date: '2026-02-01' });
    expect((await get('/api/goals/targets?date=2026-01-31', me.headers)).json()).toMatchObject({
      totalItems: 0,
      member: [],
    });
  });

  it('answers 422 when the date is missing or not an existing YYYY-MM-DD date', async () => {
    const me = await t.signIn();
    const violations = async (query: string) => {
      const response = await get(`/api/goals/targets${query}`, me.headers);
      expect(response.statusCode).toBe(422);
      return response.json().violations;
    };
    const required = [{ propertyPath: 'date', message: 'Date is required.' }];
    const malformed = [{ propertyPath: 'date', message: 'Date must be a date (YYYY-MM-DD).' }];
    expect(await violations('')).toEqual(required);
    expect(await violations('?date=')).toEqual(required);
    for (const date of ['today', '2026-02-30', '2026-13-01', '15-01-2026', '2026-01-15T00:00:00Z'])
      expect(await violations(`?date=${date}`)).toEqual(malformed);
    expect(await violations('?date=2026-01-15&date=2026-01-16')).toEqual(malformed);
  });
});
