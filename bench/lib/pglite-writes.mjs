// The database's own rate on PGlite, in a process of its own (PGlite is one connection in one process, as in the
// API): the statements of a create-then-delete pair in a loop, on a data directory no server holds.
//   node pglite-writes.mjs <dataDir> <seconds> <email> <productUuid>  ->  {"pairs":N,"seconds":S}
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pairStatements, withParameters } from './write-statements.mjs';

const [dataDir, seconds, email, product] = process.argv.slice(2);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api');
// The ESM build by file, as the API loads it (api/src/db/pglite.ts).
const cjsEntry = createRequire(path.join(apiDir, 'package.json')).resolve('@electric-sql/pglite');
const { PGlite } = await import(path.join(path.dirname(cjsEntry), 'index.js'));

const pglite = new PGlite({ dataDir: path.join(dataDir, 'pglite') });
await pglite.waitReady;
const user = (await pglite.query('select "uuid" from "users" where "email" = $1', [email])).rows[0]?.uuid;
if (!user) throw new Error(`no user ${email} in ${dataDir}`);
const statements = pairStatements({ shared: false });
const WARM_UP_MS = 5000;

async function pair() {
  const variables = { user, product, uuid: null };
  for (const statement of statements) {
    const { text, params } = withParameters(statement.sql, variables);
    const result = await pglite.query(text, params);
    if (statement.gset) variables.uuid = result.rows[0].uuid;
  }
}

async function loop(ms) {
  const end = performance.now() + ms;
  let pairs = 0;
  while (performance.now() < end) {
    await pair();
    pairs += 1;
  }
  return pairs;
}

// A fresh process runs PGlite's WebAssembly unoptimised at first: about 4 s of this loop to reach its pace (the
// API's has run for a minute of load by its write).
await loop(WARM_UP_MS);
const started = performance.now();
const pairs = await loop(Number(seconds) * 1000);
const elapsed = (performance.now() - started) / 1000;
await pglite.close();
console.log(JSON.stringify({ pairs, seconds: elapsed }));
