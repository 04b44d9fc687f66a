// Databases of their own on the PostgreSQL server that `pnpm bench` starts (.ci/with-postgres.sh sets
// DATABASE_URL): one per data set, so PGlite and PostgreSQL see the same seeds.
import { execFileSync } from 'node:child_process';

export const postgresAvailable = () => Boolean(process.env.DATABASE_URL);

export function createDatabase(name) {
  const server = new URL(process.env.DATABASE_URL);
  const env = { ...process.env, PGOPTIONS: '--client-min-messages=warning' }; // no NOTICE for a database not there yet
  execFileSync('psql', [server.href, '-q', '-c', `DROP DATABASE IF EXISTS ${name}`, '-c', `CREATE DATABASE ${name}`], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server.pathname = `/${name}`;
  return server.href;
}
