import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { runBackupCommand } from '../cli/backup-command';
import { runRestoreCommand } from '../cli/restore-command';
import { connectPostgres, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { testConfig } from '../testing/test-config';
import { createDatabaseTarget, type DatabaseTarget } from '../testing/test-database';
import { listBackups, writeBackup } from './backup-directory';
import { readBackupFile } from './backup-file';
import { backupSourceOf } from './take-backup';
import { type Account, exportOf, logWeight, richAccount, runCommand } from './testing/accounts';

// Backups on PostgreSQL are pg_dump's (docs/api.md, "Backups and restore"), against the real server of the test
// command's PostgreSQL phase (.ci/with-postgres.sh sets DATABASE_URL), as the jest project `api-postgres`.
if (!process.env.DATABASE_URL) throw new Error('Run with DATABASE_URL set: bash .ci/with-postgres.sh npx jest …');

jest.setTimeout(120_000);

const targets: DatabaseTarget[] = [];
let backupDir: string;
let source: DatabaseTarget;
let account: Account;

async function emptyTarget(): Promise<string> {
  const target = await createDatabaseTarget();
  targets.push(target);
  return target.config.databaseUrl!;
}

async function withPostgres<T>(url: string, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = connectPostgres(url);
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

const tablesOf = (url: string) =>
  withPostgres(url, async (handle) => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`.execute(handle.db);
    return rows[0]!.n;
  });

beforeAll(async () => {
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-pg-backups-'));
  source = await createDatabaseTarget();
  targets.push(source);
  await withPostgres(source.config.databaseUrl!, async (handle) => {
    await migrateToLatest(handle.db);
    account = await richAccount(handle.db, 'pg-backed-up@example.test');
  });
});

afterAll(async () => {
  for (const target of targets) await target.cleanup();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

describe('backups on PostgreSQL', () => {
  it('`backup` runs pg_dump beside writes, and `restore` into an empty database gives the same export', async () => {
    const url = source.config.databaseUrl!;
    const env = { DATABASE_URL: url, BACKUP_DIR: backupDir };
    const original = await withPostgres(url, async (handle) => {
      const app = await buildApp(testConfig({ databaseUrl: url }), handle.db);
      try {
        const burst = (async () => {
          for (let i = 0; i < 20; i += 1) await logWeight(app, account, 30 + i / 10);
        })();
        const during = await runCommand(runBackupCommand, [], env);
        await burst;
        expect(during).toMatchObject({ code: 0, err: '', out: expect.stringMatching(/^Backup written: .*\.backup/) });
      } finally {
        await app.close();
      }
      return exportOf(handle.db, account);
    });
    expect(await runCommand(runBackupCommand, [], env)).toMatchObject({ code: 0 });
    const [during, after] = listBackups(backupDir);
    expect(readBackupFile(after!).manifest.database).toBe('postgres');

    const restoredUrl = await emptyTarget();
    const restored = await runCommand(runRestoreCommand, [after!], { DATABASE_URL: restoredUrl });
    expect(restored).toMatchObject({
      code: 0,
      err: '',
      out: expect.stringMatching(/^Restored .* into PostgreSQL at .*\(\d+ migrations applied\)/),
    });
    expect(await withPostgres(restoredUrl, (handle) => exportOf(handle.db, account))).toEqual(original);

    // The one taken during the burst: a consistent moment, with the burst's first weights only.
    const midUrl = await emptyTarget();
    expect(await runCommand(runRestoreCommand, [during!], { DATABASE_URL: midUrl })).toMatchObject({ code: 0 });
    const mid = await withPostgres(midUrl, (handle) => exportOf(handle.db, account));
    const burst = mid.weightLogs
      .map((log) => log.weight)
      .filter((w) => w < 40)
      .sort((a, b) => a - b);
    expect(burst).toEqual(Array.from({ length: burst.length }, (_, i) => 30 + i / 10));
    const withoutBurst = (file: typeof original) => ({
      ...file,
      weightLogs: file.weightLogs.filter((l) => l.weight >= 40),
    });
    expect(withoutBurst(mid)).toEqual(withoutBurst(original));

    const again = await runCommand(runRestoreCommand, [after!], { DATABASE_URL: restoredUrl });
    expect(again).toMatchObject({
      code: 1,
      err: expect.stringMatching(
        /^Error: PostgreSQL at .* is not empty \(tables public\..*\): restore into an empty database\.$/,
      ),
    });
  });

  it('refuses a damaged file before touching the database, and a failing pg_restore leaves it empty', async () => {
    const [file] = listBackups(backupDir);
    const bytes = fs.readFileSync(file!);
    bytes[bytes.length - 100] = bytes[bytes.length - 100]! ^ 0xff;
    const damaged = path.join(backupDir, 'damaged.backup');
    fs.writeFileSync(damaged, bytes);
    const url = await emptyTarget();
    expect(await runCommand(runRestoreCommand, [damaged], { DATABASE_URL: url })).toMatchObject({
      code: 1,
      err: `Error: ${damaged} is damaged: its data does not match the checksum in its manifest.`,
    });
    expect(await tablesOf(url)).toBe(0);

    // Whole and checked, but a dump cut in the middle: pg_restore fails, in one transaction.
    const { payload } = readBackupFile(file!);
    const cut = await writeBackup(
      path.join(backupDir, 'cut'),
      'postgres',
      payload.subarray(0, payload.length / 2),
      new Date(),
    );
    const failed = await runCommand(runRestoreCommand, [cut.file], { DATABASE_URL: url });
    expect(failed).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^Error: \/usr\/bin\/pg_restore failed \(exit code 1\): /),
    });
    expect(await tablesOf(url)).toBe(0);
  });

  it('a server on PostgreSQL with BACKUP_DIR takes its backups with pg_dump when asked (POST /backups)', async () => {
    const url = source.config.databaseUrl!;
    const serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-pg-server-backups-'));
    const original = await withPostgres(url, async (handle) => {
      const app = await buildApp(
        testConfig({ databaseUrl: url, backups: { dir: serverDir, everyMs: null, keep: 5, token: null } }),
        handle.db,
        { backupSource: backupSourceOf(handle, url) },
      );
      try {
        const response = await app.inject({ method: 'POST', url: '/backups' });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({ file: expect.stringMatching(/\.backup$/), bytes: expect.any(Number) });
      } finally {
        await app.close();
      }
      return exportOf(handle.db, account);
    });
    const [file] = listBackups(serverDir);
    expect(readBackupFile(file!).manifest.database).toBe('postgres');
    const restoredUrl = await emptyTarget();
    expect(await runCommand(runRestoreCommand, [file!], { DATABASE_URL: restoredUrl })).toMatchObject({ code: 0 });
    expect(await withPostgres(restoredUrl, (handle) => exportOf(handle.db, account))).toEqual(original);
    fs.rmSync(serverDir, { recursive: true, force: true });
  });
});
