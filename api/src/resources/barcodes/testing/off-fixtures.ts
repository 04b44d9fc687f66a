import fs from 'node:fs';
import path from 'node:path';
import { sharedDataPath } from '../../../testing/shared-data';

/* Real Open Food Facts responses: shared/data/off-fixtures beside the project (see its README.md and SOURCES.md). */

let fixturesDir: string | undefined;

/** The bytes of a fixture file, e.g. `3017620422003.json`. */
export function readFixture(file: string): Buffer {
  fixturesDir ??= sharedDataPath('off-fixtures');
  return fs.readFileSync(path.join(fixturesDir, file));
}
