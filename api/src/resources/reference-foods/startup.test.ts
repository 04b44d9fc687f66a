import { startServer } from '../../start';
import { createDatabaseTarget, type DatabaseTarget } from '../../testing/test-database';
import { findReferenceFoodImport } from './repository';
import { SAMPLE, srDirectories } from './testing/sr-fixture';

// The real start-up (startServer) on PGlite in a temporary DATA_DIR, or a scratch PostgreSQL database.
jest.setTimeout(120_000);

const directories = srDirectories();
let target: DatabaseTarget;
beforeAll(async () => {
  target = await createDatabaseTarget();
});
afterAll(async () => {
  await target.cleanup();
  directories.cleanup();
});

/** Starts the server with FOOD_DATA_DIR, records what it printed and how many reference foods it holds, stops it. */
async function startWith(foodDataDir: string) {
  const printed: string[] = [];
  const errors: string[] = [];
  const env = { ...target.env, PORT: '0', LOG_LEVEL: 'silent', SEED_DEMO: 'false', FOOD_DATA_DIR: foodDataDir };
  const server = await startServer(
    env,
    (line) => printed.push(line),
    (line) => errors.push(line),
  );
  try {
    const address = server.app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const answer = await fetch(`http://127.0.0.1:${port}/api/products`);
    return { printed, errors, status: answer.status, imported: await findReferenceFoodImport(server.app.db) };
  } finally {
    await server.stop();
  }
}

describe('the start command with FOOD_DATA_DIR', () => {
  it('starts without reference foods when the directory is missing, saying so', async () => {
    const missing = directories.missing();
    const started = await startWith(missing);
    expect(started.errors).toEqual([
      `Reference foods not imported from ${missing}: Cannot read ${missing}: ` +
        'no such file or directory. Starting with no reference foods.',
    ]);
    expect(started.printed).toContainEqual(expect.stringMatching(/^Nutrilog API listening on /));
    expect(started.status).toBe(401); // serving
    expect(started.imported).toBeUndefined();
  });

  it('imports the directory once, again only when it changed, and keeps the last import if it is broken', async () => {
    const directory = directories.create();
    const first = await startWith(directory);
    expect(first.printed[0]).toMatch(
      new RegExp(
        `^Imported 6 reference foods \\(31 names, 3 household measures\\) from ${directory} in \\d+\\.\\d s\\.$`,
      ),
    );
    expect(first.errors).toEqual([]);

    const second = await startWith(directory);
    expect(second.printed[0]).toBe(
      `Reference foods are up to date with ${directory}: 6 reference foods (31 names, 3 household measures).`,
    );
    expect(second.imported?.importedAt).toEqual(first.imported?.importedAt);

    const broken = directories.create({ ...SAMPLE, abbrev: ['~09040~^~BANANAS,RAW~'] });
    const third = await startWith(broken);
    expect(third.errors).toEqual([
      `Reference foods not imported from ${broken}: ABBREV.txt line 1: expected ` +
        '53 fields, found 2. Starting with the 6 reference foods imported before.',
    ]);
    expect(third.status).toBe(401);
    expect(third.imported).toEqual(first.imported);
  });
});
