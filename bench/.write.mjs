import fs from 'node:fs';
import autocannon from 'autocannon';
import { startApi, signIn } from './lib/api-server.mjs';
import { BENCH_EMAIL, BENCH_PASSWORD } from './lib/seed.mjs';
const cpu = (pid) => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10_000; };
const db = process.env.PGURL ? { databaseUrl: process.env.PGURL } : { dataDir: '/tmp/prof/pglite' };
const api = await startApi({ port: 19400, database: db, env: JSON.parse(process.env.APIENV ?? '{}'), nodeFlags: process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof/wcpu'] : [] });
const token = await signIn(api.url, BENCH_EMAIL, BENCH_PASSWORD);
const headers = { 'x-api-key': token, 'content-type': 'application/json' };
const products = await (await fetch(`${api.url}/api/products?pagination=false`, { headers })).json();
const product = products.member[0];
const zeros = Object.fromEntries(Object.keys(product.nutrients).map((k) => [k, 0]));
const body = { type: 'product', date: new Date().toISOString(), product: product['@id'], portion: null, recipe: null, recipePortion: null, amount: 150, quantity: 0, description: null, nutrients: zeros };
const requests = [
  { method: 'POST', path: '/api/intake_logs', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), onResponse: (s, b, c) => (c.uuid = JSON.parse(b).uuid) },
  { method: 'DELETE', setupRequest: (r, c) => ({ ...r, path: `/api/intake_logs/${c.uuid}` }) },
];
const load = (duration) => new Promise((res, rej) => autocannon({ url: api.url, headers: { 'x-api-key': token }, requests, connections: 100, duration }, (e, r) => (e ? rej(e) : res(r))));
await load(2);
const before = cpu(api.pid); const r = await load(5); const used = cpu(api.pid) - before;
console.log(`write pairs/s ${(r.requests.average / 2).toFixed(0)} p99 ${r.latency.p99} non2xx ${r.non2xx} ${(used / r.requests.total).toFixed(0)} µs CPU/request`);
process.kill(api.pid, 'SIGTERM'); for (let i = 0; i < 300; i++) { try { process.kill(api.pid, 0); } catch { break; } await new Promise((r) => setTimeout(r, 200)); }
