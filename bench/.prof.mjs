// temp profiling script (not committed)
import { seedDatabase, BENCH_EMAIL, BENCH_PASSWORD } from './lib/seed.mjs';
import { startApi, signIn } from './lib/api-server.mjs';
import { readRoutes, runLoad } from './api-load.mjs';
import fs from 'node:fs';
const db = process.env.DATABASE_URL_PROF ? { databaseUrl: process.env.DATABASE_URL_PROF } : { dataDir: '/tmp/prof/pglite' };
if (process.env.SEED) seedDatabase(db, { years: 1, others: 0 });
const api = await startApi({ port: 19100, database: db, nodeFlags: process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof/cpu'] : [], env: JSON.parse(process.env.APIENV ?? '{}') });
const token = await signIn(api.url, BENCH_EMAIL, BENCH_PASSWORD);
const routes = readRoutes();
const headers = { 'accept-encoding': 'gzip', 'x-api-key': token };
const which = (process.env.ROUTES ?? '0,1').split(',').map(Number);
for (const i of which) await runLoad({ url: api.url + routes[i].url, headers, duration: 1 });
for (const i of which) { const r = await runLoad({ url: api.url + routes[i].url, headers, duration: Number(process.env.DUR ?? 5) }); console.log(routes[i].name, Math.round(r.rps), 'p99', r.p99); }
process.kill(api.pid,'SIGTERM'); for (let i=0;i<300;i++){ try{process.kill(api.pid,0);}catch{break;} await new Promise(r=>setTimeout(r,200)); }
