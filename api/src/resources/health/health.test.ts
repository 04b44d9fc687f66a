import { sql } from 'kysely';
import { buildApp } from '../../app';
import { setupTestApp } from '../../testing/harness';
import { testConfig } from '../../testing/test-config';
import { createTestDatabase } from '../../testing/test-database';
import { importReferenceFoods } from '../reference-foods/importer';
import { srDirectories } from '../reference-foods/testing/sr-fixture';

const t = setupTestApp();
const directories = srDirectories();
afterAll(() => directories.cleanup());

const ready = (app = t.app) => app.inject({ method: 'GET', url: '/api/health/ready' });

describe('GET /api/health/live', () => {
  it('answers with no key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('is ready with the database migrated and no food data configured', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', referenceFoods: 'none (FOOD_DATA_DIR not set)' },
    });
  });

  it('answers 503 naming a migration not applied', async () => {
    const [last] = (
      await sql<{ name: string; timestamp: string }>`
        SELECT name, timestamp FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(t.db)
    ).rows;
    await sql`DELETE FROM kysely_migration WHERE name = ${last!.name}`.execute(t.db);
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not ready',
        checks: { database: 'ok', migrations: `1 not applied: ${last!.name}` },
      });
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${last!.name}, ${last!.timestamp})`.execute(
        t.db,
      );
    }
  });

  it('with FOOD_DATA_DIR set, waits for the reference foods to be imported and indexed', async () => {
    const app = await t.buildApp({ foodDataDir: directories.create() });
    const before = await ready(app);
    expect(before.statusCode).toBe(503);
    expect(before.json().checks.referenceFoods).toBe('none imported (see the log for why)');

    await importReferenceFoods(t.db, directories.create());
    const checks: string[] = [];
    for (let answer = await ready(app); ; answer = await ready(app)) {
      checks.push(answer.json().checks.referenceFoods);
      if (answer.statusCode === 200) break;
      expect(answer.statusCode).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Indexing takes at least one turn after the import was read, so the first answer after the import is 'being indexed'.
    expect(checks[0]).toBe('being indexed');
    expect(checks.at(-1)).toBe('ok');
  });

  it('answers 503 when the database does not answer (and /live still answers 200)', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), database.db);
    try {
      await database.close();
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      const response = await ready(app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not ready',
        checks: {
          database: expect.stringMatching(/^unreachable: /),
          migrations: 'not checked: the database is unreachable',
          referenceFoods: 'not checked: the database is unreachable',
        },
      });
    } finally {
      await app.close();
    }
  });
});
