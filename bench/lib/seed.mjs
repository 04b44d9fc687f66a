// Seeds a benchmark database with api/src/bench/seed-bench-db.ts (see there for what it holds).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseEnv } from './api-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const BENCH_EMAIL = 'bench@nutrilog.test';
export const BENCH_PASSWORD = 'bench-password-1';

/**
 * `database`: `{ dataDir }` or `{ databaseUrl }`; `foods`: a directory of USDA SR files to import as the reference
 * foods. Returns the seconds the seeding took.
 */
export function seedDatabase(database, { years, others, foods }) {
  const env = databaseEnv(database);
  const args = [
    'exec',
    'tsx',
    'src/bench/seed-bench-db.ts',
    '--years',
    String(years),
    '--others',
    String(others),
    '--email',
    BENCH_EMAIL,
    '--password',
    BENCH_PASSWORD,
  ];
  if (foods) args.push('--foods', foods);
  const output = execFileSync('pnpm', args, {
    cwd: path.join(root, 'api'),
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.trim().split('\n').at(-1)).seconds;
}
