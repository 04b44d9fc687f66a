import { calendarDateIn } from '../../http/query';
import { STORED_AT } from '../../testing/answers';
import { insertGoal, UNKNOWN_UUID } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { jsonRequests } from '../../testing/requests';

const t = setupTestApp();
const request = jsonRequests(t);

const NOT_FOUND = { type: '/api/errors/404', title: 'Not Found', status: 404, detail: 'The resource does not exist.' };
const NUTRIENT_CHOICES =
  'calories, totalFat, saturatedFat, totalCarbohydrates, sugars, fibers, proteins, salt, water, caffeine, potassium';

const todayIn = (timeZone: string) => calendarDateIn(timeZone, new Date());

const storedGoal = (uuid: string) =>
  t.db
    .selectFrom('goals')
    .select(['user_uuid', 'nutrient', 'goal_type', 'value'])
    .select((eb) => [
      eb.cast<string | null>('start_date', 'text').as('start_date'),
      eb.cast<string | null>('end_date', 'text').as('end_date'),
    ])
    .where('uuid', '=', uuid)
    .executeTakeFirst();

const goalCount = async (userUuid: string) =>
  (await t.db.selectFrom('goals').select('uuid').where('user_uuid', '=', userUuid).execute()).length;

describe('POST /api/goals', () => {
  it('answers 401 without a token', async () => {
    const response = await request.post('/api/goals', {}, { value: 2000 });
    expect(response.statusCode).toBe(401);
  });

  it('creates a goal with the defaults (calories, at most, open dates), answers 201 with it as GET would', async () => {
    const me = await t.signIn();
    const response = await request.post('/api/goals', me.headers, { value: 2000 });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const body = response.json();
    expect(body).toEqual({
      '@context': '/api/contexts/Goal',
      '@id': `/api/goals/${body.uuid}`,
      '@type': 'Goal',
      ...STORED_AT,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      nutrient: 'calories',
      goalType: 'maximum',
      value: 2000,
      startDate: null,
      endDate: null,
      currentlyActive: true,
    });
    expect((await request.get(`/api/goals/${body.uuid}`, me.headers)).json()).toEqual(body);
    expect(await storedGoal(body.uuid)).toMatchObject({ user_uuid: me.uuid });
  });

  it('stores every field given; empty dates are open', async () => {
    const me = await t.signIn();
    const full = await request.post('/api/goals', me.headers, {
      nutrient: 'proteins',
      goalType: 'minimum',
      value: 120.5,
      startDate: '2024-05-01',
      endDate: '2024-05-31',
    });
    expect(full.json()).toMatchObject({
      nutrient: 'proteins',
      goalType: 'minimum',
      value: 120.5,
      startDate: '2024-05-01',
      endDate: '2024-05-31',
      currentlyActive: false,
    });

    const open = await request.post('/api/goals', me.headers, {
      nutrient: 'water',
      goalType: 'minimum',
      value: 2000,
      startDate: '',
      endDate: null,
    });
    expect(open.statusCode).toBe(201);
    expect(open.json()).toMatchObject({ startDate: null, endDate: null, currentlyActive: true });
  });

  it("answers currentlyActive for today in the client's time zone", async () => {
    const me = await t.signIn();
    // UTC+14 and UTC-12 are always on different calendar days.
    const startDate = todayIn('Pacific/Kiritimati');
    const kiritimati = await request.post('/api/goals?timezone=Pacific/Kiritimati', me.headers, {
      value: 2000,
      startDate,
    });
    expect(kiritimati.json()).toMatchObject({ startDate, currentlyActive: true });
    const bakerIsland = await request.post('/api/goals?timezone=Etc/GMT%2B12', me.headers, { value: 2000, startDate });
    expect(bakerIsland.json()).toMatchObject({ startDate, currentlyActive: false });
    expect((await request.post('/api/goals?timezone=Mars/Olympus_Mons', me.headers, { value: 2000 })).statusCode).toBe(
      422,
    );
  });

  it('answers 422 with a violation per bad field and stores nothing', async () => {
    const me = await t.signIn();
    const response = await request.post('/api/goals', me.headers, {
      nutrient: 'sugar',
      goalType: 'exact',
      value: 0,
      startDate: '2025-02-30',
      endDate: 'next week',
      currentlyActive: true,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'nutrient', message: `Nutrient must be one of ${NUTRIENT_CHOICES}.` },
      { propertyPath: 'goalType', message: 'Goal type must be one of minimum, maximum.' },
      { propertyPath: 'value', message: 'Value must be greater than 0.' },
      { propertyPath: 'startDate', message: 'Start date must be a date (YYYY-MM-DD).' },
      { propertyPath: 'endDate', message: 'End date must be a date (YYYY-MM-DD).' },
      { propertyPath: 'currentlyActive', message: 'This field was not expected.' },
    ]);

    const violations = async (body: object) => (await request.post('/api/goals', me.headers, body)).json().violations;
    expect(await violations({})).toEqual([{ propertyPath: 'value', message: 'Value is required.' }]);
    expect(await violations({ value: 'abc' })).toEqual([{ propertyPath: 'value', message: 'Value must be a number.' }]);
    expect(await violations({ value: -5 })).toEqual([
      { propertyPath: 'value', message: 'Value must be greater than 0.' },
    ]);
    expect(await violations({ value: 50, startDate: 20240501 })).toEqual([
      { propertyPath: 'startDate', message: 'Start date must be a date (YYYY-MM-DD).' },
    ]);
    expect(await violations({ value: 50, startDate: '2024-05-10', endDate: '2024-05-09' })).toEqual([
      { propertyPath: 'endDate', message: 'End date must not be before the start date.' },
    ]);
    expect(await goalCount(me.uuid)).toBe(0);
  });

  it('accepts a goal of one day (end on the start)', async () => {
    const me = await t.signIn();
    const response = await request.post('/api/goals', me.headers, {
      value: 50,
      startDate: '2024-05-10',
      endDate: '2024-05-10',
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('PATCH /api/goals/{uuid}', () => {
  const insertCalorieGoal = (userUuid: string) =>
    insertGoal(t.db, userUuid, {
      nutrient: 'calories',
      goal_type: 'maximum',
      value: 2000,
      start_date: '2024-01-01',
      end_date: null,
    });

  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const goal = await insertCalorieGoal(me.uuid);
    expect((await request.patch(`/api/goals/${goal.uuid}`, {}, { value: 1800 })).statusCode).toBe(401);
    expect(await storedGoal(goal.uuid)).toMatchObject({ value: 2000 });
  });

  it('changes only the fields given and answers the goal as GET does', async () => {
    const me = await t.signIn();
    const goal = await insertCalorieGoal(me.uuid);
    const response = await request.patch(`/api/goals/${goal.uuid}`, me.headers, { value: 1800, endDate: '2024-12-31' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Goal',
      '@id': `/api/goals/${goal.uuid}`,
      '@type': 'Goal',
      ...STORED_AT,
      uuid: goal.uuid,
      nutrient: 'calories',
      goalType: 'maximum',
      value: 1800,
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      currentlyActive: false,
    });
    expect((await request.get(`/api/goals/${goal.uuid}`, me.headers)).json()).toEqual(response.json());

    const switched = await request.patch(`/api/goals/${goal.uuid}`, me.headers, {
      nutrient: 'proteins',
      goalType: 'minimum',
    });
    expect(switched.json()).toMatchObject({
      nutrient: 'proteins',
      goalType: 'minimum',
      value: 1800,
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
  });

  it('clears a date with null or an empty string, and leaves everything as it was for an empty patch', async () => {
    const me = await t.signIn();
    const goal = await insertGoal(t.db, me.uuid, { start_date: '2024-01-01', end_date: '2024-01-31' });
    expect((await request.patch(`/api/goals/${goal.uuid}`, me.headers, { endDate: null })).json()).toMatchObject({
      startDate: '2024-01-01',
      endDate: null,
    });
    expect((await request.patch(`/api/goals/${goal.uuid}`, me.headers, { startDate: '' })).json()).toMatchObject({
      startDate: null,
      endDate: null,
    });
    const unchanged = await request.patch(`/api/goals/${goal.uuid}`, me.headers, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toMatchObject({
      nutrient: 'calories',
      goalType: 'maximum',
      value: 2000,
      startDate: null,
      endDate: null,
      currentlyActive: true,
    });
  });

  it("answers currentlyActive for today in the client's time zone", async () => {
    const me = await t.signIn();
    const goal = await insertCalorieGoal(me.uuid);
    const startDate = todayIn('Pacific/Kiritimati');
    expect(
      (await request.patch(`/api/goals/${goal.uuid}?timezone=Pacific/Kiritimati`, me.headers, { startDate })).json()
        .currentlyActive,
    ).toBe(true);
    expect(
      (await request.patch(`/api/goals/${goal.uuid}?timezone=Etc/GMT%2B12`, me.headers, {})).json().currentlyActive,
    ).toBe(false);
  });

  it('checks the merged goal: end before the stored start or start after the stored end: 422 at endDate', async () => {
    const me = await t.signIn();
    const goal = await insertGoal(t.db, me.uuid, { start_date: '2024-03-01', end_date: '2024-03-31' });
    const endBeforeStart = [{ propertyPath: 'endDate', message: 'End date must not be before the start date.' }];
    for (const patch of [
      { endDate: '2024-02-29' },
      { startDate: '2024-04-01' },
      { startDate: '2024-05-01', endDate: '2024-04-30' },
    ]) {
      const response = await request.patch(`/api/goals/${goal.uuid}`, me.headers, patch);
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual(endBeforeStart);
    }
    expect(await storedGoal(goal.uuid)).toMatchObject({ start_date: '2024-03-01', end_date: '2024-03-31' });
    // Moving both together is fine.
    expect(
      (await request.patch(`/api/goals/${goal.uuid}`, me.headers, { startDate: '2024-05-01', endDate: '2024-05-31' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 422 with a violation per bad field and changes nothing', async () => {
    const me = await t.signIn();
    const goal = await insertCalorieGoal(me.uuid);
    const response = await request.patch(`/api/goals/${goal.uuid}`, me.headers, {
      nutrient: null,
      goalType: 'exact',
      value: 0,
      startDate: '2024-13-01',
      uuid: UNKNOWN_UUID,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'nutrient', message: `Nutrient must be one of ${NUTRIENT_CHOICES}.` },
      { propertyPath: 'goalType', message: 'Goal type must be one of minimum, maximum.' },
      { propertyPath: 'value', message: 'Value must be greater than 0.' },
      { propertyPath: 'startDate', message: 'Start date must be a date (YYYY-MM-DD).' },
      { propertyPath: 'uuid', message: 'This field was not expected.' },
    ]);
    const violations = async (body: object) =>
      (await request.patch(`/api/goals/${goal.uuid}`, me.headers, body)).json().violations;
    expect(await violations({ value: 'abc' })).toEqual([{ propertyPath: 'value', message: 'Value must be a number.' }]);
    expect(await violations({ value: null })).toEqual([{ propertyPath: 'value', message: 'Value is required.' }]);
    expect(await violations({ endDate: '31-12-2024' })).toEqual([
      { propertyPath: 'endDate', message: 'End date must be a date (YYYY-MM-DD).' },
    ]);
    expect(await storedGoal(goal.uuid)).toEqual({
      user_uuid: me.uuid,
      nutrient: 'calories',
      goal_type: 'maximum',
      value: 2000,
      start_date: '2024-01-01',
      end_date: null,
    });
  });

  it("answers 404 for another user's goal, an unknown uuid and a malformed one, changing nothing", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const theirs = await insertCalorieGoal(other.uuid);
    for (const uuid of [theirs.uuid, UNKNOWN_UUID, 'g-1']) {
      const response = await request.patch(`/api/goals/${uuid}`, me.headers, { value: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(await storedGoal(theirs.uuid)).toEqual({
      user_uuid: other.uuid,
      nutrient: 'calories',
      goal_type: 'maximum',
      value: 2000,
      start_date: '2024-01-01',
      end_date: null,
    });
  });

  it('answers 415 for a body that is not a merge patch', async () => {
    const me = await t.signIn();
    const goal = await insertCalorieGoal(me.uuid);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/goals/${goal.uuid}`,
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ value: 1800 }),
    });
    expect(response.statusCode).toBe(415);
    expect(await storedGoal(goal.uuid)).toMatchObject({ value: 2000 });
  });
});

describe('DELETE /api/goals/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const goal = await insertGoal(t.db, me.uuid);
    expect((await request.delete(`/api/goals/${goal.uuid}`)).statusCode).toBe(401);
    expect(await storedGoal(goal.uuid)).toBeDefined();
  });

  it('removes the goal for good: 204, then it answers 404 and leaves the list', async () => {
    const me = await t.signIn();
    const goal = await insertGoal(t.db, me.uuid, { nutrient: 'calories' });
    const kept = await insertGoal(t.db, me.uuid, { nutrient: 'proteins', goal_type: 'minimum', value: 120 });

    const response = await request.delete(`/api/goals/${goal.uuid}`, me.headers);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect(await storedGoal(goal.uuid)).toBeUndefined();
    expect((await request.get(`/api/goals/${goal.uuid}`, me.headers)).statusCode).toBe(404);
    expect(
      (await request.get('/api/goals', me.headers)).json().member.map((member: { uuid: string }) => member.uuid),
    ).toEqual([kept.uuid]);
    expect((await request.patch(`/api/goals/${goal.uuid}`, me.headers, { value: 1 })).statusCode).toBe(404);
    expect((await request.delete(`/api/goals/${goal.uuid}`, me.headers)).statusCode).toBe(404);
  });

  it("answers 404 for another user's goal and an unknown uuid, deleting nothing", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const theirs = await insertGoal(t.db, other.uuid);
    for (const uuid of [theirs.uuid, UNKNOWN_UUID, 'g-1']) {
      const response = await request.delete(`/api/goals/${uuid}`, me.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(await storedGoal(theirs.uuid)).toMatchObject({ user_uuid: other.uuid });
  });
});
