import { sql } from 'kysely';
import { TOKEN_TOUCH_INTERVAL_MS } from '../../http/authenticate';
import { setupTestApp, type SignedInUser } from '../../testing/harness';
import { hashToken } from './tokens';

// testConfig: TOKEN_TTL_HOURS 24, TOKEN_IDLE_HOURS 12.
const t = setupTestApp();

const profile = (user: SignedInUser) =>
  t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });

async function setLastUsed(user: SignedInUser, msAgo: number): Promise<void> {
  await t.db
    .updateTable('access_tokens')
    .set({ last_used_at: new Date(Date.now() - msAgo) })
    .where('token_hash', '=', hashToken(user.token))
    .execute();
}

async function lastUsed(user: SignedInUser): Promise<Date> {
  const row = await t.db
    .selectFrom('access_tokens')
    .select('last_used_at')
    .where('token_hash', '=', hashToken(user.token))
    .executeTakeFirstOrThrow();
  return row.last_used_at;
}

describe('access token lifetime', () => {
  it('refuses a token unused for longer than TOKEN_IDLE_HOURS, and accepts one used just within it', async () => {
    const idle = await t.signIn();
    const active = await t.signIn();
    await setLastUsed(idle, 12 * 3_600_000 + 60_000);
    await setLastUsed(active, 12 * 3_600_000 - 60_000);
    const app = await t.buildApp({ responseCache: false });

    const refused = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: idle.headers });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ detail: 'The access token is invalid, expired or revoked.' });
    expect((await app.inject({ method: 'GET', url: '/api/auth/profile', headers: active.headers })).statusCode).toBe(
      200,
    );
  });

  it('refuses a token past its absolute expiry however recently it was used', async () => {
    const user = await t.signIn();
    await t.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000), last_used_at: new Date() })
      .where('token_hash', '=', hashToken(user.token))
      .execute();
    const app = await t.buildApp({ responseCache: false });
    expect((await app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers })).statusCode).toBe(401);
  });

  it('records a use at most once a minute, so that reads stay free of writes', async () => {
    const user = await t.signIn();
    await setLastUsed(user, TOKEN_TOUCH_INTERVAL_MS + 5_000);
    const before = Date.now();
    expect((await profile(user)).statusCode).toBe(200);
    const touched = await lastUsed(user);
    expect(touched.getTime()).toBeGreaterThanOrEqual(before - 5); // PostgreSQL keeps microseconds, Date milliseconds

    await setLastUsed(user, TOKEN_TOUCH_INTERVAL_MS / 2);
    const recent = await lastUsed(user);
    const app = await t.buildApp({ responseCache: false });
    expect((await app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers })).statusCode).toBe(200);
    expect(await lastUsed(user)).toEqual(recent);
  });

  it('keeps a token alive while it is used: each use moves the idle limit', async () => {
    const user = await t.signIn();
    await setLastUsed(user, 11 * 3_600_000);
    expect((await profile(user)).statusCode).toBe(200);
    expect(Date.now() - (await lastUsed(user)).getTime()).toBeLessThan(60_000);
  });

  it('refuses a token at once after logout, on the process that logged out', async () => {
    const user = await t.signIn();
    expect((await profile(user)).statusCode).toBe(200); // now kept in the token cache
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers })).statusCode).toBe(
      204,
    );
    expect((await profile(user)).statusCode).toBe(401);
  });

  it('forgets idle tokens at the next login', async () => {
    const user = await t.signIn();
    await setLastUsed(user, 13 * 3_600_000);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      headers: { 'content-type': 'application/json' },
    });
    expect(login.statusCode).toBe(200);
    const left = await t.db
      .selectFrom('access_tokens')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_uuid', '=', user.uuid)
      .executeTakeFirstOrThrow();
    expect(left.n).toBe(1);
  });
});
