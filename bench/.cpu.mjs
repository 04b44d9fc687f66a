// CPU microseconds per request of the API process and of the bare server, under load (robust on a busy machine).
import fs from 'node:fs';
import { startApi, signIn } from './lib/api-server.mjs';
import { readRoutes } from './api-load.mjs';
import { BENCH_EMAIL, BENCH_PASSWORD } from './lib/seed.mjs';
import autocannon from 'autocannon';
const cpu = (pid) => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10_000; }; // µs (100 Hz ticks)
const db = process.env.PGURL ? { databaseUrl: process.env.PGURL } : { dataDir: '/tmp/prof/pglite' };
const api = await startApi({ port: 19300, database: db, env: JSON.parse(process.env.APIENV ?? '{}') });
const token = await signIn(api.url, BENCH_EMAIL, BENCH_PASSWORD);
const headers = { 'accept-encoding': 'gzip', 'x-api-key': token };
const load = (url, duration) => new Promise((res, rej) => autocannon({ url, headers, connections: 100, duration }, (e, r) => e ? rej(e) : res(r)));
const routes = readRoutes().filter((_, i) => (process.env.ROUTES ?? '0,1,3,5').split(',').map(Number).includes(i));
for (const r of routes) await load(api.url + r.url, 1);
for (const r of routes) {
  const before = cpu(api.pid); const res = await load(api.url + r.url, Number(process.env.DUR ?? 4)); const used = cpu(api.pid) - before;
  console.log(r.name.padEnd(40), `${Math.round(res.requests.average)} req/s`.padStart(12), `p99 ${res.latency.p99}`.padStart(8), `${(used / res.requests.total).toFixed(1)} µs CPU/request`, res.non2xx ? `NON2XX ${res.non2xx}` : '');
}
await api.stop();
