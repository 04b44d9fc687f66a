import type { FastifyInstance } from 'fastify';
import { MEDIA_TYPES } from '@nutrilog/shared/domain';
import { insertWeightLog } from '../../testing/fixtures';
import { type SignedInUser, setupTestApp } from '../../testing/harness';
import { defineRoute } from '../route';
import { pruneKeys } from './repository';

const t = setupTestApp();

const KEY = 'c2b6a3f0-5d1e-4f7a-9b8c-0e1d2c3b4a59';
const WEIGH_IN = { date: '2024-05-01T07:00:00Z', weight: 80 };

type Method = 'POST' | 'PATCH' | 'DELETE';
const send = (
  app: FastifyInstance,
  user: SignedInUser,
  method: Method,
  url: string,
  payload?: unknown,
  key: string | null = KEY,
) =>
  app.inject({
    method,
    url,
    headers: {
      ...user.headers,
      ...(key === null ? {} : { 'idempotency-key': key }),
      ...(payload === undefined
        ? {}
        : { 'content-type': method === 'PATCH' ? MEDIA_TYPES.mergePatch : MEDIA_TYPES.ldJson }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

const weightsOf = async (user: SignedInUser) =>
  (
    await t.db
      .selectFrom('weight_logs')
      .select(['weight'])
      .where('user_uuid', '=', user.uuid)
      .orderBy('weight')
      .execute()
  ).map((row) => row.weight);

describe('Idempotency-Key on writes', () => {
  it('answers the same key and body again with the first answer and writes nothing more', async () => {
    const me = await t.signIn();
    const first = await send(t.app, me, 'POST', '/api/weight_logs', WEIGH_IN);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(t.app, me, 'POST', '/api/weight_logs', WEIGH_IN);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.json()).toEqual(first.json());
    expect(await weightsOf(me)).toEqual([80]);
  });

  it('without a key, the same body twice writes twice', async () => {
    const me = await t.signIn();
    expect((await send(t.app, me, 'POST', '/api/weight_logs', WEIGH_IN, null)).statusCode).toBe(201);
    expect((await send(t.app, me, 'POST', '/api/weight_logs', WEIGH_IN, null)).statusCode).toBe(201);
    expect(await weightsOf(me)).toEqual([80, 80]);
  });

  it('refuses the key with another body (422 at the header) and writes nothing', async () => {
    const me = await t.signIn();
    expect((await send(t.app, me, 'POST', '/api/weight_logs', WEIGH_IN)).statusCode).toBe(201);
    const other = await send(t.app, me, 'POST', '/api/weight_logs', { ...WEIGH_IN, weight: 81 });
    expect(other.statusCode).toBe(422);
    expect(other.json().violations).toEqual([
      { propertyPath: 'Idempotency-Key', message: 'This Idempotency-Key was already used for another request.' },
    ]);
    expect(await weightsOf(me)).toEqual([80]);
  });

  it('refuses the key on another URL or method', async () => {
    const me = await t.signIn();
    const log = await insertWeightLog(t.db, me.uuid, { weight: 70 });
    expect((await send(t.app, me, 'PATCH', `/api/weight_logs/${log.uuid}`, { weight: 71 })).statusCode).toBe(200);
    expect((await send(t.app, me, 'DELETE', `/api/weight_logs/${log.uuid}`)).statusCode).toBe(422);
    expect(await weightsOf(me)).toEqual([71]);
  });

  it('counts keys per user: the same key of two users is two requests', async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    expect((await send(t.app, me, 'POST', '/api/weight_logs', WEIGH_IN)).statusCode).toBe(201);
    const theirs = await send(t.app, other, 'POST', '/api/weight_logs', { ...WEIGH_IN, weight: 90 });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect([await weightsOf(me), await weightsOf(other)]).toEqual([[80], [90]]);
  });

  it('repeats a delete: 204 again, where a second delete without the key finds nothing (404)', async () => {
    const me = await t.signIn();
    const log = await insertWeightLog(t.db, me.uuid, {});
    expect((await send(t.app, me, 'DELETE', `/api/weight_logs/${log.uuid}`)).statusCode).toBe(204);
    const again = await send(t.app, me, 'DELETE', `/api/weight_logs/${log.uuid}`);
    expect([again.statusCode, again.headers['idempotent-replayed'], again.body]).toEqual([204, 'true', '']);
    expect((await send(t.app, me, 'DELETE', `/api/weight_logs/${log.uuid}`, undefined, null)).statusCode).toBe(404);
  });

  it("repeats a refusal the handler gave (the same change again is refused the same way), and a valid body's key", async () => {
    const me = await t.signIn();
    const missing = '/api/weight_logs/00000000-0000-4000-8000-000000000000';
    const first = await send(t.app, me, 'PATCH', missing, { weight: 71 });
    expect(first.statusCode).toBe(404);
    const again = await send(t.app, me, 'PATCH', missing, { weight: 71 });
    expect([again.statusCode, again.headers['idempotent-replayed'], again.json()]).toEqual([404, 'true', first.json()]);
  });

  it('does not take the key for a body that fails validation: the corrected body may use it', async () => {
    const me = await t.signIn();
    expect((await send(t.app, me, 'POST', '/api/weight_logs', { ...WEIGH_IN, weight: 10 })).statusCode).toBe(422);
    expect((await send(t.app, me, 'POST', '/api/weight_logs', WEIGH_IN)).statusCode).toBe(201);
    expect(await weightsOf(me)).toEqual([80]);
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['with a space', 'two words'],
    ['not ASCII', 'clé'],
  ])('refuses a key that is %s (422 at the header) and writes nothing', async (_case, key) => {
    const me = await t.signIn();
    const response = await send(t.app, me, 'POST', '/api/weight_logs', WEIGH_IN, key);
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      {
        propertyPath: 'Idempotency-Key',
        message: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters, given once.',
      },
    ]);
    expect(await weightsOf(me)).toEqual([]);
  });

  it('keeps a key for 24 hours: after that the key is new again', async () => {
    const me = await t.signIn();
    t.clock.set('2024-06-01T08:00:00Z');
    expect((await send(t.app, me, 'POST', '/api/weight_logs', WEIGH_IN)).statusCode).toBe(201);
    t.clock.set('2024-06-02T07:59:00Z');
    expect((await send(t.app, me, 'POST', '/api/weight_logs', { ...WEIGH_IN, weight: 81 })).statusCode).toBe(422);
    t.clock.set('2024-06-02T08:01:00Z');
    const later = await send(t.app, me, 'POST', '/api/weight_logs', { ...WEIGH_IN, weight: 81 });
    expect([later.statusCode, later.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(await weightsOf(me)).toEqual([80, 81]);
  });

  it('takes over a key whose request never ended (its process stopped) after a minute, not before', async () => {
    const me = await t.signIn();
    t.clock.set('2024-06-01T08:00:00Z');
    const left = { user_uuid: me.uuid, key: KEY, fingerprint: 'x', created_at: new Date('2024-06-01T07:59:30Z') };
    await t.db.insertInto('idempotency_keys').values(left).execute();
    t.clock.set('2024-06-01T08:00:31Z');
    const response = await send(t.app, me, 'POST', '/api/weight_logs', WEIGH_IN);
    expect(response.statusCode).toBe(201);
    expect(await weightsOf(me)).toEqual([80]);
  });

  it('frees the key when the answer is a server error, so that the retry runs', async () => {
    let calls = 0;
    const app = await t.buildApp({}, {});
    defineRoute(app, {
      method: 'POST',
      url: '/api/test/flaky',
      tags: ['Test'],
      summary: 'Fails the first time',
      response: null,
      handler: async () => {
        calls += 1;
        if (calls === 1) throw new Error('the database went away');
      },
    });
    const me = await t.signIn();
    expect((await send(app, me, 'POST', '/api/test/flaky')).statusCode).toBe(500);
    expect((await send(app, me, 'POST', '/api/test/flaky')).statusCode).toBe(204);
    expect((await send(app, me, 'POST', '/api/test/flaky')).headers['idempotent-replayed']).toBe('true');
    expect(calls).toBe(2);
  });

  it('writes once when the same key arrives twice at once on one process', async () => {
    const me = await t.signIn();
    const answers = await Promise.all([1, 2, 3].map(() => send(t.app, me, 'POST', '/api/weight_logs', WEIGH_IN)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().uuid)).size).toBe(1);
    expect(await weightsOf(me)).toEqual([80]);
  });

  it('writes once when the same key arrives at once on two API processes sharing the database', async () => {
    const [a, b] = [await t.buildApp({ sharedDatabase: true }), await t.buildApp({ sharedDatabase: true })];
    const me = await t.signIn();
    const answers = await Promise.all([
      send(a, me, 'POST', '/api/weight_logs', WEIGH_IN),
      send(b, me, 'POST', '/api/weight_logs', WEIGH_IN),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0].json()).toEqual(answers[1].json());
    expect(answers.map((answer) => answer.headers['idempotent-replayed'] ?? 'first').sort()).toEqual(['first', 'true']);
    expect(await weightsOf(me)).toEqual([80]);
  });

  it('forgets keys first used before a time when pruned', async () => {
    const me = await t.signIn();
    const key = (name: string, at: string) => ({ user_uuid: me.uuid, key: name, fingerprint: 'x', created_at: at });
    await t.db
      .insertInto('idempotency_keys')
      .values([key('old', '2024-05-01T00:00:00Z'), key('new', '2024-05-03T00:00:00Z')])
      .execute();
    expect(await pruneKeys(t.db, new Date('2024-05-02T00:00:00Z'))).toBe(1);
    expect(await t.db.selectFrom('idempotency_keys').select('key').execute()).toEqual([{ key: 'new' }]);
  });
});
