import { STORED_AT } from '../../testing/answers';
import { insertWeightLog, UNKNOWN_UUID } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';

const t = setupTestApp();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const weights = (body: { member: { weight: number }[] }) => body.member.map((member) => member.weight);

describe('GET /api/weight_logs', () => {
  it('answers 401 without a token', async () => {
    const response = await get('/api/weight_logs');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, detail: 'Missing X-API-KEY header.' });
  });

  it("answers the user's weight logs as linked data, oldest first", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const later = await insertWeightLog(t.db, me.uuid, { date: '2024-05-03T07:00:00Z', weight: 84.2 });
    const earlier = await insertWeightLog(t.db, me.uuid, {
      date: '2024-05-01T07:10:00Z',
      weight: 84.9,
      body_fat_percentage: 24.5,
    });
    await insertWeightLog(t.db, other.uuid, { weight: 60 });

    const response = await get('/api/weight_logs', me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/WeightLog',
      '@id': '/api/weight_logs',
      '@type': 'Collection',
      totalItems: 2,
      page: 1,
      itemsPerPage: 30,
      member: [
        {
          '@context': '/api/contexts/WeightLog',
          '@id': `/api/weight_logs/${earlier.uuid}`,
          '@type': 'WeightLog',
          ...STORED_AT,
          uuid: earlier.uuid,
          date: '2024-05-01T07:10:00.000Z',
          weight: 84.9,
          bodyFatPercentage: 24.5,
          unit: 'kilogram',
        },
        {
          '@context': '/api/contexts/WeightLog',
          '@id': `/api/weight_logs/${later.uuid}`,
          '@type': 'WeightLog',
          ...STORED_AT,
          uuid: later.uuid,
          date: '2024-05-03T07:00:00.000Z',
          weight: 84.2,
          bodyFatPercentage: null,
          unit: 'kilogram',
        },
      ],
    });
  });

  it('orders by date either way and filters with date[after] (a UTC date: from its midnight)', async () => {
    const me = await t.signIn();
    await insertWeightLog(t.db, me.uuid, { date: '2024-04-30T23:59:59Z', weight: 81 });
    await insertWeightLog(t.db, me.uuid, { date: '2024-05-01T00:00:00Z', weight: 82 });
    await insertWeightLog(t.db, me.uuid, { date: '2024-05-02T07:00:00Z', weight: 83 });
    await insertWeightLog(t.db, me.uuid, { date: '2024-05-04T07:00:00Z', weight: 84 });

    expect(weights((await get('/api/weight_logs?order[date]=desc', me.headers)).json())).toEqual([84, 83, 82, 81]);
    expect(weights((await get('/api/weight_logs?order[date]=asc&date[after]=2024-05-01', me.headers)).json())).toEqual([
      82, 83, 84,
    ]);
    const recent = (await get('/api/weight_logs?order[date]=desc&date[after]=2024-05-02', me.headers)).json();
    expect(weights(recent)).toEqual([84, 83]);
    expect(recent.totalItems).toBe(2);
    expect(weights((await get('/api/weight_logs?date[before]=2024-05-02', me.headers)).json())).toEqual([81, 82]);
  });

  it('pages, counting every matching log', async () => {
    const me = await t.signIn();
    for (let day = 1; day <= 5; day += 1)
      await insertWeightLog(t.db, me.uuid, { date: `2024-05-0${day}T07:00:00Z`, weight: 80 + day });
    const page = (await get('/api/weight_logs?order[date]=desc&itemsPerPage=2&page=2', me.headers)).json();
    expect(page).toMatchObject({ totalItems: 5, page: 2, itemsPerPage: 2 });
    expect(weights(page)).toEqual([83, 82]);
  });

  it('answers 422 violations for a bad order and a date that is not one', async () => {
    const me = await t.signIn();
    const response = await get('/api/weight_logs?order[date]=sideways&date[after]=notadate', me.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      {
        propertyPath: 'date[after]',
        message:
          'Date after must be a date (YYYY-MM-DD), a UTC date and time (YYYY-MM-DD HH:mm:ss) or an ISO 8601 timestamp.',
      },
      { propertyPath: 'order[date]', message: 'Date order must be one of asc, desc.' },
    ]);
  });
});

describe('GET /api/weight_logs/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const log = await insertWeightLog(t.db, me.uuid);
    expect((await get(`/api/weight_logs/${log.uuid}`)).statusCode).toBe(401);
  });

  it('answers the log', async () => {
    const me = await t.signIn();
    const log = await insertWeightLog(t.db, me.uuid, {
      date: '2024-05-01T07:00:00Z',
      weight: 180.4,
      unit: 'pound',
      body_fat_percentage: 0,
    });
    const response = await get(`/api/weight_logs/${log.uuid}`, me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/WeightLog',
      '@id': `/api/weight_logs/${log.uuid}`,
      '@type': 'WeightLog',
      ...STORED_AT,
      uuid: log.uuid,
      date: '2024-05-01T07:00:00.000Z',
      weight: 180.4,
      bodyFatPercentage: 0,
      unit: 'pound',
    });
  });

  it("answers 404 for another user's log, an unknown uuid and a malformed one", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const theirs = await insertWeightLog(t.db, other.uuid);
    for (const uuid of [theirs.uuid, UNKNOWN_UUID, 'w']) {
      const response = await get(`/api/weight_logs/${uuid}`, me.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, detail: 'The resource does not exist.' });
    }
  });
});
