// The front end as it was before the first page's budget was set (BEFORE_COMMIT), built once per machine and kept
// in the temp directory: the main-thread figure loads it in turn with this build, so that its budget (a share of
// the before build's script time) is judged against a figure of the same run on the same machine.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The budget's reference is d035a20. BENCH_BEFORE_COMMIT names another commit to load in turn with this build, to
 * see whether a change cost the first page anything (`BENCH_BEFORE_COMMIT=<rev> node bench/main-thread.mjs`): the
 * share printed is then against that commit, not the budget's.
 */
export const BEFORE_COMMIT = process.env.BENCH_BEFORE_COMMIT ?? 'd035a20';
const FRONT_ENDS = ['host', 'mfe-intake', 'mfe-catalog', 'mfe-statistics', 'mfe-weight'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: 'true' } });

/**
 * The directory holding `<app>/dist` of every front end at BEFORE_COMMIT, built on first use (about 5 minutes:
 * the commit's own files from git, its lockfile installed, its five front ends built). The API is not built: the
 * stack runs this checkout's API under the old front end, whose calls are a subset of today's.
 */
export function beforeFrontendRoot(log = () => undefined) {
  const dir = path.join(os.tmpdir(), `nutrilog-bench-front-end-${BEFORE_COMMIT}`);
  const built = path.join(dir, '.built');
  if (fs.existsSync(built)) return dir;
  log(`building the front end of ${BEFORE_COMMIT} once, in ${dir} (about 5 minutes)`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = path.join(dir, 'source.tar');
  run('git', ['-C', root, 'archive', '--format=tar', '-o', archive, BEFORE_COMMIT], root);
  run('tar', ['-xf', archive, '-C', dir], dir);
  fs.rmSync(archive);
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], dir);
  run('pnpm', [...FRONT_ENDS.flatMap((app) => ['--filter', `./${app}`]), 'run', 'build'], dir);
  for (const app of FRONT_ENDS) {
    if (!fs.existsSync(path.join(dir, app, 'dist', 'index.html')))
      throw new Error(`the build of ${BEFORE_COMMIT} has no ${app}/dist`);
  }
  fs.writeFileSync(built, `${new Date().toISOString()}\n`);
  return dir;
}
