import fs from 'node:fs';
import path from 'node:path';

/*
 * Reference data for tests lives beside the project (shared/data; each folder has a README), never in the
 * repository: NUTRILOG_SHARED_DATA names that data folder, else the nearest `<ancestor>/shared/data` above this
 * file that holds `sub` is used. Missing data fails the tests.
 */

/** The absolute path of `sub` (e.g. `off-fixtures`, `label-photos`) inside the shared data folder. */
export function sharedDataPath(sub: string): string {
  const fromEnv = process.env.NUTRILOG_SHARED_DATA;
  if (fromEnv) {
    const dir = path.join(fromEnv, sub);
    if (fs.existsSync(dir)) return dir;
    throw new Error(`NUTRILOG_SHARED_DATA is ${fromEnv}, but ${dir} does not exist.`);
  }
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'data', sub);
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(
    `shared/data/${sub} was not found above the project; set NUTRILOG_SHARED_DATA to the shared data folder.`,
  );
}
