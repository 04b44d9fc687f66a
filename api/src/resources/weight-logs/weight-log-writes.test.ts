import { STORED_AT } from '../../testing/answers';
import { insertWeightLog, UNKNOWN_UUID } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { jsonRequests } from '../../testing/requests';

const t = setupTestApp();
const request = jsonRequests(t);

const NOT_FOUND = { type: '/api/errors/404', title: 'Not Found', status: 404, detail: 'The resource does not exist.' };

const storedLog = async (uuid: string) => {
  const row = await t.db
    .selectFrom('weight_logs')
    .select(['user_uuid', 'date', 'weight', 'body_fat_percentage', 'unit'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return row === undefined ? undefined : { ...row, date: row.date.toISOString() };
};
const logCount = async (userUuid: string) =>
  (await t.db.selectFrom('weight_logs').select('uuid').where('user_uuid', '=', userUuid).execute()).length;

describe('POST /api/weight_logs', () => {
  it('answers 401 without a token', async () => {
    const response = await request.post('/api/weight_logs', {}, { date: '2024-05-01T07:00:00Z', weight: 80 });
    expect(response.statusCode).toBe(401);
    expect(await t.db.selectFrom('weight_logs').select('uuid').execute()).toEqual([]);
  });

  it('creates a log with the defaults (no body fat, kilogram) and answers 201 with it as GET does', async () => {
    const me = await t.signIn();
    const response = await request.post('/api/weight_logs', me.headers, {
      date: '2024-05-01T09:30:00+02:00',
      weight: 84.2,
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const body = response.json();
    expect(body).toEqual({
      '@context': '/api/contexts/WeightLog',
      '@id': `/api/weight_logs/${body.uuid}`,
      '@type': 'WeightLog',
      ...STORED_AT,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      date: '2024-05-01T07:30:00.000Z',
      weight: 84.2,
      bodyFatPercentage: null,
      unit: 'kilogram',
    });
    expect((await request.get(`/api/weight_logs/${body.uuid}`, me.headers)).json()).toEqual(body);
    expect(await storedLog(body.uuid)).toEqual({
      user_uuid: me.uuid,
      date: '2024-05-01T07:30:00.000Z',
      weight: 84.2,
      body_fat_percentage: null,
      unit: 'kilogram',
    });
  });

  it('stores every field given: body fat (empty is none) and a trimmed unit (a blank one is kilogram)', async () => {
    const me = await t.signIn();
    const full = await request.post('/api/weight_logs', me.headers, {
      date: '2024-05-02T07:00:00.000Z',
      weight: 185.6,
      bodyFatPercentage: 24.5,
      unit: ' pound ',
    });
    expect(full.statusCode).toBe(201);
    expect(full.json()).toMatchObject({ weight: 185.6, bodyFatPercentage: 24.5, unit: 'pound' });

    const empty = await request.post('/api/weight_logs', me.headers, {
      date: '2024-05-03T07:00:00.000Z',
      weight: 84,
      bodyFatPercentage: '',
      unit: '  ',
    });
    expect(empty.json()).toMatchObject({ bodyFatPercentage: null, unit: 'kilogram' });
    const bounds = await request.post('/api/weight_logs', me.headers, {
      date: '2024-05-04T07:00:00.000Z',
      weight: 25.1,
      bodyFatPercentage: 0,
      unit: null,
    });
    expect(bounds.json()).toMatchObject({ weight: 25.1, bodyFatPercentage: 0, unit: 'kilogram' });
    expect(
      (
        await request.post('/api/weight_logs', me.headers, {
          date: '2024-05-05T07:00:00.000Z',
          weight: 84,
          bodyFatPercentage: 100,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('answers 422 with a violation per bad field and stores nothing', async () => {
    const me = await t.signIn();
    const response = await request.post('/api/weight_logs', me.headers, {
      date: '2024-05-01',
      weight: 25,
      bodyFatPercentage: 100.5,
      unit: 1,
      id: UNKNOWN_UUID,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'date', message: 'Date must be an ISO 8601 timestamp.' },
      { propertyPath: 'weight', message: 'Weight must be greater than 25.' },
      { propertyPath: 'bodyFatPercentage', message: 'Body fat percentage must be less than or equal to 100.' },
      { propertyPath: 'unit', message: 'Unit must be a string.' },
      { propertyPath: 'id', message: 'This field was not expected.' },
    ]);

    const violations = async (body: object) =>
      (await request.post('/api/weight_logs', me.headers, body)).json().violations;
    expect(await violations({})).toEqual([
      { propertyPath: 'date', message: 'Date is required.' },
      { propertyPath: 'weight', message: 'Weight is required.' },
    ]);
    const date = '2024-05-01T07:00:00Z';
    expect(await violations({ date, weight: '80' })).toEqual([
      { propertyPath: 'weight', message: 'Weight must be a number.' },
    ]);
    expect(await violations({ date, weight: null })).toEqual([
      { propertyPath: 'weight', message: 'Weight is required.' },
    ]);
    expect(await violations({ date, weight: -80 })).toEqual([
      { propertyPath: 'weight', message: 'Weight must be greater than 25.' },
    ]);
    expect(await violations({ date, weight: 80, bodyFatPercentage: -1 })).toEqual([
      { propertyPath: 'bodyFatPercentage', message: 'Body fat percentage must be non-negative.' },
    ]);
    expect(await violations({ date, weight: 80, bodyFatPercentage: 'lean' })).toEqual([
      { propertyPath: 'bodyFatPercentage', message: 'Body fat percentage must be a number.' },
    ]);
    expect(await violations({ date: '2024-02-30T07:00:00Z', weight: 80 })).toEqual([
      { propertyPath: 'date', message: 'Date must be an ISO 8601 timestamp.' },
    ]);
    expect(await violations({ date: 1714546800000, weight: 80 })).toEqual([
      { propertyPath: 'date', message: 'Date must be an ISO 8601 timestamp.' },
    ]);
    expect(await logCount(me.uuid)).toBe(0);
  });
});

describe('PATCH /api/weight_logs/{uuid}', () => {
  const insertLog = (userUuid: string) =>
    insertWeightLog(t.db, userUuid, {
      date: new Date('2024-05-01T07:00:00Z'),
      weight: 84.2,
      body_fat_percentage: 25,
      unit: 'kilogram',
    });
  const STORED = { date: '2024-05-01T07:00:00.000Z', weight: 84.2, body_fat_percentage: 25, unit: 'kilogram' };

  it('answers 401 without a token and changes nothing', async () => {
    const me = await t.signIn();
    const log = await insertLog(me.uuid);
    expect((await request.patch(`/api/weight_logs/${log.uuid}`, {}, { weight: 83 })).statusCode).toBe(401);
    expect(await storedLog(log.uuid)).toMatchObject(STORED);
  });

  it('changes only the fields given and answers the log as GET does', async () => {
    const me = await t.signIn();
    const log = await insertLog(me.uuid);
    const response = await request.patch(`/api/weight_logs/${log.uuid}`, me.headers, { weight: 83.6 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/WeightLog',
      '@id': `/api/weight_logs/${log.uuid}`,
      '@type': 'WeightLog',
      ...STORED_AT,
      uuid: log.uuid,
      date: '2024-05-01T07:00:00.000Z',
      weight: 83.6,
      bodyFatPercentage: 25,
      unit: 'kilogram',
    });
    expect((await request.get(`/api/weight_logs/${log.uuid}`, me.headers)).json()).toEqual(response.json());

    const moved = await request.patch(`/api/weight_logs/${log.uuid}`, me.headers, {
      date: '2024-05-02T08:15:00Z',
      unit: 'pound',
      bodyFatPercentage: 24,
    });
    expect(moved.json()).toMatchObject({
      date: '2024-05-02T08:15:00.000Z',
      weight: 83.6,
      bodyFatPercentage: 24,
      unit: 'pound',
    });
  });

  it('clears body fat with null or an empty string, resets a blank unit to kilogram, keeps all if empty', async () => {
    const me = await t.signIn();
    const log = await insertWeightLog(t.db, me.uuid, { weight: 180, body_fat_percentage: 25, unit: 'pound' });
    expect(
      (await request.patch(`/api/weight_logs/${log.uuid}`, me.headers, { bodyFatPercentage: null })).json(),
    ).toMatchObject({ bodyFatPercentage: null, unit: 'pound' });
    await request.patch(`/api/weight_logs/${log.uuid}`, me.headers, { bodyFatPercentage: 22 });
    expect(
      (await request.patch(`/api/weight_logs/${log.uuid}`, me.headers, { bodyFatPercentage: '' })).json(),
    ).toMatchObject({ bodyFatPercentage: null });
    expect((await request.patch(`/api/weight_logs/${log.uuid}`, me.headers, { unit: ' ' })).json()).toMatchObject({
      unit: 'kilogram',
    });
    const unchanged = await request.patch(`/api/weight_logs/${log.uuid}`, me.headers, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toMatchObject({ weight: 180, bodyFatPercentage: null, unit: 'kilogram' });
  });

  it('answers 422 with a violation per bad field and changes nothing', async () => {
    const me = await t.signIn();
    const log = await insertLog(me.uuid);
    const response = await request.patch(`/api/weight_logs/${log.uuid}`, me.headers, {
      date: null,
      weight: 'heavy',
      bodyFatPercentage: 101,
      unit: [],
      user: 'x',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'date', message: 'Date is required.' },
      { propertyPath: 'weight', message: 'Weight must be a number.' },
      { propertyPath: 'bodyFatPercentage', message: 'Body fat percentage must be less than or equal to 100.' },
      { propertyPath: 'unit', message: 'Unit must be a string.' },
      { propertyPath: 'user', message: 'This field was not expected.' },
    ]);
    const violations = async (body: object) =>
      (await request.patch(`/api/weight_logs/${log.uuid}`, me.headers, body)).json().violations;
    expect(await violations({ weight: null })).toEqual([{ propertyPath: 'weight', message: 'Weight is required.' }]);
    expect(await violations({ weight: 20 })).toEqual([
      { propertyPath: 'weight', message: 'Weight must be greater than 25.' },
    ]);
    expect(await violations({ date: 'yesterday' })).toEqual([
      { propertyPath: 'date', message: 'Date must be an ISO 8601 timestamp.' },
    ]);
    expect(await storedLog(log.uuid)).toEqual({ user_uuid: me.uuid, ...STORED });
  });

  it("answers 404 for another user's log, an unknown uuid and a malformed one, changing nothing", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const theirs = await insertLog(other.uuid);
    for (const uuid of [theirs.uuid, UNKNOWN_UUID, 'w-1']) {
      const response = await request.patch(`/api/weight_logs/${uuid}`, me.headers, { weight: 70 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(await storedLog(theirs.uuid)).toEqual({ user_uuid: other.uuid, ...STORED });
  });

  it('answers 415 for a body that is not a merge patch', async () => {
    const me = await t.signIn();
    const log = await insertLog(me.uuid);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/weight_logs/${log.uuid}`,
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ weight: 83 }),
    });
    expect(response.statusCode).toBe(415);
    expect(await storedLog(log.uuid)).toMatchObject(STORED);
  });
});

describe('DELETE /api/weight_logs/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const log = await insertWeightLog(t.db, me.uuid);
    expect((await request.delete(`/api/weight_logs/${log.uuid}`)).statusCode).toBe(401);
    expect(await storedLog(log.uuid)).toBeDefined();
  });

  it('removes the log for good: 204, then it answers 404 and leaves the list', async () => {
    const me = await t.signIn();
    const log = await insertWeightLog(t.db, me.uuid, { weight: 84 });
    const kept = await insertWeightLog(t.db, me.uuid, { weight: 83 });

    const response = await request.delete(`/api/weight_logs/${log.uuid}`, me.headers);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect(await storedLog(log.uuid)).toBeUndefined();
    expect((await request.get(`/api/weight_logs/${log.uuid}`, me.headers)).statusCode).toBe(404);
    expect(
      (await request.get('/api/weight_logs', me.headers)).json().member.map((member: { uuid: string }) => member.uuid),
    ).toEqual([kept.uuid]);
    expect((await request.patch(`/api/weight_logs/${log.uuid}`, me.headers, { weight: 80 })).statusCode).toBe(404);
    expect((await request.delete(`/api/weight_logs/${log.uuid}`, me.headers)).statusCode).toBe(404);
  });

  it("answers 404 for another user's log and an unknown uuid, deleting nothing", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const theirs = await insertWeightLog(t.db, other.uuid);
    for (const uuid of [theirs.uuid, UNKNOWN_UUID, 'w-1']) {
      const response = await request.delete(`/api/weight_logs/${uuid}`, me.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(await storedLog(theirs.uuid)).toMatchObject({ user_uuid: other.uuid });
  });
});
