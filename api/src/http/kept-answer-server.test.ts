import http from 'node:http';
import { PassThrough } from 'node:stream';
import { insertWeightLog } from '../testing/fixtures';
import { type SignedInUser, setupTestApp } from '../testing/harness';
import { MAX_AGE_MS, ResponseCache } from './response-cache';

const t = setupTestApp();

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request over a real connection (inject bypasses the HTTP server, and so the kept-answer path). */
function send(url: string, method: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** An API listening on a port, with its log lines (at info) collected. */
async function listening(
  config: Parameters<typeof t.buildApp>[0] = {},
  options: Parameters<typeof t.buildApp>[1] = {},
) {
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const app = await t.buildApp({ logLevel: 'info', ...config }, { ...options, logStream });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const keptAnswersSent = () => lines.filter((line) => line.includes('"kept":true')).length;
  return { app, base, keptAnswersSent };
}

const weightLogs = (base: string, user: SignedInUser, more: Record<string, string> = {}) =>
  send(`${base}/api/weight_logs`, 'GET', { ...user.headers, ...more });
const weights = (answer: Answer) =>
  (JSON.parse(answer.body.toString()) as { member: { weight: number }[] }).member.map((log) => log.weight);
const logWeight = (base: string, user: SignedInUser, weight: number) =>
  send(
    `${base}/api/weight_logs`,
    'POST',
    { ...user.headers, 'content-type': 'application/json' },
    { date: new Date().toISOString(), weight },
  );
const withoutDate = (headers: http.IncomingHttpHeaders) => ({ ...headers, date: undefined });

describe('kept answers sent before Fastify routes the request', () => {
  it('sends the very bytes and headers Fastify sent, and logs the request', async () => {
    const { base, keptAnswersSent } = await listening();
    const me = await t.signIn();
    await insertWeightLog(t.db, me.uuid, { weight: 80 });
    const first = await weightLogs(base, me);
    expect(keptAnswersSent()).toBe(0);

    await insertWeightLog(t.db, me.uuid, { weight: 81 }); // behind the API: the kept answer stands
    const kept = await weightLogs(base, me);
    expect(keptAnswersSent()).toBe(1);
    expect(kept.status).toBe(200);
    expect(kept.body.equals(first.body)).toBe(true);
    expect(weights(kept)).toEqual([80]);
    expect(withoutDate(kept.headers)).toEqual(withoutDate(first.headers));
    expect(kept.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('counts the answers it sends in the metrics, under their route', async () => {
    const { base } = await listening();
    const me = await t.signIn();
    await weightLogs(base, me);
    await weightLogs(base, me);
    await weightLogs(base, me);
    const metrics = (await send(`${base}/metrics`, 'GET', {})).body.toString();
    expect(metrics).toContain('nutrilog_http_requests_total{method="GET",route="/api/weight_logs",status="200"} 3\n');
    expect(metrics).toContain('nutrilog_kept_answers_total{result="hit"} 2\n');
    expect(metrics).toContain('nutrilog_kept_answers_total{result="miss"} 1\n');
  });

  it('sends a large answer gzipped to a client that accepts it, as Fastify does', async () => {
    const { base, keptAnswersSent } = await listening();
    const me = await t.signIn();
    for (let i = 0; i < 20; i += 1)
      await insertWeightLog(t.db, me.uuid, {
        date: `2024-05-${String(i + 1).padStart(2, '0')}T07:00:00Z`,
        weight: 70 + i,
      });
    const first = await weightLogs(base, me, { 'accept-encoding': 'gzip' });
    const kept = await weightLogs(base, me, { 'accept-encoding': 'gzip' });
    const plain = await weightLogs(base, me);
    expect(keptAnswersSent()).toBe(2);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(withoutDate(kept.headers)).toEqual(withoutDate(first.headers));
    expect(kept.body.equals(first.body)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(weights(plain)).toHaveLength(20);
  });

  it("is not sent after the user's write, a logout or to another user", async () => {
    const { base } = await listening();
    const [me, other] = [await t.signIn(), await t.signIn()];
    await insertWeightLog(t.db, me.uuid, { weight: 80 });
    await weightLogs(base, me);
    expect(weights(await weightLogs(base, other))).toEqual([]);

    expect((await logWeight(base, me, 81)).status).toBe(201);
    expect(weights(await weightLogs(base, me))).toEqual([80, 81]);

    expect((await send(`${base}/api/auth/logout`, 'POST', me.headers)).status).toBe(204);
    expect((await weightLogs(base, me)).status).toBe(401);
  });

  it('leaves a token whose last use is due to be written to Fastify', async () => {
    const { base, keptAnswersSent } = await listening();
    const me = await t.signIn();
    await weightLogs(base, me);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      expect((await weightLogs(base, me)).status).toBe(200);
    } finally {
      jest.restoreAllMocks();
    }
    expect(keptAnswersSent()).toBe(0);
  });

  it('leaves requests with an Origin to Fastify when CORS is on', async () => {
    const { base, keptAnswersSent } = await listening({ corsOrigins: ['https://app.example'] });
    const me = await t.signIn();
    await weightLogs(base, me, { origin: 'https://app.example' });
    const again = await weightLogs(base, me, { origin: 'https://app.example' });
    expect(again.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(keptAnswersSent()).toBe(0);
  });

  it('with a shared database: sends a kept answer only while the data version and the token read stand', async () => {
    const [a, b] = [await listening({ sharedDatabase: true }), await listening({ sharedDatabase: true })];
    const me = await t.signIn();
    await insertWeightLog(t.db, me.uuid, { weight: 80 });
    await weightLogs(b.base, me);
    expect(weights(await weightLogs(b.base, me))).toEqual([80]);
    expect(b.keptAnswersSent()).toBe(1);

    expect((await logWeight(a.base, me, 81)).status).toBe(201);
    expect(weights(await weightLogs(b.base, me))).toEqual([80, 81]);

    expect((await send(`${a.base}/api/auth/logout`, 'POST', me.headers)).status).toBe(204);
    expect((await weightLogs(b.base, me)).status).toBe(401);
  });

  it('shared database: sends a kept answer, no query, to a client whose version a leased read covers', async () => {
    const [a, b] = [
      await listening({ sharedDatabase: true }),
      await listening({ sharedDatabase: true }, { monotonicClock: () => 0 }),
    ];
    const me = await t.signIn();
    await insertWeightLog(t.db, me.uuid, { weight: 80 });
    const first = await weightLogs(b.base, me);
    const version = { 'x-data-version': String(first.headers['x-data-version']) };
    const kept = await weightLogs(b.base, me, version);
    expect(kept.headers['x-data-version']).toBe(version['x-data-version']);
    expect(b.keptAnswersSent()).toBe(1);
    // Revoked behind the API's back: the leased read answers a client that sends its version, a fresh one does not.
    await t.db.updateTable('access_tokens').set({ revoked_at: new Date() }).where('user_uuid', '=', me.uuid).execute();
    expect(weights(await weightLogs(b.base, me, version))).toEqual([80]);
    expect(b.keptAnswersSent()).toBe(2);
    expect((await weightLogs(b.base, me)).status).toBe(401);
    expect((await weightLogs(a.base, me, version)).status).toBe(401);
  });
});

describe('an answer not kept yet', () => {
  it('is made once for the requests that ask for it together, and sent to each of them', async () => {
    const api = await listening();
    const me = await t.signIn();
    await insertWeightLog(t.db, me.uuid, { weight: 80 });
    expect((await send(`${api.base}/api/auth/profile`, 'GET', me.headers)).status).toBe(200); // the token is kept now
    // Twenty connections open before the reads go out, so that the reads reach the server together.
    const agent = new http.Agent({ keepAlive: true });
    const get = (url: string, headers: Record<string, string>) =>
      new Promise<Answer>((resolve, reject) => {
        http
          .get(`${api.base}${url}`, { agent, headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      });
    await Promise.all(Array.from({ length: 20 }, () => get('/api/docs.json', {})));
    const sentBefore = api.keptAnswersSent();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/api/weight_logs', me.headers)));
    agent.destroy();
    expect(answers.map((answer) => weights(answer))).toEqual(Array.from({ length: 20 }, () => [80]));
    expect(api.keptAnswersSent() - sentBefore).toBe(19);
  });
});

describe('a kept answer past its age', () => {
  it('is renewed by the request that finds it so, through Fastify, and sent anew after', async () => {
    let clock = 1_000;
    const api = await listening({}, { monotonicClock: () => clock });
    const me = await t.signIn();
    await insertWeightLog(t.db, me.uuid, { weight: 80 });
    await weightLogs(api.base, me);
    expect(weights(await weightLogs(api.base, me))).toEqual([80]);
    expect(api.keptAnswersSent()).toBe(1);
    await insertWeightLog(t.db, me.uuid, { weight: 81 }); // behind the API's back: only a renewal sees it
    clock += MAX_AGE_MS + 1;
    expect(weights(await weightLogs(api.base, me))).toEqual([80, 81]);
    expect(api.keptAnswersSent()).toBe(1);
    expect(weights(await weightLogs(api.base, me))).toEqual([80, 81]);
    expect(api.keptAnswersSent()).toBe(2);
  });
});

describe('a kept answer that depends on the clock', () => {
  it('is not served once the clock reads otherwise', () => {
    const cache = new ResponseCache();
    let minute = '2024-05-01T07:00';
    const vary = () => minute;
    cache.set('u1', 0, '/api/products/most_used', {
      body: Buffer.from('[]'),
      gzipped: null,
      contentType: 'application/json',
      route: '/api/products/most_used',
      varied: { vary, reading: vary() },
    });
    expect(cache.get('u1', 0, '/api/products/most_used')?.body.toString()).toBe('[]');
    minute = '2024-05-01T07:01';
    expect(cache.get('u1', 0, '/api/products/most_used')).toBeUndefined();
  });
});
