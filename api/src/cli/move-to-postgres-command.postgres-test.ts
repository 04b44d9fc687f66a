import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { connectPGlite, connectPostgres, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { moveToPostgres, MoveVerificationError } from '../db/move-to-postgres';
import { API_KEY_HEADER } from '../http/authenticate';
import { issueAccessToken } from '../resources/auth/tokens';
import { seedRichAccount } from '../resources/data-transfer/testing/rich-account';
import { importReferenceFoods } from '../resources/reference-foods/importer';
import { srDirectories } from '../resources/reference-foods/testing/sr-fixture';
import { insertUser } from '../resources/users/repository';
import { testConfig } from '../testing/test-config';
import { createDatabaseTarget, type DatabaseTarget } from '../testing/test-database';
import { runMoveToPostgresCommand } from './move-to-postgres-command';

// The target is a real PostgreSQL server: this file runs in the test command's PostgreSQL phase
// (.ci/with-postgres.sh sets DATABASE_URL), as the jest project `api-postgres`.
if (!process.env.DATABASE_URL) throw new Error('Run with DATABASE_URL set: bash .ci/with-postgres.sh npx jest …');

jest.setTimeout(120_000);

const directories = srDirectories();
let dataDir: string;
let target: DatabaseTarget;
let user: { uuid: string; token: string };
let other: { uuid: string; token: string };

async function signIn(handle: DatabaseHandle, email: string) {
  const row = await insertUser(handle.db, { email, passwordHash: 'scrypt$not-used-here' });
  return { uuid: row!.uuid, token: await issueAccessToken(handle.db, row!.uuid, 1) };
}

/** What GET /api/export answers for `who` over `handle`'s database, but for when it was made. */
async function exportOver(handle: DatabaseHandle, who: { token: string }): Promise<unknown> {
  const app = await buildApp(testConfig(), handle.db);
  try {
    const response = await app.inject({ method: 'GET', url: '/api/export', headers: { [API_KEY_HEADER]: who.token } });
    expect(response.statusCode).toBe(200);
    const { exportedAt, ...data } = response.json<{ exportedAt: string }>();
    expect(Date.parse(exportedAt)).not.toBeNaN();
    return data;
  } finally {
    await app.close();
  }
}

function run(args: string[], env: Record<string, string> = { DATA_DIR: dataDir }) {
  const out: string[] = [];
  const err: string[] = [];
  const io = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
  return runMoveToPostgresCommand(args, env, io).then((code) => ({ code, out: out.join('\n'), err: err.join('\n') }));
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-move-'));
  const embedded = await connectPGlite(dataDir);
  try {
    await migrateToLatest(embedded.db);
    user = await signIn(embedded, 'moving@example.test');
    other = await signIn(embedded, 'other@example.test');
    await seedRichAccount(embedded.db, user.uuid);
    await seedRichAccount(embedded.db, other.uuid);
    await importReferenceFoods(embedded.db, directories.create());
  } finally {
    await embedded.close();
  }
  target = await createDatabaseTarget();
});

afterAll(async () => {
  await target.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
  directories.cleanup();
});

describe('move-to-postgres', () => {
  it('refuses to start without a target, or while the server holds the data directory', async () => {
    expect(await run([])).toMatchObject({ code: 2, err: expect.stringContaining('--database-url') });
    const server = await connectPGlite(dataDir);
    try {
      const refused = await run(['--database-url', target.config.databaseUrl!]);
      expect(refused).toMatchObject({ code: 1, err: expect.stringContaining('is in use by process') });
    } finally {
      await server.close();
    }
  });

  it('copies every table in one go, prints the DATABASE_URL to use, and the API answers the same from PostgreSQL', async () => {
    const embedded = await connectPGlite(dataDir);
    const before = { user: await exportOver(embedded, user), other: await exportOver(embedded, other) };
    await embedded.close();

    const moved = await run(['--database-url', target.config.databaseUrl!]);
    expect(moved.err).toBe('');
    expect(moved.code).toBe(0);
    expect(moved.out).toMatch(/^ {2}reference_foods: \d+ rows, checksum [0-9a-f]{32} on both$/m);
    expect(moved.out).toMatch(/^ {2}intake_logs: \d+ rows/m);
    expect(moved.out.split('\n')).toContain(`DATABASE_URL=${target.config.databaseUrl}`);

    const postgres = connectPostgres(target.config.databaseUrl!);
    try {
      // The same tokens sign in: the sessions moved with the rest.
      expect(await exportOver(postgres, user)).toEqual(before.user);
      expect(await exportOver(postgres, other)).toEqual(before.other);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM reference_foods`.execute(postgres.db);
      expect(rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await postgres.close();
    }
  });

  it('refuses a database that holds rows already, and writes nothing', async () => {
    const again = await run(['--database-url', target.config.databaseUrl!]);
    expect(again).toMatchObject({ code: 1, err: expect.stringMatching(/is not empty \(rows in .*users/) });
  });

  it('rolls everything back when a table reads differently on the other side', async () => {
    const scratch = await createDatabaseTarget();
    const embedded = await connectPGlite(dataDir);
    const postgres = connectPostgres(scratch.config.databaseUrl!);
    try {
      // A target that changes what it is given: the checksum of weight_logs cannot match.
      await migrateToLatest(postgres.db);
      await sql`CREATE FUNCTION heavier() RETURNS trigger AS $$ BEGIN NEW.weight := NEW.weight + 1; RETURN NEW; END $$
        LANGUAGE plpgsql`.execute(postgres.db);
      await sql`CREATE TRIGGER heavier BEFORE INSERT ON weight_logs FOR EACH ROW EXECUTE FUNCTION heavier()`.execute(
        postgres.db,
      );
      await expect(moveToPostgres(embedded.db, postgres.db)).rejects.toThrow(MoveVerificationError);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(postgres.db);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await postgres.close();
      await embedded.close();
      await scratch.cleanup();
    }
  });
});
