import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { findUserByEmail } from '../resources/users/repository';
import { bundlePGliteWorker } from '../testing/pglite-worker-bundle';
import type { DatabaseHandle } from './connect';
import { LOCK_FILE_NAME } from './lock';
import { openDatabase } from './open';

// The server's PGlite in a worker thread (pglite-thread.ts), through the worker entry bundled as the build does
// (jest cannot run TypeScript in a worker), on disk, whatever DATABASE_URL says.
jest.setTimeout(120_000);

let bundle: Awaited<ReturnType<typeof bundlePGliteWorker>>;
let workerUrl: URL;
let dataDir: string;
let database: DatabaseHandle;

beforeAll(async () => {
  bundle = await bundlePGliteWorker();
  workerUrl = bundle.workerUrl;
});
afterAll(() => bundle.remove());

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-thread-'));
  database = await openDatabase({ databaseUrl: null, dataDir }, { workerUrl });
});
afterEach(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const countUsers = async (db = database.db) =>
  Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('PGlite in a worker thread', () => {
  it('migrates, writes and reads with the types of PGlite in-process, and persists across a reopening', async () => {
    expect(database.description).toBe(`PGlite in ${dataDir}, in a worker thread`);
    await database.db.insertInto('users').values({ email: 'kept@example.test', password_hash: 'x' }).execute();
    const user = await findUserByEmail(database.db, 'kept@example.test');
    expect(user).toMatchObject({ email: 'kept@example.test' });
    const row = await sql<{
      at: Date;
      n: number;
      big: string;
      none: null;
    }>`select ${new Date('2026-01-02T03:04:05Z')}::timestamptz as at, 1.5::float8 as n,
      9007199254740993::int8::text as big, null as none`.execute(database.db);
    expect(row.rows).toEqual([{ at: new Date('2026-01-02T03:04:05Z'), n: 1.5, big: '9007199254740993', none: null }]);
    const deleted = await database.db.deleteFrom('users').where('email', '=', 'nobody@example.test').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(0n);

    await database.close();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    database = await openDatabase({ databaseUrl: null, dataDir }, { workerUrl });
    expect(await findUserByEmail(database.db, 'kept@example.test')).toMatchObject({ email: 'kept@example.test' });
  });

  it("keeps a Postgres error's code and fields", async () => {
    await database.db.insertInto('users').values({ email: 'twice@example.test', password_hash: 'x' }).execute();
    const error = await database.db
      .insertInto('users')
      .values({ email: 'twice@example.test', password_hash: 'x' })
      .execute()
      .then(
        () => null,
        (e: unknown) => e as Error & Record<string, unknown>,
      );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', table: 'users' });
    expect(error!.message).toMatch(/duplicate key value/);
  });

  it('commits a transaction whole, rolls a failed one back whole, and keeps other statements out of it', async () => {
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values({ email: 'a@example.test', password_hash: 'x' }).execute();
      await trx.insertInto('users').values({ email: 'b@example.test', password_hash: 'x' }).execute();
    });
    expect(await countUsers()).toBe(2);

    let outside: Promise<number> | undefined;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values({ email: 'c@example.test', password_hash: 'x' }).execute();
        // A statement of another caller meanwhile: it runs after the transaction, and sees none of it.
        outside = countUsers();
        expect(await countUsers(trx)).toBe(3);
        await trx.insertInto('users').values({ email: 'a@example.test', password_hash: 'x' }).execute();
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await outside).toBe(2);
    expect(await countUsers()).toBe(2);
  });
});
