import { MEDIA_TYPES } from '@nutrilog/shared/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { nutrients } from '../resources/products/test-helpers';
import { resetPassword } from '../resources/users/accounts';
import { type SignedInUser, setupTestApp } from '../testing/harness';
import { testDatabaseKind } from '../testing/test-database';
import { CACHE_CHANNEL, listenToPeers } from './cache-peers';

const t = setupTestApp();

/** Two API processes over one database, each keeping answers and tokens in memory and listening to the other. */
async function twoProcesses(): Promise<{ a: FastifyInstance; b: FastifyInstance; stop: () => Promise<void> }> {
  const [a, b] = [await t.buildApp({}, { hasPeers: true }), await t.buildApp({}, { hasPeers: true })];
  const stops = [await listenToPeers(t.database, a), await listenToPeers(t.database, b)];
  return { a, b, stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
}

const productNames = async (app: FastifyInstance, user: SignedInUser) => {
  const response = await app.inject({ method: 'GET', url: '/api/products', headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ member: { name: string }[] }>().member.map((product) => product.name);
};

/** Notifications arrive asynchronously: wait until `check` holds, well within the caches' own 30 s limit. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Not within 5 s: the message did not arrive.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const createProduct = (app: FastifyInstance, user: SignedInUser, name: string) =>
  app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...user.headers, 'content-type': MEDIA_TYPES.ldJson },
    payload: { name, nutrients: nutrients({ calories: 340 }) },
  });

describe('API processes on one database tell each other what became stale', () => {
  it('a write on one process is seen at once by a read on the other, which kept the older answer', async () => {
    const { a, b, stop } = await twoProcesses();
    const user = await t.signIn();
    expect(await productNames(b, user)).toEqual([]); // b keeps this answer
    expect((await createProduct(a, user, 'Oat milk')).statusCode).toBe(201);
    await eventually(async () => (await productNames(b, user)).length > 0);
    expect(await productNames(b, user)).toEqual(['Oat milk']);
    await stop();
  });

  it('a logout on one process is refused at once by the other, which had accepted the token', async () => {
    const { a, b, stop } = await twoProcesses();
    const user = await t.signIn();
    expect((await b.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers })).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers })).statusCode).toBe(204);
    await eventually(async () => (await b.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers })).statusCode === 401);
    await stop();
  });

  it('a password reset by the command line signs the user out of every process', async () => {
    const { a, b, stop } = await twoProcesses();
    const user = await t.signIn();
    for (const app of [a, b]) expect((await app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers })).statusCode).toBe(200);
    await resetPassword(t.db, { email: user.email, password: 'a brand new passphrase' });
    for (const app of [a, b]) {
      await eventually(async () => (await app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers })).statusCode === 401);
    }
    await stop();
  });

  it('an app without peers (PGlite: one process holds the database) sends no messages', async () => {
    const received: string[] = [];
    const unlisten = await t.database.listen(CACHE_CHANNEL, (message) => received.push(message), () => {});
    const user = await t.signIn();
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    await sql`SELECT pg_notify(${CACHE_CHANNEL}, 'probe')`.execute(t.db);
    await eventually(async () => received.includes('probe'));
    expect(received).toEqual(['probe']);
    await unlisten();
  });

  if (testDatabaseKind() === 'postgres') {
    it('drops everything kept when the listening connection broke, and listens again', async () => {
      const { a, b, stop } = await twoProcesses();
      const user = await t.signIn();
      expect(await productNames(b, user)).toEqual([]);
      // Break every listening connection, then write on a process that tells no one: a lost message.
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`.execute(t.db);
      const silent = await t.buildApp({}, { hasPeers: false });
      expect((await createProduct(silent, user, 'Rye bread')).statusCode).toBe(201);
      await eventually(async () => (await productNames(b, user)).length > 0);
      // And it listens again: a later write on a reaches b.
      await eventually(async () => {
        const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'LISTEN%'`.execute(t.db);
        return rows[0]!.n >= 2;
      });
      expect((await createProduct(a, user, 'Spelt')).statusCode).toBe(201);
      await eventually(async () => (await productNames(b, user)).includes('Spelt'));
      await stop();
    });
  }
});
