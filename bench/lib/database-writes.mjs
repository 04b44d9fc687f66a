// The database's own rate for the statements of the API's create-then-delete (write-statements.mjs), measured in
// the same run as the API: pgbench on PostgreSQL, a loop in a Node process of its own on PGlite. The unit is the
// pair (one create and one delete) per second on both sides.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pgbenchScript } from './write-statements.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PGBENCH = fs.existsSync('/usr/bin/pgbench') ? '/usr/bin/pgbench' : 'pgbench';

/** One value of a query, by psql. */
export const psqlValue = (databaseUrl, query) =>
  execFileSync('psql', [databaseUrl, '-Atqc', query], { encoding: 'utf8' }).trim();

/**
 * The client connections open on the database now, this psql aside: right after a load, the API's pool as it ran
 * (its idle connections close after 10 s).
 */
export const openConnections = (databaseUrl) =>
  Number(
    psqlValue(
      databaseUrl,
      'select count(*) from pg_stat_activity where datname = current_database() ' +
        "and backend_type = 'client backend' and pid <> pg_backend_pid()",
    ),
  );

function pgbench(databaseUrl, script, { clients, seconds, variables }) {
  const args = [
    '-n',
    '-f',
    script,
    '-c',
    String(clients),
    '-j',
    '1',
    '-T',
    String(seconds),
    '-M',
    process.env.PGBENCH_MODE ?? 'extended',
  ];
  for (const [name, value] of Object.entries(variables)) args.push('-D', `${name}=${value}`);
  const output = execFileSync(PGBENCH, [...args, databaseUrl], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  const failed = /number of failed transactions: (\d+)/.exec(output);
  if (!tps) throw new Error(`pgbench printed no rate:\n${output}`);
  if (failed && Number(failed[1]) > 0) throw new Error(`pgbench: ${failed[1]} failed transactions:\n${output}`);
  const latency = /latency average = ([\d.]+) ms/.exec(output);
  return { pairsPerSecond: Number(tps[1]), latencyMs: latency ? Number(latency[1]) : null };
}

/**
 * PostgreSQL: pgbench with `clients` connections (the API's pool: more clients would only queue in the pool), one
 * thread; one pgbench transaction is one pair. `-M extended`: the protocol the API's driver speaks (node-postgres
 * sends each statement unnamed, parsed every time), so the database does the same work for both.
 * `shared`: the statements of SHARED_DATABASE too. `run(seconds)` measures; the caller takes turns with the API.
 */
export function postgresWrites({ databaseUrl, email, productUuid, tokenHash, clients, shared = true }) {
  const user = psqlValue(databaseUrl, `select uuid from users where email = '${email.replaceAll("'", "''")}'`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-pgbench-'));
  const script = path.join(dir, 'write-pair.sql');
  fs.writeFileSync(script, pgbenchScript({ shared }));
  const variables = { user, product: productUuid, token: tokenHash };
  return {
    clients,
    how: `pgbench -c ${clients} -M ${process.env.PGBENCH_MODE ?? 'extended'}`,
    run: (seconds) => pgbench(databaseUrl, script, { clients, seconds, variables }),
    close: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** PGlite: one connection, the pair's statements one after another for `seconds` after 5 s of warm-up. */
export async function measurePGliteWrites({ dataDir, email, productUuid, seconds = 5 }) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(here, 'pglite-writes.mjs'), dataDir, String(seconds), email, productUuid],
    { timeout: 120_000 },
  );
  const { pairs, seconds: elapsed } = JSON.parse(stdout.trim().split('\n').at(-1));
  return {
    pairsPerSecond: pairs / elapsed,
    latencyMs: (elapsed * 1000) / pairs,
    clients: 1,
    how: 'PGlite, one connection, in a loop',
  };
}
