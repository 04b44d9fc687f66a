import { calendarDateIn } from '../../http/query';
import { STORED_AT } from '../../testing/answers';
import { insertGoal, UNKNOWN_UUID } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';

const t = setupTestApp();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** `YYYY-MM-DD` plus `days`. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const todayIn = (timeZone: string) => calendarDateIn(timeZone, new Date());

describe('GET /api/goals', () => {
  it('answers 401 without a token', async () => {
    const response = await get('/api/goals');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, detail: 'Missing X-API-KEY header.' });
  });

  it('answers every goal of the user, active or not, as linked data in nutrient order', async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const water = await insertGoal(t.db, me.uuid, { nutrient: 'water', goal_type: 'minimum', value: 2000 });
    const proteins = await insertGoal(t.db, me.uuid, {
      nutrient: 'proteins',
      goal_type: 'minimum',
      value: 120,
      start_date: '2020-01-01',
    });
    const calories = await insertGoal(t.db, me.uuid, {
      nutrient: 'calories',
      goal_type: 'maximum',
      value: 2200,
      start_date: '2020-02-01',
    });
    const oldCalories = await insertGoal(t.db, me.uuid, {
      nutrient: 'calories',
      goal_type: 'maximum',
      value: 2500,
      start_date: '2019-01-01',
      end_date: '2020-01-31',
    });
    await insertGoal(t.db, other.uuid, { nutrient: 'sugars' });

    const response = await get('/api/goals', me.headers);
    expect(response.statusCode).toBe(200);
    const goal = (uuid: string, fields: object) => ({
      '@context': '/api/contexts/Goal',
      '@id': `/api/goals/${uuid}`,
      '@type': 'Goal',
      ...STORED_AT,
      uuid,
      ...fields,
    });
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Goal',
      '@id': '/api/goals',
      '@type': 'Collection',
      totalItems: 4,
      page: 1,
      itemsPerPage: 30,
      member: [
        goal(oldCalories.uuid, {
          nutrient: 'calories',
          goalType: 'maximum',
          value: 2500,
          startDate: '2019-01-01',
          endDate: '2020-01-31',
          currentlyActive: false,
        }),
        goal(calories.uuid, {
          nutrient: 'calories',
          goalType: 'maximum',
          value: 2200,
          startDate: '2020-02-01',
          endDate: null,
          currentlyActive: true,
        }),
        goal(proteins.uuid, {
          nutrient: 'proteins',
          goalType: 'minimum',
          value: 120,
          startDate: '2020-01-01',
          endDate: null,
          currentlyActive: true,
        }),
        goal(water.uuid, {
          nutrient: 'water',
          goalType: 'minimum',
          value: 2000,
          startDate: null,
          endDate: null,
          currentlyActive: true,
        }),
      ],
    });
  });

  it('is currently active from its start date to its end date, both included (today in UTC by default)', async () => {
    const me = await t.signIn();
    const today = todayIn('UTC');
    const cases: [string, { start_date?: string; end_date?: string }, boolean][] = [
      ['starts today', { start_date: today }, true],
      ['starts tomorrow', { start_date: addDays(today, 1) }, false],
      ['ends today', { end_date: today }, true],
      ['ended yesterday', { end_date: addDays(today, -1) }, false],
      ['is today only', { start_date: today, end_date: today }, true],
      ['ran until yesterday', { start_date: addDays(today, -30), end_date: addDays(today, -1) }, false],
      ['runs from yesterday to tomorrow', { start_date: addDays(today, -1), end_date: addDays(today, 1) }, true],
    ];
    const uuids = new Map<string, string>();
    for (const [name, dates] of cases) uuids.set((await insertGoal(t.db, me.uuid, dates)).uuid, name);

    const body = (await get('/api/goals', me.headers)).json();
    const activity = Object.fromEntries(
      body.member.map((goal: { uuid: string; currentlyActive: boolean }) => [
        uuids.get(goal.uuid),
        goal.currentlyActive,
      ]),
    );
    expect(activity).toEqual(Object.fromEntries(cases.map(([name, , active]) => [name, active])));
  });

  it("takes today in the client's time zone (timezone, IANA)", async () => {
    const me = await t.signIn();
    // UTC+14 and UTC-12 are always on different calendar days.
    const kiritimatiToday = todayIn('Pacific/Kiritimati');
    const starts = await insertGoal(t.db, me.uuid, { start_date: kiritimatiToday });
    await insertGoal(t.db, me.uuid, { end_date: addDays(kiritimatiToday, -1) }); // "ends"

    const activity = async (query: string) => {
      const body = (await get(`/api/goals?${query}`, me.headers)).json();
      return body.member
        .map((goal: { uuid: string; currentlyActive: boolean }) => [
          goal.uuid === starts.uuid ? 'starts' : 'ends',
          goal.currentlyActive,
        ])
        .sort();
    };
    expect(await activity('timezone=Pacific/Kiritimati')).toEqual([
      ['ends', false],
      ['starts', true],
    ]);
    expect(await activity('timezone=Etc/GMT%2B12')).toEqual([
      ['ends', true],
      ['starts', false],
    ]);
  });

  it('pages like every collection', async () => {
    const me = await t.signIn();
    for (const nutrient of ['potassium', 'calories', 'salt']) await insertGoal(t.db, me.uuid, { nutrient });
    const body = (await get('/api/goals?itemsPerPage=2&page=2', me.headers)).json();
    expect(body).toMatchObject({ totalItems: 3, page: 2, itemsPerPage: 2 });
    expect(body.member.map((goal: { nutrient: string }) => goal.nutrient)).toEqual(['potassium']);
  });

  it('answers 422 for an unknown time zone', async () => {
    const me = await t.signIn();
    const response = await get('/api/goals?timezone=Mars/Olympus_Mons', me.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'timezone', message: 'Timezone must be an IANA time zone such as Europe/Amsterdam.' },
    ]);
  });
});

describe('GET /api/goals/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const goal = await insertGoal(t.db, me.uuid);
    expect((await get(`/api/goals/${goal.uuid}`)).statusCode).toBe(401);
  });

  it('answers the goal, active for today in the given time zone', async () => {
    const me = await t.signIn();
    const kiritimatiToday = todayIn('Pacific/Kiritimati');
    const goal = await insertGoal(t.db, me.uuid, {
      nutrient: 'fibers',
      goal_type: 'minimum',
      value: 30,
      start_date: kiritimatiToday,
      end_date: addDays(kiritimatiToday, 6),
    });

    const response = await get(`/api/goals/${goal.uuid}?timezone=Pacific/Kiritimati`, me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Goal',
      '@id': `/api/goals/${goal.uuid}`,
      '@type': 'Goal',
      ...STORED_AT,
      uuid: goal.uuid,
      nutrient: 'fibers',
      goalType: 'minimum',
      value: 30,
      startDate: kiritimatiToday,
      endDate: addDays(kiritimatiToday, 6),
      currentlyActive: true,
    });
    expect((await get(`/api/goals/${goal.uuid}?timezone=Etc/GMT%2B12`, me.headers)).json().currentlyActive).toBe(false);
    expect((await get(`/api/goals/${goal.uuid}?timezone=nowhere`, me.headers)).statusCode).toBe(422);
  });

  it("answers 404 for another user's goal, an unknown uuid and a malformed one", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const theirs = await insertGoal(t.db, other.uuid);
    for (const uuid of [theirs.uuid, UNKNOWN_UUID, 'g-1']) {
      const response = await get(`/api/goals/${uuid}`, me.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, detail: 'The resource does not exist.' });
    }
  });
});
