// API load benchmarks: autocannon on loopback against the routes a signed-in user's screens read, each beside a
// bare Fastify route that answers the same bytes from memory, and one write beside the database's own rate for
// the same statements (lib/database-writes.mjs), in one run.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { signIn, startApi, stopChild, waitForUrl } from './lib/api-server.mjs';
import { measurePGliteWrites, openConnections, postgresWrites } from './lib/database-writes.mjs';
import { BENCH_EMAIL, BENCH_PASSWORD } from './lib/seed.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export const READ_SHARE_BUDGET = 0.5;
/** The write's pairs per second against the database's own for the same statements at the same concurrency. */
export const WRITE_SHARE_BUDGET = 0.6;
export const P99_BUDGET_MS = 20;
/** A large answer's p99 against the bare route's sending the same bytes: there the time is the bytes. */
export const LARGE_P99_BUDGET = 1.2;
export const CONNECTIONS = 100;

const TIME_ZONE = 'Europe/Amsterdam';
/** What a browser sends with every request: the API may answer gzipped. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const isoDate = (date) => date.toISOString().slice(0, 10);
const daysAgo = (days) => isoDate(new Date(Date.now() - days * 86_400_000));

/**
 * The reads of the dashboard, statistics, catalogue and weight screens, with the parameters the remotes send.
 * `id`: the figure's, for comparing runs; `large`: an unpaginated answer whose time is its bytes (its p99 is held
 * against the bare route's, not to P99_BUDGET_MS).
 */
export function readRoutes() {
  const today = isoDate(new Date());
  return [
    {
      id: 'dashboard-day',
      name: 'dashboard day (intake logs of a day)',
      path: '/api/intake_logs',
      query: {
        'order[date]': 'asc',
        'date[after]': `${today} 00:00:00`,
        'date[before]': `${today} 23:59:59`,
        pagination: 'false',
      },
    },
    {
      id: 'daily-consumption',
      name: 'daily consumption',
      path: '/api/intake_logs/daily_consumption',
      query: { date: today, timezone: TIME_ZONE },
    },
    {
      id: 'week-averages',
      name: 'week averages',
      path: '/api/intake_logs/week_averages',
      query: { timezone: TIME_ZONE, 'order[date]': 'desc', 'date[after]': daysAgo(7 * 7) },
    },
    {
      id: 'month-averages',
      name: 'month averages',
      path: '/api/intake_logs/month_averages',
      query: { timezone: TIME_ZONE, 'order[date]': 'desc', 'date[after]': daysAgo(7 * 31) },
    },
    {
      id: 'products',
      name: 'products, pagination=false',
      large: true,
      path: '/api/products',
      query: { pagination: 'false', 'order[name]': 'asc' },
    },
    { id: 'most-used', name: 'most used products', path: '/api/products/most_used', query: { timezone: TIME_ZONE } },
    {
      id: 'weight-logs',
      name: 'weight logs',
      large: true,
      path: '/api/weight_logs',
      query: { 'order[date]': 'desc', pagination: 'false' },
    },
    {
      id: 'caloric-balance',
      name: 'caloric balance (30 days)',
      path: '/api/weight_logs/caloric_balance',
      query: { 'order[date]': 'asc', 'date[after]': daysAgo(30), timezone: TIME_ZONE },
    },
  ].map((route) => ({ large: false, ...route, url: `${route.path}?${new URLSearchParams(route.query)}` }));
}

/**
 * The food search as a picker sends it, on the 8.8k reference foods and the user's 200 products (Open Food Facts off):
 * loaded like the reads above (its answer is kept until the user's next write). Not in readRoutes: the mixed load's
 * databases hold no reference foods. Its uncached latency is food-search.mjs's figure.
 */
export const FOOD_SEARCH_ROUTE = {
  id: 'food-search-banana',
  name: 'food search (banana)',
  large: false,
  path: '/api/foods',
  query: { q: 'banana', itemsPerPage: '30' },
};

/** Set by Node.js's HTTP server on every answer, or by the bare route's own code: not replayed. */
const SERVER_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-type',
  'content-encoding',
]);

/** The answer's own headers (security headers, caching, data version…): the bare route sends them too. */
const answerHeaders = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !SERVER_HEADERS.has(name)));

/** One answer as sent: status, type, encoding, the other headers and the raw bytes (fetch would decode them). */
function record(apiUrl, token, method, url, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = {
    ...BROWSER_HEADERS,
    'x-api-key': token,
    ...(payload ? { 'content-type': 'application/json' } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = http.request(`${apiUrl}${url}`, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        if (response.statusCode >= 300) reject(new Error(`${method} ${url} answered ${response.statusCode}: ${bytes}`));
        else
          resolve({
            status: response.statusCode,
            contentType: response.headers['content-type'] ?? 'application/json',
            contentEncoding: response.headers['content-encoding'] ?? null,
            body: bytes.toString('base64'),
            headers: answerHeaders(response.headers),
          });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

const decoded = (recorded) =>
  JSON.parse(
    (recorded.contentEncoding === 'gzip'
      ? zlib.gunzipSync(Buffer.from(recorded.body, 'base64'))
      : Buffer.from(recorded.body, 'base64')
    ).toString(),
  );

/** One autocannon run; `raw` keeps its encoded histograms (for mergedLoad) instead of a summary. */
function autocannonRun({ url, headers = {}, requests, connections = CONNECTIONS, duration }, raw = false) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, requests, connections, duration, skipAggregateResult: raw }, (error, result) => {
      if (error) reject(error);
      else if (result.errors > 0 || result.non2xx > 0)
        reject(new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers under load`));
      else resolve(result);
    });
  });
}

const summary = (result) => ({ rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 });

export async function runLoad(options) {
  return summary(await autocannonRun(options));
}

/** The runs of one side as one: requests per second over all their seconds, latency percentiles of all requests. */
function mergedLoad(runs) {
  const seconds = runs.reduce((sum, run) => sum + run.samples, 0);
  const requests = runs.reduce((sum, run) => sum + run.totalCompletedRequests, 0);
  return {
    ...summary(autocannon.aggregateResult(runs, { url: 'http://merged', connections: CONNECTIONS })),
    rps: requests / seconds,
  };
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Two measurements side by side, in slices of a second taken in turn (A B B A A B …), so that both meet the same
 * machine: on a shared 2-core machine the rate of one route moved by half within a minute, and two loads of 5 s
 * one after the other compared the minutes more than the servers (docs/performance.md, "Seventh round").
 */
async function takeTurns(sliceOfA, sliceOfB, seconds) {
  const slices = { a: [], b: [] };
  for (let slice = 0; slice < 2 * seconds; slice += 1) {
    if (slice % 4 === 0 || slice % 4 === 3) slices.a.push(await sliceOfA());
    else slices.b.push(await sliceOfB());
  }
  return slices;
}

/** Two loads side by side (takeTurns), each summed up over its slices. */
async function runSideBySide(a, b, { duration, connections = CONNECTIONS }) {
  const slice = (options) => () => autocannonRun({ ...options, connections, duration: 1 }, true);
  const runs = await takeTurns(slice(a), slice(b), duration);
  return { a: mergedLoad(runs.a), b: mergedLoad(runs.b) };
}

/** create then delete an intake log, as autocannon's request sequence (the second request reads the first's answer). */
function writeSequence(body) {
  return [
    {
      method: 'POST',
      path: '/api/intake_logs',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      onResponse: (status, responseBody, context) => (context.uuid = JSON.parse(responseBody).uuid),
    },
    {
      method: 'DELETE',
      setupRequest: (request, context) => ({ ...request, path: `/api/intake_logs/${context.uuid}` }),
    },
  ];
}

async function startBare(port, responses) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-bare-'));
  const file = path.join(dir, 'responses.json');
  fs.writeFileSync(file, JSON.stringify(responses));
  const child = spawn(process.execPath, [path.join(here, 'lib/bare-server.mjs'), String(port), file], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** The API's PostgreSQL pool (api/src/db/connect.ts): the database connections it writes through at most. */
function apiPoolSize() {
  const source = fs.readFileSync(path.join(here, '../api/src/db/connect.ts'), 'utf8');
  const size = /new pg\.Pool\(\{[^}]*\bmax: (\d+)/.exec(source);
  return size ? Number(size[1]) : null;
}

/**
 * Loads each read route of the seeded user on the API and on the bare route in turn, then the write on the API;
 * with the API stopped, the database's own rate for the write's statements at the API's concurrency towards the
 * database: pgbench at the API's pool size on PostgreSQL (more clients would only queue in the pool), one
 * connection on PGlite. Returns read rows { id, name, large, api: { rps, p99 }, bare: { rps, p99 }, share } and
 * one write row { id, name, write: true, api: { rps, p99 }, apiPairs, database: { pairsPerSecond, clients, how },
 * share } (pairs: one create and one delete; autocannon counts both requests, pgbench one transaction per pair).
 */
export async function measureApiLoad({ database, port, duration = 5, log = () => {} }) {
  const api = await startApi({ port, database });
  let bare;
  const rows = [];
  // The write's figures: the API's load, and (PostgreSQL) the database's own rate measured in turn with it.
  let apiWrite;
  let own;
  let productUuid;
  try {
    const token = await signIn(api.url, BENCH_EMAIL, BENCH_PASSWORD);
    const routes = [
      ...readRoutes(),
      { ...FOOD_SEARCH_ROUTE, url: `${FOOD_SEARCH_ROUTE.path}?${new URLSearchParams(FOOD_SEARCH_ROUTE.query)}` },
    ];
    const recorded = [];
    for (const route of routes)
      recorded.push({ method: 'GET', path: route.path, ...(await record(api.url, token, 'GET', route.url)) });
    const product = decoded(recorded.find((r) => r.path === '/api/products')).member[0];
    // Zeros for every nutrient the API knows, read off the product it answered (the catalogue lives in TypeScript).
    const zeros = Object.fromEntries(Object.keys(product.nutrients).map((key) => [key, 0]));
    const logBody = {
      type: 'product',
      date: new Date().toISOString(),
      product: product['@id'],
      portion: null,
      recipe: null,
      recipePortion: null,
      amount: 150,
      quantity: 0,
      description: null,
      nutrients: zeros,
    };
    const created = await record(api.url, token, 'POST', '/api/intake_logs', logBody);
    const deleted = await record(api.url, token, 'DELETE', `/api/intake_logs/${decoded(created).uuid}`);
    bare = await startBare(port + 1, recorded);

    // As the browser's client: the highest data version answered (with a shared database; none on PGlite).
    const { 'x-data-version': dataVersion } = deleted.headers;
    const headers = {
      ...BROWSER_HEADERS,
      'x-api-key': token,
      ...(dataVersion ? { 'x-data-version': dataVersion } : {}),
    };
    // Warm both servers (JIT, caches, connection pools) before anything is measured.
    // Each route on each: a bare route warmed on one URL only ran the first routes cold (it read faster and faster).
    const warm = async (route) => {
      await runLoad({ url: `${api.url}${route.url}`, headers, duration: 1 });
      await runLoad({ url: `${bare.url}${route.url}`, headers: BROWSER_HEADERS, duration: 1 });
    };
    for (const route of routes) await warm(route);
    for (const route of routes) {
      // Again right before its figure: an answer kept at the first warm-up has expired by then (40 s), and its first
      // second measured the one request making it again, with the hundred waiting for it (an uncached read, which
      // the food search's own figure measures), not the kept read.
      await warm(route);
      const { a: bareResult, b: apiResult } = await runSideBySide(
        { url: `${bare.url}${route.url}`, headers: BROWSER_HEADERS },
        { url: `${api.url}${route.url}`, headers },
        { duration },
      );
      rows.push({
        id: route.id,
        name: route.name,
        large: route.large,
        api: apiResult,
        bare: bareResult,
        share: apiResult.rps / bareResult.rps,
      });
      log(
        `${route.name}: ${Math.round(apiResult.rps)} req/s (bare ` +
          `${Math.round(bareResult.rps)}), p99 ${apiResult.p99} ms (bare ${bareResult.p99} ms)`,
      );
    }
    await bare.stop();
    bare = undefined;
    productUuid = product['@id'].split('/').at(-1);
    const writes = { url: api.url, headers, requests: writeSequence(logBody) };
    if (database.databaseUrl) {
      // PostgreSQL: the API (idle meanwhile) and pgbench take turns, as the reads and the bare route do.
      await runLoad({ ...writes, duration: 1 });
      const connections = openConnections(database.databaseUrl);
      const clients = apiPoolSize() ?? connections;
      log(
        `write: the API held ${connections} database connections at the ` +
          `end of its load; pgbench runs ${clients} clients (the API's pool)`,
      );
      const tokenHash = crypto.createHash('sha256').update(token, 'utf8').digest('hex');
      const pgbench = postgresWrites({
        databaseUrl: database.databaseUrl,
        email: BENCH_EMAIL,
        productUuid,
        tokenHash,
        clients,
        shared: true,
      });
      try {
        pgbench.run(1);
        const { a: apiRuns, b: ownRuns } = await takeTurns(
          () => autocannonRun({ ...writes, duration: 1 }, true),
          async () => pgbench.run(1),
          duration,
        );
        apiWrite = mergedLoad(apiRuns);
        own = { pairsPerSecond: mean(ownRuns.map((run) => run.pairsPerSecond)), clients, how: pgbench.how };
      } finally {
        pgbench.close();
      }
    } else {
      apiWrite = await runLoad({ ...writes, duration });
    }
  } finally {
    await bare?.stop();
    await api.stop();
  }
  // PGlite: the API is stopped, as a PGlite directory is held by one process, and the database gets the machine to
  // itself as the API had it.
  own ??= await measurePGliteWrites({ dataDir: database.dataDir, email: BENCH_EMAIL, productUuid, seconds: duration });
  const apiPairs = apiWrite.rps / 2;
  rows.push({
    id: 'intake-log',
    name: 'write: create then delete an intake log',
    write: true,
    api: apiWrite,
    apiPairs,
    database: own,
    share: apiPairs / own.pairsPerSecond,
  });
  log(
    `write: ${Math.round(apiPairs)} pairs/s (${Math.round(apiWrite.rps)} req/s), the database ` +
      `alone ${Math.round(own.pairsPerSecond)} pairs/s (${own.how}); p99 ${apiWrite.p99} ms`,
  );
  return rows;
}

export const GROWTH_BUDGET = 1.3;
const GROWTH_ROUTES = ['dashboard day (intake logs of a day)', 'week averages', 'month averages', 'most used products'];

/**
 * What 10 years of history cost against 1 year: the same routes on two servers (with the response cache off,
 * so every request runs its queries), loaded in turn at 10 connections. Returns rows { id, name, oneYear, tenYears,
 * ratio }.
 */
export async function measureGrowth({ oneYear, tenYears, port, duration = 3, log = () => {} }) {
  const servers = [];
  try {
    for (const [index, database] of [oneYear, tenYears].entries())
      servers.push(await startApi({ port: port + index, database, env: { RESPONSE_CACHE: 'false' } }));
    const tokens = await Promise.all(servers.map((server) => signIn(server.url, BENCH_EMAIL, BENCH_PASSWORD)));
    const routes = readRoutes().filter((route) => GROWTH_ROUTES.includes(route.name));
    const load = (index, route, seconds) =>
      runLoad({
        url: `${servers[index].url}${route.url}`,
        headers: { ...BROWSER_HEADERS, 'x-api-key': tokens[index] },
        connections: 10,
        duration: seconds,
      });
    const rows = [];
    for (const route of routes) {
      await load(0, route, 1);
      await load(1, route, 1);
      // Twice in turn, the better of each: a busy neighbour on a shared machine slows one run, never speeds one up.
      const [a1, b1, a2, b2] = [
        await load(0, route, duration),
        await load(1, route, duration),
        await load(0, route, duration),
        await load(1, route, duration),
      ];
      const [one, ten] = [Math.max(a1.rps, a2.rps), Math.max(b1.rps, b2.rps)];
      rows.push({ id: route.id, name: route.name, oneYear: one, tenYears: ten, ratio: one / ten });
      log(
        `growth ${route.name}: ${Math.round(one)} req/s with 1 year, ` +
          `${Math.round(ten)} with 10 (x${(one / ten).toFixed(2)})`,
      );
    }
    return rows;
  } finally {
    for (const server of servers) await server.stop();
  }
}
