import { sql } from 'kysely';
import { MEDIA_TYPES } from '@nutrilog/shared/domain';
import { setupTestApp } from '../../testing/harness';
import { hashToken } from './tokens';

const t = setupTestApp();

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: payload as object,
    headers: { 'content-type': MEDIA_TYPES.ldJson, ...headers },
  });

describe('POST /api/auth/login', () => {
  it('answers a new random access token per login, stored only as its sha256', async () => {
    const user = await t.createUser();
    const first = await login({ email: user.email, password: user.password });
    const second = await login({ email: user.email, password: user.password });

    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const { accessToken } = first.json<{ accessToken: string }>();
    expect(accessToken).toMatch(/^[\w-]{43}$/); // 32 bytes, base64url
    expect(second.json<{ accessToken: string }>().accessToken).not.toBe(accessToken);

    const stored = await t.db.selectFrom('access_tokens').select(['token_hash', 'user_uuid', 'expires_at']).execute();
    expect(stored.map((row) => row.token_hash).sort()).toEqual(
      [hashToken(accessToken), hashToken(second.json().accessToken)].sort(),
    );
    expect(stored.every((row) => row.user_uuid === user.uuid)).toBe(true);
    const hoursValid = (stored[0]!.expires_at.getTime() - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(23.9); // testConfig: TOKEN_TTL_HOURS 24
    expect(hoursValid).toBeLessThanOrEqual(24);
  });

  it('accepts plain application/json and any case and surrounding spaces in the email', async () => {
    const user = await t.createUser({ email: 'mixed@example.test' });
    const response = await login(
      { email: '  Mixed@Example.TEST ', password: user.password },
      { 'content-type': 'application/json' },
    );
    expect(response.statusCode).toBe(200);
  });

  it('answers the same 401 problem for a wrong password and for an unknown email', async () => {
    const user = await t.createUser();
    const wrongPassword = await login({ email: user.email, password: 'not the password' });
    const unknownEmail = await login({ email: 'nobody@example.test', password: user.password });

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect(wrongPassword.json()).toEqual({
      type: '/api/errors/401',
      title: 'Unauthorized',
      status: 401,
      detail: 'Invalid credentials.',
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(await t.db.selectFrom('access_tokens').selectAll().execute()).toEqual([]);
  });

  it("answers 422 with 'Email is required.' and 'Password is required.' when they are missing or empty", async () => {
    const missing = await login({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().violations).toEqual([
      { propertyPath: 'email', message: 'Email is required.' },
      { propertyPath: 'password', message: 'Password is required.' },
    ]);

    const empty = await login({ email: '   ', password: '' });
    expect(empty.json().violations).toEqual([
      { propertyPath: 'email', message: 'Email is required.' },
      { propertyPath: 'password', message: 'Password is required.' },
    ]);

    const noBody = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(noBody.statusCode).toBe(422);
    expect(noBody.json().violations).toHaveLength(2);
  });

  it('answers 422 for a field of the wrong type and for an unexpected field', async () => {
    const response = await login({ email: 42, password: 'x', remember: true });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      type: '/api/errors/422',
      title: 'Unprocessable Entity',
      status: 422,
      violations: [
        { propertyPath: 'email', message: 'Email must be a string.' },
        { propertyPath: 'remember', message: 'This field was not expected.' },
      ],
    });
    expect(response.json().detail).toBe('email: Email must be a string.\nremember: This field was not expected.');
  });

  it('answers 415 for a body that is not JSON, and 400 for malformed JSON', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(text.json().detail).toBe('POST bodies must be application/ld+json or application/json, not text/plain.');

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': MEDIA_TYPES.ldJson },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ type: '/api/errors/400', title: 'Bad Request', status: 400 });
  });
});

describe('access tokens', () => {
  const profile = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });

  it('authenticates with the X-API-KEY header', async () => {
    const user = await t.createUser();
    const { accessToken } = (await login({ email: user.email, password: user.password })).json<{
      accessToken: string;
    }>();
    const response = await profile({ 'X-API-KEY': accessToken });
    expect(response.statusCode).toBe(200);
    expect(response.json().uuid).toBe(user.uuid);
  });

  it('answers 401 problems without a token and with an unknown one', async () => {
    const missing = await profile({});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      type: '/api/errors/401',
      title: 'Unauthorized',
      status: 401,
      detail: 'Missing X-API-KEY header.',
    });

    const unknown = await profile({ 'X-API-KEY': 'not-a-token' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().detail).toBe('The access token is invalid, expired or revoked.');
  });

  it('rejects an expired token', async () => {
    const user = await t.signIn();
    await sql`UPDATE access_tokens SET expires_at = now() - interval '1 second'`.execute(t.db);
    expect((await profile(user.headers)).statusCode).toBe(401);
  });

  it('rejects a token it has already accepted once the token has expired', async () => {
    const user = await t.signIn(); // a token valid for an hour
    expect((await profile(user.headers)).statusCode).toBe(200);
    // Only Date moves on: the database and fastify keep their real timers.
    jest.useFakeTimers({
      now: Date.now() + 25 * 3_600_000,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      expect((await profile(user.headers)).statusCode).toBe(401);
    } finally {
      jest.useRealTimers();
    }
  });

  it('logout revokes the presented token only', async () => {
    const user = await t.createUser();
    const tokens = await Promise.all(
      [1, 2].map(
        async () =>
          (await login({ email: user.email, password: user.password })).json<{ accessToken: string }>().accessToken,
      ),
    );
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'X-API-KEY': tokens[0]! },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');

    expect((await profile({ 'X-API-KEY': tokens[0]! })).statusCode).toBe(401);
    expect((await profile({ 'X-API-KEY': tokens[1]! })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'X-API-KEY': tokens[0]! } });
    expect(again.statusCode).toBe(401);
  });
});
