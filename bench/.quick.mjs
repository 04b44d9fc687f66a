import { measureApiLoad } from './api-load.mjs';
const db = process.env.PGURL ? { databaseUrl: process.env.PGURL } : { dataDir: '/tmp/prof/pglite' };
const rows = await measureApiLoad({ database: db, port: 19200, duration: Number(process.env.DUR ?? 3) });
for (const r of rows) console.log(r.name.padEnd(40), String(Math.round(r.api.rps)).padStart(6), `${Math.round(r.share*100)}%`.padStart(5), 'p99', r.api.p99, 'bare', Math.round(r.bare.rps), r.bare.p99);
