import fs from 'node:fs';
import path from 'node:path';

/*
 * Real Open Food Facts responses live in the reference data beside the project (shared/data/off-fixtures; see
 * its README.md and SOURCES.md), never in the repository: NUTRILOG_SHARED_DATA names that data folder, else the
 * nearest `<ancestor>/shared/data/off-fixtures` above this file is used. Missing data fails the tests.
 */

function findFixturesDir(): string {
  const fromEnv = process.env.NUTRILOG_SHARED_DATA;
  if (fromEnv) {
    const dir = path.join(fromEnv, 'off-fixtures');
    if (fs.existsSync(dir)) return dir;
    throw new Error(`NUTRILOG_SHARED_DATA is ${fromEnv}, but ${dir} does not exist.`);
  }
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'data', 'off-fixtures');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(
    'The Open Food Facts fixtures (shared/data/off-fixtures) were not found above the project; set NUTRILOG_SHARED_DATA to the shared data folder.',
  );
}

let fixturesDir: string | undefined;

/** The bytes of a fixture file, e.g. `3017620422003.json`. */
export function readFixture(file: string): Buffer {
  fixturesDir ??= findFixturesDir();
  return fs.readFileSync(path.join(fixturesDir, file));
}
