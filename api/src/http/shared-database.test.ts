import type { FastifyInstance } from 'fastify';
import { MEDIA_TYPES } from '@nutrilog/shared/domain';
import { nutrients } from '../resources/products/test-helpers';
import { resetPassword } from '../resources/users/accounts';
import { type SignedInUser, setupTestApp } from '../testing/harness';

const t = setupTestApp();

/** Two API processes over one database (SHARED_DATABASE), each keeping answers in memory. */
const twoProcesses = async () =>
  [await t.buildApp({ sharedDatabase: true }), await t.buildApp({ sharedDatabase: true })] as const;

/** As twoProcesses, the second with its token leases' clock held still: a lease there never runs out. */
const twoProcessesLeasingForever = async () =>
  [
    await t.buildApp({ sharedDatabase: true }),
    await t.buildApp({ sharedDatabase: true }, { monotonicClock: () => 0 }),
  ] as const;

/** A signed-in client's headers with the data version it was last answered with. */
const sendingVersion = (user: SignedInUser, version: unknown) => ({
  ...user.headers,
  'x-data-version': String(version),
});

const productNames = async (app: FastifyInstance, user: SignedInUser) => {
  const response = await app.inject({ method: 'GET', url: '/api/products', headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ member: { name: string }[] }>().member.map((product) => product.name);
};

const createProduct = (app: FastifyInstance, user: SignedInUser, name: string) =>
  app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...user.headers, 'content-type': MEDIA_TYPES.ldJson },
    payload: { name, nutrients: nutrients({ calories: 340 }) },
  });

const profileStatus = async (app: FastifyInstance, user: SignedInUser) =>
  (await app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers })).statusCode;

describe('API processes sharing one database', () => {
  it('see a write made on another process at the very next read, though they kept the older answer', async () => {
    const [a, b] = await twoProcesses();
    const user = await t.signIn();
    expect(await productNames(b, user)).toEqual([]); // b keeps this answer
    expect(await productNames(b, user)).toEqual([]);
    expect((await createProduct(a, user, 'Oat milk')).statusCode).toBe(201);
    expect(await productNames(b, user)).toEqual(['Oat milk']);
    expect((await createProduct(b, user, 'Rye bread')).statusCode).toBe(201);
    expect((await productNames(a, user)).sort()).toEqual(['Oat milk', 'Rye bread']);
  });

  it('keep serving a kept answer while nothing was written', async () => {
    const [a, b] = await twoProcesses();
    const user = await t.signIn();
    const other = await t.signIn();
    expect((await createProduct(a, user, 'Oat milk')).statusCode).toBe(201);
    expect(await productNames(b, user)).toEqual(['Oat milk']);
    // Behind b's back (not through the API): a kept answer does not see it, which shows it is kept.
    await t.db.updateTable('products').set({ name: 'Changed directly' }).where('user_uuid', '=', user.uuid).execute();
    expect(await productNames(b, user)).toEqual(['Oat milk']);
    // Another user's write leaves this user's kept answers alone.
    expect((await createProduct(a, other, 'Spelt')).statusCode).toBe(201);
    expect(await productNames(b, user)).toEqual(['Oat milk']);
  });

  it('refuse a token at once after a logout on another process', async () => {
    const [a, b] = await twoProcesses();
    const user = await t.signIn();
    expect(await profileStatus(b, user)).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers })).statusCode).toBe(204);
    expect(await profileStatus(b, user)).toBe(401);
  });

  it('refuse every token of a user at once after a password reset by the command line', async () => {
    const [a, b] = await twoProcesses();
    const user = await t.signIn();
    expect([await profileStatus(a, user), await profileStatus(b, user)]).toEqual([200, 200]);
    await resetPassword(t.db, { email: user.email, password: 'a brand new passphrase' });
    expect([await profileStatus(a, user), await profileStatus(b, user)]).toEqual([401, 401]);
  });
});

describe('API processes sharing one database, with a client that sends its data version', () => {
  it("answer reads with the user's data version, and a write with the version it made", async () => {
    const [a, b] = await twoProcesses();
    const user = await t.signIn();
    const read = await b.inject({ method: 'GET', url: '/api/products', headers: user.headers });
    const version = Number(read.headers['x-data-version']);
    expect(Number.isSafeInteger(version)).toBe(true);
    const write = await createProduct(a, user, 'Oat milk');
    expect(Number(write.headers['x-data-version'])).toBe(version + 1);
    const again = await b.inject({ method: 'GET', url: '/api/products', headers: user.headers });
    expect(again.headers['x-data-version']).toBe(write.headers['x-data-version']);
  });

  it("answer from a token read made a moment ago, no query, while its data version covers the client's", async () => {
    const [, b] = await twoProcessesLeasingForever();
    const user = await t.signIn();
    const read = await b.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });
    // Revoked behind the API's back (no logout's wait): only a request that reads the token afresh sees it.
    await t.db
      .updateTable('access_tokens')
      .set({ revoked_at: new Date() })
      .where('user_uuid', '=', user.uuid)
      .execute();
    const headers = sendingVersion(user, read.headers['x-data-version']);
    expect((await b.inject({ method: 'GET', url: '/api/auth/profile', headers })).statusCode).toBe(200);
    expect(await profileStatus(b, user)).toBe(401);
  });

  it('see a write made on another process at the next read, though the token read is leased', async () => {
    const [a, b] = await twoProcessesLeasingForever();
    const user = await t.signIn();
    const read = await b.inject({ method: 'GET', url: '/api/products', headers: user.headers });
    expect(
      (
        await b.inject({
          method: 'GET',
          url: '/api/products',
          headers: sendingVersion(user, read.headers['x-data-version']),
        })
      ).json(),
    ).toMatchObject({ member: [] });
    const write = await createProduct(a, user, 'Oat milk');
    const after = await b.inject({
      method: 'GET',
      url: '/api/products',
      headers: sendingVersion(user, write.headers['x-data-version']),
    });
    expect(after.json<{ member: { name: string }[] }>().member.map((product) => product.name)).toEqual(['Oat milk']);
  });

  it('refuse a token at once after a logout on another process', async () => {
    const [a, b] = await twoProcesses();
    const user = await t.signIn();
    const read = await b.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });
    const headers = sendingVersion(user, read.headers['x-data-version']);
    expect((await b.inject({ method: 'GET', url: '/api/auth/profile', headers })).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers })).statusCode).toBe(204);
    expect((await b.inject({ method: 'GET', url: '/api/auth/profile', headers })).statusCode).toBe(401);
  });

  it('refuse every token of a user at once after a password reset by the command line', async () => {
    const [a, b] = await twoProcesses();
    const user = await t.signIn();
    const read = await a.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });
    const headers = sendingVersion(user, read.headers['x-data-version']);
    for (const app of [a, b])
      expect((await app.inject({ method: 'GET', url: '/api/auth/profile', headers })).statusCode).toBe(200);
    await resetPassword(t.db, { email: user.email, password: 'a brand new passphrase' });
    for (const app of [a, b])
      expect((await app.inject({ method: 'GET', url: '/api/auth/profile', headers })).statusCode).toBe(401);
  });
});
