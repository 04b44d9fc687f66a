// Mixed load (docs/performance.md#mixed-load): 100 concurrent virtual clients on loopback for 60 s, reading and
// writing every resource, against the built API on a fresh PGlite directory and, when DATABASE_URL names a server, a
// fresh PostgreSQL database. Passes with 0 errors, 0 lost writes and the API's memory flat after warm-up; exits 1
// otherwise.
//   node bench/mixed-load.mjs [--duration 60] [--clients 100] [--users 20] [--seed N] [--only PGlite|PostgreSQL]
//                             [--port 18800] [--timeout S] [--processes N]
// --processes N (PostgreSQL only): N API processes behind nginx as deployed (deploy/nginx), the clients through
// nginx; CPU and memory are the processes' sum.
//   node bench/mixed-load.mjs --self-check     # the checks' own logic only, in a second
// `pnpm test:load` (.ci/load.sh) builds the API and runs it beside a throw-away PostgreSQL.
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createUser, signIn, startApi } from './lib/api-server.mjs';
import { expectedState, findLostWrites, fromServer, readServerState } from './lib/lost-writes.mjs';
import { Client, isRead, LoadStats } from './lib/mixed-clients.mjs';
import { startNginxFront } from './lib/nginx-front.mjs';
import { createDatabase, postgresAvailable } from './lib/postgres.mjs';
import { seededRandom } from './lib/seeded-random.mjs';
import { printFigures } from './lib/table.mjs';

/**
 * Memory: the API's resident set (VmRSS) every second. The first 15 s are warm-up (JIT, connection pool, the
 * data set growing to its bounds); the mean of seconds 15-25 is the baseline and the mean of the last 10 s may
 * exceed it by at most MEMORY_GROWTH_BUDGET (measured: +2 to +4 %; what it can see: docs/performance.md).
 */
export const MEMORY_WINDOWS = { warmUpS: 15, baselineS: 10, finalS: 10 };
export const MEMORY_GROWTH_BUDGET = 0.1;
/**
 * V8's fixed heap sizing for the API under test (4 MB semi-spaces, a fixed growth factor, no memory reducer).
 * Left to itself V8 grows its heap for minutes towards several times the live data: with the live heap at
 * 28-35 MB after every full GC, the resident memory rose 50 % in 60 s (docs/performance.md).
 */
export const API_NODE_FLAGS = ['--predictable-gc-schedule'];

const log = (line) => console.error(`load: ${line}`);
const MB = 1024;

/** Nearest-rank percentile of numbers (`p` from 0 to 100). */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Samples `{ t (s from the start), kb }` of a run of `durationS`: baseline and final means and the growth.
 * Not judged when the run is too short to hold warm-up, baseline and final windows one after the other.
 */
export function memoryGrowth(samples, durationS, { warmUpS, baselineS, finalS } = MEMORY_WINDOWS) {
  const peakKb = Math.max(...samples.map((s) => s.kb));
  if (durationS < warmUpS + baselineS + finalS) return { judged: false, peakKb };
  const mean = (from, to) => {
    const inside = samples.filter((s) => s.t > from && s.t <= to);
    return inside.reduce((sum, s) => sum + s.kb, 0) / inside.length;
  };
  const baselineKb = mean(warmUpS, warmUpS + baselineS);
  const finalKb = mean(durationS - finalS, Infinity);
  return { judged: true, baselineKb, finalKb, growth: finalKb / baselineKb - 1, peakKb };
}

function residentKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)[1]);
}

/** CPU seconds a process has used (user + system; /proc/<pid>/stat counts in USER_HZ, 100 on Linux). */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The eleven nutrient keys, read off the API's OpenAPI document (the catalogue lives in TypeScript). */
async function nutrientKeys(apiUrl) {
  const docs = await (await fetch(`${apiUrl}/api/docs.json`)).json();
  return docs.paths['/api/products'].post.requestBody.content['application/json'].schema.properties.nutrients.required;
}

/** Users with the CLI before the server starts (it holds a PGlite directory); on PostgreSQL four at a time. */
async function createUsers(database, count) {
  const users = Array.from({ length: count }, (_, i) => ({
    email: `load-${i + 1}@nutrilog.test`,
    password: randomBytes(18).toString('base64url'),
  }));
  const queue = [...users];
  const worker = async () => {
    for (let user = queue.shift(); user; user = queue.shift()) await createUser(database, user.email, user.password);
  };
  await Promise.all(Array.from({ length: database.dataDir ? 1 : 4 }, worker));
  return users;
}

async function runClients({ api, users, clients: clientCount, durationS, seed }) {
  const stats = new LoadStats();
  const keys = await nutrientKeys(api.url);
  const clients = Array.from({ length: clientCount }, (_, id) => {
    const user = users[id % users.length];
    return new Client({
      id,
      apiUrl: api.url,
      user,
      random: seededRandom(`${seed}:${id}`),
      stats,
      nutrientKeys: keys,
      ownsProfile: id < users.length,
    });
  });
  const samples = [];
  const apiCpu = () => api.pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const cpuBefore = { api: apiCpu(), clients: process.cpuUsage() };
  const started = performance.now();
  const sampler = setInterval(() => {
    try {
      const kb = api.pids.reduce((sum, pid) => sum + residentKb(pid), 0);
      samples.push({ t: (performance.now() - started) / 1000, kb });
    } catch {
      // the API is gone: its requests fail and count as errors
    }
  }, 1000);
  try {
    await Promise.all(clients.map((client) => client.run(started + durationS * 1000)));
  } finally {
    clearInterval(sampler);
  }
  const elapsedS = (performance.now() - started) / 1000;
  const clientsCpu = process.cpuUsage(cpuBefore.clients);
  const cpu = {
    api: apiCpu() - cpuBefore.api,
    clients: (clientsCpu.user + clientsCpu.system) / 1e6,
    loadAverage: os.loadavg()[0],
  };
  return { stats, clients, samples, elapsedS, cpu };
}

/** After the run: each user's records through the API against what its clients were told. */
async function verify(apiUrl, users, clients) {
  const problems = [];
  const checked = { live: 0, deleted: 0 };
  for (const user of users) {
    const get = async (url) => {
      const response = await fetch(`${apiUrl}${url}`, {
        headers: { 'x-api-key': user.token },
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok) throw new Error(`verification: GET ${url} answered ${response.status}`);
      return response.json();
    };
    const expected = expectedState(clients.filter((client) => client.user === user).map((client) => client.model));
    const result = findLostWrites(expected, await readServerState(get));
    problems.push(...result.problems.map((problem) => ({ ...problem, user: user.email })));
    checked.live += result.checked.live;
    checked.deleted += result.checked.deleted;
  }
  return { problems, checked };
}

const ms = (value) => `${value.toFixed(1)} ms`;

function figuresOf(name, { stats, samples, elapsedS, cpu }, { problems, checked }, durationS, clientCount, userCount) {
  const requests = stats.latencies.length;
  const reads = [...stats.operations].filter(([op]) => isRead(op)).reduce((sum, [, entry]) => sum + entry.count, 0);
  const lost = problems.filter((p) => p.problem !== 'unacknowledged');
  const memory = memoryGrowth(samples, durationS);
  const figures = [
    {
      figure: `${name}: requests, ${clientCount} clients as ${userCount} users for ${durationS} s`,
      value:
        `${requests} in ${elapsedS.toFixed(1)} s = ${Math.round(requests / elapsedS)} ` +
        `req/s (${Math.round((reads / requests) * 100)} % reads)`,
      budget: '-',
      pass: requests > 0,
    },
    {
      figure: `${name}: latency p50 / p99`,
      value: `${ms(percentile(stats.latencies, 50))} / ${ms(percentile(stats.latencies, 99))}`,
      budget: '-',
      pass: true,
    },
    // Whether the clients or the API were short of CPU (2 cores shared with whatever else runs).
    {
      figure: `${name}: CPU seconds during the run`,
      value:
        `API ${cpu.api.toFixed(1)} s, clients ${cpu.clients.toFixed(1)} s (machine ` +
        `load average ${cpu.loadAverage.toFixed(1)} on ${os.cpus().length} cores)`,
      budget: '-',
      pass: true,
    },
    {
      figure: `${name}: errors (non-2xx, network, timeouts)`,
      value: String(stats.errors.length),
      budget: '0',
      pass: stats.errors.length === 0,
    },
    {
      figure: `${name}: lost writes (missing, stale, not deleted)`,
      value: `${lost.length} (checked ${checked.live} live records, ${checked.deleted} deletes)`,
      budget: '0',
      pass: lost.length === 0,
    },
    {
      figure: `${name}: records no answer told of`,
      value: String(problems.length - lost.length),
      budget: '0',
      pass: problems.length === lost.length,
    },
    {
      figure:
        `${name}: API resident memory, s ` +
        `${MEMORY_WINDOWS.warmUpS}-${MEMORY_WINDOWS.warmUpS + MEMORY_WINDOWS.baselineS} ` +
        `-> last ${MEMORY_WINDOWS.finalS} s`,
      value: memory.judged
        ? `${Math.round(memory.baselineKb / MB)} -> ${Math.round(memory.finalKb / MB)} MB ` +
          `(${memory.growth >= 0 ? '+' : ''}${(memory.growth * 100).toFixed(1)} %), ` +
          `peak ${Math.round(memory.peakKb / MB)} MB`
        : 'not judged: a run under ' +
          `${MEMORY_WINDOWS.warmUpS + MEMORY_WINDOWS.baselineS + MEMORY_WINDOWS.finalS} s ` +
          `(peak ${Math.round(memory.peakKb / MB)} MB)`,
      budget: `<= +${MEMORY_GROWTH_BUDGET * 100} %`,
      pass: !memory.judged || memory.growth <= MEMORY_GROWTH_BUDGET,
    },
  ];
  for (const [op, entry] of [...stats.operations].sort(([a], [b]) => a.localeCompare(b))) {
    figures.push({
      figure: `${name}: ${op}`,
      value:
        `${entry.count} (p50 ${ms(percentile(entry.latencies, 50))}, p99 ` +
        `${ms(percentile(entry.latencies, 99))})${entry.errors ? `, ${entry.errors} errors` : ''}`,
      budget: '0 errors',
      pass: entry.errors === 0,
    });
  }
  return figures;
}

async function loadDatabase({ name, database, options, running }) {
  const started = performance.now();
  const users = await createUsers(database, options.users);
  log(
    `${name}: ${users.length} users created in ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s; starting the API`,
  );
  const start = async () => {
    if (options.processes === null) {
      const api = await startApi({ port: options.port, database, nodeFlags: API_NODE_FLAGS });
      running.add(api);
      return {
        url: api.url,
        pids: [api.pid],
        stop: async () => {
          await api.stop();
          running.delete(api);
        },
      };
    }
    const apiPorts = Array.from({ length: options.processes }, (_, i) => options.port + 10 + i);
    const apis = [];
    for (const port of apiPorts) {
      const api = await startApi({ port, database, nodeFlags: API_NODE_FLAGS, env: { TRUST_PROXY: 'true' } });
      running.add(api);
      apis.push(api);
    }
    const front = await startNginxFront({ port: options.port, apiPorts });
    return {
      url: front.url,
      pids: apis.map((api) => api.pid),
      stop: async () => {
        await front.stop();
        await Promise.all(apis.map((api) => api.stop()));
        for (const api of apis) running.delete(api);
      },
    };
  };
  let api = await start();
  try {
    for (const user of users) user.token = await signIn(api.url, user.email, user.password);
    log(`${name}: ${options.clients} clients for ${options.duration} s`);
    const run = await runClients({
      api,
      users,
      clients: options.clients,
      durationS: options.duration,
      seed: options.seed,
    });
    log(
      `${name}: ${run.stats.latencies.length} requests; API resident MB every 5 s: ${run.samples
        .filter((_, i) => i % 5 === 4)
        .map((s) => Math.round(s.kb / MB))
        .join(' ')}`,
    );
    // Checked on a restarted API: what the database holds, not answers kept in memory.
    await api.stop();
    api = await start();
    log(`${name}: API restarted; checking every user's records`);
    const verification = await verify(api.url, users, run.clients);
    for (const error of run.stats.errors.slice(0, 10)) log(`${name}: error: ${error}`);
    for (const problem of verification.problems.slice(0, 20))
      log(
        `${name}: ${problem.problem}: ${problem.user} ${problem.kind} ` +
          `${problem.uuid}${problem.field ? ` at ${problem.field}` : ''}`,
      );
    return figuresOf(name, run, verification, options.duration, options.clients, users.length);
  } finally {
    await api.stop();
  }
}

function selfCheck() {
  const assert = (ok, what) => {
    if (!ok) throw new Error(`self-check failed: ${what}`);
  };
  const nutrients = { calories: 100, proteins: 5 };
  const product = {
    name: 'Bread',
    unit: 'gram',
    nutrientsPer: 100,
    nutrients,
    favorite: true,
    barcode: null,
    portions: { p1: { name: 'Slice', amount: 35 } },
  };
  const recipe = {
    name: 'Soup',
    unit: 'gram',
    unitSize: 100,
    portions: {},
    items: { i1: { product: 'a', portion: null, amount: 50, quantity: 0 } },
  };
  const model = () => ({
    products: { live: new Map([['a', structuredClone(product)]]), deleted: new Set(['b']) },
    recipes: { live: new Map([['r', structuredClone(recipe)]]), deleted: new Set() },
    intakeLogs: { live: new Map(), deleted: new Set(['l']) },
    goals: { live: new Map(), deleted: new Set() },
    weightLogs: {
      live: new Map([['w', { date: 0, weight: 80, bodyFatPercentage: null, unit: 'kilogram' }]]),
      deleted: new Set(),
    },
    uncertain: new Set(),
    profile: { preferredLocale: 'nl-NL' },
  });
  const server = () => ({
    products: new Map([['a', structuredClone(product)]]),
    recipes: new Map([['r', structuredClone(recipe)]]),
    intakeLogs: new Map(),
    goals: new Map(),
    weightLogs: new Map([['w', { date: 0, weight: 80, bodyFatPercentage: null, unit: 'kilogram' }]]),
    profile: { preferredLocale: 'nl-NL' },
  });
  const expected = expectedState([
    model(),
    { ...model(), products: { live: new Map(), deleted: new Set() }, profile: null },
  ]);
  const problemsOf = (change) => {
    const actual = server();
    change(actual);
    return findLostWrites(expected, actual).problems.map(
      (p) => `${p.kind} ${p.uuid} ${p.problem}${p.field ? ` ${p.field}` : ''}`,
    );
  };
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  assert(problemsOf(() => {}).length === 0, 'what was acknowledged is found: no problem');
  assert(
    same(
      problemsOf((s) => s.products.delete('a')),
      ['products a missing'],
    ),
    'a lost create or update is missing',
  );
  assert(
    same(
      problemsOf((s) => (s.products.get('a').nutrients.calories = 90)),
      ['products a stale nutrients.calories'],
    ),
    'an older value is stale',
  );
  assert(
    same(
      problemsOf((s) => (s.products.get('a').portions.p1.amount = 30)),
      ['products a stale portions.p1.amount'],
    ),
    'a lost portion patch',
  );
  assert(
    same(
      problemsOf((s) => (s.recipes.get('r').items.i2 = { product: 'a', portion: null, amount: 1, quantity: 0 })),
      ['recipes r stale items.i2'],
    ),
    'a deleted recipe item still there',
  );
  assert(
    same(
      problemsOf((s) => (s.recipes.get('r').items = {})),
      ['recipes r stale items.i1'],
    ),
    'a lost recipe item',
  );
  assert(
    same(
      problemsOf((s) => s.products.set('b', product)),
      ['products b not deleted'],
    ),
    'a lost delete',
  );
  assert(
    same(
      problemsOf((s) => s.intakeLogs.set('x', {})),
      ['intakeLogs x unacknowledged'],
    ),
    'a record nobody was told of',
  );
  assert(
    same(
      problemsOf((s) => (s.profile.preferredLocale = 'en-GB')),
      ['profile profile stale preferredLocale'],
    ),
    'a lost profile patch',
  );
  const unsure = expectedState([{ ...model(), uncertain: new Set(['a']) }]);
  assert(
    findLostWrites(unsure, { ...server(), products: new Map() }).problems.length === 0,
    'a record whose write got no answer is not judged',
  );
  // The API's answers in the model's shape.
  const answer = {
    uuid: 'a',
    name: 'Bread',
    unit: 'gram',
    nutrientsPer: 100,
    nutrients,
    favorite: true,
    barcode: null,
    portions: [{ uuid: 'p1', name: 'Slice', amount: 35, effectiveNutrients: {} }],
    intakeLogCount: 3,
  };
  assert(same(fromServer.products(answer), product), 'a product answer');
  const log = {
    date: '2026-01-02T03:04:05.000Z',
    type: 'product',
    product: { uuid: 'a', deleted: true },
    portion: { uuid: 'p1' },
    recipe: null,
    recipePortion: null,
    amount: 0,
    quantity: 2,
    description: null,
    nutrients,
  };
  assert(
    fromServer.intakeLogs(log).date === Date.UTC(2026, 0, 2, 3, 4, 5) && fromServer.intakeLogs(log).portion === 'p1',
    'an intake log answer',
  );
  // Memory: flat, growing, too short.
  const samples = (kbAt) => Array.from({ length: 60 }, (_, i) => ({ t: i + 1, kb: kbAt(i + 1) }));
  const flat = memoryGrowth(
    samples((t) => (t < 15 ? 100_000 + t * 10_000 : 300_000 + (t % 2) * 5000)),
    60,
  );
  assert(flat.judged && Math.abs(flat.growth) < 0.02 && flat.peakKb === 305_000, 'warm-up left out, flat after it');
  const leaking = memoryGrowth(
    samples((t) => 300_000 + t * 2000),
    60,
  );
  assert(leaking.judged && leaking.growth > MEMORY_GROWTH_BUDGET, 'a steady climb is growth');
  assert(
    !memoryGrowth(
      samples(() => 1),
      20,
    ).judged,
    'a short run is not judged',
  );
  assert(
    percentile([5, 1, 4, 2, 3], 50) === 3 && percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 99) === 10,
    'percentiles',
  );
  // The same seed makes the same choices.
  const [a, b] = [seededRandom('7:1'), seededRandom('7:1')];
  assert(
    Array.from({ length: 20 }, () => a.next()).join() === Array.from({ length: 20 }, () => b.next()).join(),
    'seeded choices repeat',
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '60' },
      clients: { type: 'string', default: '100' },
      users: { type: 'string', default: '20' },
      seed: { type: 'string', default: String(randomInt(2 ** 31)) },
      port: { type: 'string', default: '18800' },
      timeout: { type: 'string' },
      only: { type: 'string' },
      processes: { type: 'string' },
      'self-check': { type: 'boolean', default: false },
    },
  });
  selfCheck();
  log('self-check of the lost-write, memory and percentile checks: ok');
  if (values['self-check']) return 0;

  const options = {
    duration: Number(values.duration),
    clients: Number(values.clients),
    users: Number(values.users),
    seed: values.seed,
    port: Number(values.port),
    // Given: behind nginx, also for one process (the same path as several); not given: one process, no nginx.
    processes: values.processes === undefined ? null : Number(values.processes),
  };
  if (options.processes !== null && !(Number.isInteger(options.processes) && options.processes >= 1))
    throw new Error('--processes: a whole number from 1');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-load-'));
  let databases = [{ name: 'PGlite', make: () => ({ dataDir: workDir }) }];
  if (postgresAvailable())
    databases.push({ name: 'PostgreSQL', make: () => ({ databaseUrl: createDatabase('load_mixed') }) });
  else log('DATABASE_URL is not set: PGlite only (`pnpm test:load` runs beside a throw-away PostgreSQL)');
  if (values.only)
    databases = databases.filter((database) => database.name.toLowerCase() === values.only.toLowerCase());
  // A PGlite directory is held by one process.
  if (options.processes !== null) databases = databases.filter((database) => database.name === 'PostgreSQL');
  if (databases.length === 0)
    throw new Error(
      `--only ${values.only ?? ''} --processes ${options.processes}: PGlite (one process), or PostgreSQL with DATABASE_URL set`,
    );

  // Hard limit: users, start, the run, the check and the stop of each database, with room for a slow machine.
  const running = new Set();
  const timeoutS = Number(values.timeout ?? databases.length * (options.duration + 600));
  setTimeout(() => {
    log(`stopped after the hard limit of ${timeoutS} s`);
    for (const api of running) process.kill(api.pid, 'SIGKILL');
    fs.rmSync(workDir, { recursive: true, force: true });
    process.exit(1);
  }, timeoutS * 1000).unref();

  log(`seed ${options.seed} (repeat the same choices with --seed ${options.seed}); hard limit ${timeoutS} s`);
  let pass = true;
  try {
    for (const { name, make } of databases) {
      const figures = await loadDatabase({ name, database: make(), options, running });
      console.log(`\nMixed load on ${name} (seed ${options.seed})`);
      printFigures(figures);
      pass &&= figures.every((f) => f.pass);
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  return pass ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(await main());
