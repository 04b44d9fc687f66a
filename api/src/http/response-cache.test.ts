import { gunzipSync } from 'node:zlib';
import { buildApp } from '../app';
import { insertIntakeLog, insertProduct, insertWeightLog } from '../testing/fixtures';
import { setupTestApp } from '../testing/harness';
import { testConfig } from '../testing/test-config';
import { watchedReads } from '../testing/watched-reads';
import { MAX_AGE_MS, ResponseCache } from './response-cache';

const t = setupTestApp();

const weights = (body: { member: { weight: number }[] }) => body.member.map((member) => member.weight);

describe('answers kept in memory (RESPONSE_CACHE, on by default)', () => {
  it('answers a repeated GET from memory: a row written behind the API is not seen', async () => {
    const me = await t.signIn();
    await insertWeightLog(t.db, me.uuid, { weight: 80 });
    const get = () => t.app.inject({ method: 'GET', url: '/api/weight_logs', headers: me.headers });
    expect(weights((await get()).json())).toEqual([80]);

    await insertWeightLog(t.db, me.uuid, { weight: 81 }); // not through the API: nothing tells the cache
    const again = await get();
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toContain('application/ld+json');
    expect(weights(again.json())).toEqual([80]);
  });

  it("forgets the user's answers at the user's next write through the API, whatever it writes", async () => {
    const me = await t.signIn();
    await insertWeightLog(t.db, me.uuid, { date: '2024-05-01T07:00:00Z', weight: 80 });
    const get = () => t.app.inject({ method: 'GET', url: '/api/weight_logs', headers: me.headers });
    await get();
    await insertWeightLog(t.db, me.uuid, { date: '2024-05-02T07:00:00Z', weight: 81 });

    const write = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: me.headers,
      payload: { name: 'Oats', unit: 'gram', nutrients: {} },
    });
    expect(write.statusCode).toBeLessThan(500);
    expect(weights((await get()).json())).toEqual([80, 81]);
  });

  it('keeps answers per user: one URL answers each their own rows; a write leaves the other’s answers', async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    await insertWeightLog(t.db, me.uuid, { weight: 80 });
    await insertWeightLog(t.db, other.uuid, { weight: 60 });
    const get = (user: typeof me) => t.app.inject({ method: 'GET', url: '/api/weight_logs', headers: user.headers });
    expect(weights((await get(me)).json())).toEqual([80]);
    expect(weights((await get(other)).json())).toEqual([60]);

    await insertWeightLog(t.db, other.uuid, { weight: 61 });
    await t.app.inject({
      method: 'POST',
      url: '/api/weight_logs',
      headers: me.headers,
      payload: { weight: 82, bodyFatPercentage: null, unit: 'kilogram', date: '2030-01-01T07:00:00Z' },
    });
    expect(weights((await get(me)).json())).toEqual([80, 82]);
    expect(weights((await get(other)).json())).toEqual([60]);
  });

  it('sends a long answer gzipped to a client that accepts it, the same bytes as the plain one', async () => {
    const me = await t.signIn();
    for (let day = 1; day <= 20; day += 1)
      await insertWeightLog(t.db, me.uuid, {
        date: `2024-05-${String(day).padStart(2, '0')}T07:00:00Z`,
        weight: 80 + day / 10,
      });
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/weight_logs',
        headers: { ...me.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const response of [await get('gzip, deflate, br'), await get('gzip')]) {
      // the first answer was kept by the plain request: both of these are served from memory
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(gunzipSync(response.rawPayload).toString()).toBe(plain.body);
    }
    expect(weights((await get()).json())).toHaveLength(20);
  });

  it('reads Accept-Encoding weights: gzip refused with q=0, or weighed below plain bytes, is not sent', async () => {
    const me = await t.signIn();
    for (let day = 1; day <= 20; day += 1)
      await insertWeightLog(t.db, me.uuid, { date: `2024-05-${String(day).padStart(2, '0')}T07:00:00Z`, weight: 80 });
    const encodingFor = async (acceptEncoding: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/weight_logs',
          headers: { ...me.headers, 'accept-encoding': acceptEncoding },
        })
      ).headers['content-encoding'] ?? 'identity';
    expect(await encodingFor('gzip;q=0')).toBe('identity');
    expect(await encodingFor('br, gzip;q=0')).toBe('identity');
    expect(await encodingFor('identity;q=1, gzip;q=0.5')).toBe('identity');
    expect(await encodingFor('gzip;q=0.5, identity;q=0.1')).toBe('gzip');
    expect(await encodingFor('*')).toBe('gzip');
    expect(await encodingFor('br')).toBe('identity');
  });

  it('gzips a long answer it has just read, too', async () => {
    const me = await t.signIn();
    for (let day = 1; day <= 20; day += 1)
      await insertWeightLog(t.db, me.uuid, { date: `2024-05-${String(day).padStart(2, '0')}T07:00:00Z`, weight: 80 });
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/weight_logs',
      headers: { ...me.headers, 'accept-encoding': 'gzip' },
    });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(first.rawPayload).toString()).member).toHaveLength(20);
  });

  it('does not keep failed answers', async () => {
    const me = await t.signIn();
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/intake_logs/daily_consumption?date=yesterday',
      headers: me.headers,
    });
    expect(bad.statusCode).toBe(422);
    const good = await t.app.inject({
      method: 'GET',
      url: '/api/intake_logs/daily_consumption?date=2024-05-01',
      headers: me.headers,
    });
    expect(good.statusCode).toBe(200);
  });

  it('answers a route that reads the clock afresh when the minute changes', async () => {
    const me = await t.signIn();
    const product = await insertProduct(t.db, me.uuid, { name: 'Oats' });
    await insertIntakeLog(t.db, me.uuid, {
      type: 'product',
      product_uuid: product.uuid,
      amount: 50,
      date: new Date('2024-05-01T08:00:00Z'),
    });
    const get = () => t.app.inject({ method: 'GET', url: '/api/products/most_used', headers: me.headers });
    t.clock.set('2024-05-02T08:00:00Z');
    expect((await get()).json().member).toHaveLength(1);
    t.clock.set('2025-05-02T08:00:00Z'); // the log is out of the window now
    expect((await get()).json().member).toHaveLength(0);
  });

  it('makes a missing answer once for the requests that ask for it together, and sends it to each', async () => {
    const me = await t.signIn();
    await insertProduct(t.db, me.uuid, { name: 'Oats' });
    const reads = watchedReads(t.db, 'products');
    const app = await buildApp(testConfig({}), reads.db);
    try {
      const get = () => app.inject({ method: 'GET', url: '/api/products?pagination=false', headers: me.headers });
      const answers = await Promise.all([get(), get(), get(), get()]);
      expect(answers.map((answer) => answer.json().member.map((product: { name: string }) => product.name))).toEqual([
        ['Oats'],
        ['Oats'],
        ['Oats'],
        ['Oats'],
      ]);
      expect(reads.count).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('lets the requests waiting for an answer make their own at once when the first got a problem answer', async () => {
    const me = await t.signIn();
    const reads = watchedReads(t.db, 'products');
    const app = await buildApp(testConfig({}), reads.db);
    try {
      reads.failNext = true;
      const get = () => app.inject({ method: 'GET', url: '/api/products?pagination=false', headers: me.headers });
      // Left waiting for the failed request, the others would be answered only at its claim's time-out (5 s).
      const stuck = new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 2_000).unref());
      const answers = await Promise.race([Promise.all([get(), get(), get()]), stuck]);
      expect(answers === 'stuck' ? answers : answers.map((answer) => answer.statusCode)).toEqual([500, 200, 200]);
    } finally {
      await app.close();
    }
  });

  it('forgets a token at logout at once', async () => {
    const me = await t.signIn();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: me.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: me.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: me.headers })).statusCode).toBe(401);
  });

  it('reads every request afresh with RESPONSE_CACHE off', async () => {
    const app = await t.buildApp({ responseCache: false });
    const me = await t.signIn();
    await insertWeightLog(t.db, me.uuid, { date: '2024-05-01T07:00:00Z', weight: 80 });
    const get = () => app.inject({ method: 'GET', url: '/api/weight_logs', headers: me.headers });
    await get();
    await insertWeightLog(t.db, me.uuid, { date: '2024-05-02T07:00:00Z', weight: 81 });
    expect(weights((await get()).json())).toEqual([80, 81]);
  });
});

describe('ResponseCache', () => {
  it('never keeps an answer read before a write that finished while it was read', () => {
    const cache = new ResponseCache();
    const started = cache.generation('u1');
    cache.invalidate('u1'); // the write commits while the read runs
    cache.set('u1', started, '/api/weight_logs', {
      body: Buffer.from('old'),
      gzipped: null,
      contentType: 'application/ld+json',
      route: '/api/weight_logs',
    });
    expect(cache.get('u1', started, '/api/weight_logs')).toBeUndefined();
    expect(cache.get('u1', cache.generation('u1'), '/api/weight_logs')).toBeUndefined();
  });

  it("frees the user's kept answers at the user's write and leaves the other users' kept", () => {
    const cache = new ResponseCache();
    const answer = (text: string) => ({
      body: Buffer.from(text),
      gzipped: null,
      contentType: 'application/ld+json',
      route: '/api/products',
    });
    cache.set('u1', cache.generation('u1'), '/api/weight_logs', answer('a'.repeat(1000)));
    cache.set('u1', cache.generation('u1'), '/api/goals', answer('b'.repeat(1000)));
    cache.set('u2', cache.generation('u2'), '/api/goals', answer('c'.repeat(500)));
    expect(cache.keptBytes).toBeGreaterThan(2500);

    cache.invalidate('u1');
    expect(cache.keptBytes).toBe(500 + 'u2 0 /api/goals'.length);
    expect(cache.get('u2', 0, '/api/goals')?.body.toString()).toBe('c'.repeat(500));

    // The user's answers kept after the write are freed at the next one.
    cache.set('u1', cache.generation('u1'), '/api/goals', answer('d'));
    cache.invalidate('u1');
    expect(cache.keptBytes).toBe(500 + 'u2 0 /api/goals'.length);
  });

  it('past its age, leaves an answer to one request to renew and sends it to the others meanwhile', () => {
    let now = 1_000; // lru-cache counts a start at 0 as none
    const cache = new ResponseCache({ now: () => now });
    const answer = (text: string) => ({
      body: Buffer.from(text),
      gzipped: null,
      contentType: 'application/ld+json',
      route: '/api/products',
    });
    const body = () => cache.get('u1', 0, '/api/products')?.body.toString();
    cache.set('u1', 0, '/api/products', answer('old'));
    now += MAX_AGE_MS - 1;
    expect(body()).toBe('old');
    now += 2;
    expect(body()).toBeUndefined(); // this request renews it
    expect([body(), body()]).toEqual(['old', 'old']);
    cache.set('u1', 0, '/api/products', answer('new'));
    expect(body()).toBe('new');

    // A renewal that never comes (the request failed) is left to the next request a moment later.
    now += MAX_AGE_MS + 1;
    expect(body()).toBeUndefined();
    expect(body()).toBe('new');
    now += 5_000;
    expect(body()).toBeUndefined();
    // And past the grace, no one is sent it.
    now += 10_000;
    expect([body(), body()]).toEqual([undefined, undefined]);
  });

  it('has one request make a missing answer and the others that come meanwhile wait for it', async () => {
    let now = 1_000;
    const cache = new ResponseCache({ now: () => now });
    const answer = {
      body: Buffer.from('made'),
      gzipped: null,
      contentType: 'application/ld+json',
      route: '/api/products',
    };
    const received: (string | undefined)[] = [];
    const whenMade = (made: { body: Buffer } | undefined) => received.push(made?.body.toString());
    expect(cache.currentOrWait('u1', '/api/products', whenMade)).toBe('make');
    expect([
      cache.currentOrWait('u1', '/api/products', whenMade),
      cache.currentOrWait('u1', '/api/products', whenMade),
    ]).toEqual(['wait', 'wait']);
    expect(cache.currentOrWait('u2', '/api/products', whenMade)).toBe('make'); // another user's is their own
    cache.set('u1', 0, '/api/products', answer);
    await new Promise((resolve) => setImmediate(resolve));
    expect(received).toEqual(['made', 'made']);
    expect(cache.currentOrWait('u1', '/api/products', whenMade)).toBe(answer);

    // An answer whose clock has moved on is made again by one request too, not by every request in flight.
    let minute = '2024-05-01T23:59';
    const vary = () => minute;
    cache.set('u3', 0, '/api/goals', { ...answer, body: Buffer.from('yesterday'), varied: { vary, reading: minute } });
    expect(cache.currentOrWait('u3', '/api/goals', whenMade)).toMatchObject({ body: Buffer.from('yesterday') });
    minute = '2024-05-02T00:00';
    expect(cache.currentOrWait('u3', '/api/goals', whenMade)).toBe('make');
    expect(cache.currentOrWait('u3', '/api/goals', whenMade)).toBe('wait');
    cache.set('u3', 0, '/api/goals', { ...answer, body: Buffer.from('today'), varied: { vary, reading: minute } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(received).toEqual(['made', 'made', 'today']);
    expect(cache.currentOrWait('u3', '/api/goals', whenMade)).toMatchObject({ body: Buffer.from('today') });

    // A maker that never keeps an answer, or one made before a write: the waiters make it themselves.
    received.length = 0;
    expect(cache.currentOrWait('u2', '/api/goals', whenMade)).toBe('make');
    expect(cache.currentOrWait('u2', '/api/goals', whenMade)).toBe('wait');
    now += 5_000;
    expect(cache.currentOrWait('u2', '/api/goals', whenMade)).toBe('make');
    expect(cache.currentOrWait('u2', '/api/goals', whenMade)).toBe('wait');
    cache.invalidate('u2');
    cache.set('u2', 0, '/api/goals', answer);
    await new Promise((resolve) => setImmediate(resolve));
    expect(received).toEqual([undefined, undefined]);

    // A maker that got a problem answer says so: its waiters make their own at once.
    received.length = 0;
    expect(cache.currentOrWait('u4', '/api/goals', whenMade)).toBe('make');
    expect(cache.currentOrWait('u4', '/api/goals', whenMade)).toBe('wait');
    cache.notMade('u4', 0, '/api/goals');
    await new Promise((resolve) => setImmediate(resolve));
    expect(received).toEqual([undefined]);
    expect(cache.currentOrWait('u4', '/api/goals', whenMade)).toBe('make');
  });
});
