import path from 'node:path';
import { openDatabase } from '../db/open';
import { findReferenceFoodImport, findReferenceFoodsByName } from '../resources/reference-foods/repository';
import { SAMPLE, srDirectories } from '../resources/reference-foods/testing/sr-fixture';
import { createDatabaseTarget, type DatabaseTarget } from '../testing/test-database';
import { runFoodsCommand, USAGE } from './foods-command';

// The CLI opens the database itself: PGlite in a temporary DATA_DIR, or a scratch PostgreSQL database.
jest.setTimeout(60_000);

const directories = srDirectories();
let target: DatabaseTarget;
beforeAll(async () => {
  target = await createDatabaseTarget();
});
afterAll(async () => {
  await target.cleanup();
  directories.cleanup();
});

async function run(argv: string[], env: Record<string, string> = {}, cwd?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runFoodsCommand(
    argv,
    { ...target.env, ...env },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    cwd,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function imported() {
  const database = await openDatabase(target.config);
  try {
    return {
      record: await findReferenceFoodImport(database.db),
      bananas: await findReferenceFoodsByName(database.db, 'banaan', 'nl'),
    };
  } finally {
    await database.close();
  }
}

describe('foods CLI', () => {
  it('import DIRECTORY imports the SR files and prints the counts', async () => {
    const directory = directories.create();
    const result = await run(['import', directory]);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(
      new RegExp(
        `^Imported 6 reference foods \\(31 names, 3 household measures\\) from ${directory} in \\d+\\.\\d s\\.$`,
      ),
    );
    const { record, bananas } = await imported();
    expect(record).toMatchObject({ foods: 6, names: 31, measures: 3 });
    expect(bananas.map((food) => food.ndbNo)).toEqual(['09040']);
  });

  it('imports FOOD_DATA_DIR without a directory, and resolves a relative one from the working directory', async () => {
    const fewer = directories.create({ ...SAMPLE, abbrev: SAMPLE.abbrev.slice(0, 2) });
    expect(await run(['import'], { FOOD_DATA_DIR: fewer })).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Imported 2 reference foods/),
    });
    const again = await run(['import', path.basename(fewer)], {}, path.dirname(fewer));
    expect(again).toMatchObject({ code: 0, out: expect.stringContaining(`from ${fewer} in`) });
    expect((await imported()).record).toMatchObject({ foods: 2 });
  });

  it('fails with one line on a missing directory or a broken file, keeping the previous import', async () => {
    const missing = directories.missing();
    expect(await run(['import', missing])).toEqual({
      code: 1,
      out: '',
      err: `Error: Cannot read ${missing}: no such file or directory.`,
    });
    const broken = directories.create({ ...SAMPLE, weight: ['~09040~^1'] });
    expect(await run(['import', broken])).toEqual({
      code: 1,
      out: '',
      err: 'Error: WEIGHT.txt line 1: expected 7 fields, found 2',
    });
    expect((await imported()).record).toMatchObject({ foods: 2 });
  });

  it('answers usage errors with exit code 2 before touching the database', async () => {
    await expect(run([])).resolves.toEqual({ code: 2, out: '', err: USAGE });
    await expect(run(['export', 'x'])).resolves.toEqual({ code: 2, out: '', err: USAGE });
    await expect(run(['import', 'a', 'b'])).resolves.toEqual({ code: 2, out: '', err: USAGE });
    expect((await run(['import'])).err).toBe(`Name the directory of the SR files, or set FOOD_DATA_DIR.\n${USAGE}`);
    expect((await run(['import', '--force', 'x'])).err).toMatch(/^Unknown option '--force'/);
  });

  it('reports bad configuration in one line', async () => {
    expect(await run(['import', 'x'], { DATABASE_URL: 'mysql://x' })).toEqual({
      code: 1,
      out: '',
      err: 'Error: Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL.',
    });
  });
});
