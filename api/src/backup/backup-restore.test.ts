import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { runBackupCommand } from '../cli/backup-command';
import { runRestoreCommand } from '../cli/restore-command';
import { connectPGlite, type DatabaseHandle } from '../db/connect';
import { openDatabase } from '../db/open';
import { bundlePGliteWorker } from '../testing/pglite-worker-bundle';
import { testConfig } from '../testing/test-config';
import { listBackups, writeBackup } from './backup-directory';
import { readBackupFile } from './backup-file';
import { backupSourceOf } from './take-backup';
import { type Account, exportOf, logWeight, richAccount, runCommand } from './testing/accounts';

// The server's backups of the embedded database (docs/api.md, "Backups and restore"): PGlite in its worker thread,
// as the server runs it, whatever DATABASE_URL says.
jest.setTimeout(180_000);

const TOKEN = 'backup-token-0123456789';
let bundle: Awaited<ReturnType<typeof bundlePGliteWorker>>;
let root: string;
let dataDir: string;
let backupDir: string;
let database: DatabaseHandle;
let app: FastifyInstance;
let account: Account;

const newDir = (name: string) => path.join(root, name);
const backupConfig = () => ({ dir: backupDir, everyMs: null, keep: 10, token: TOKEN });

async function restoredExport(file: string, target: string) {
  const restored = await runCommand(runRestoreCommand, [file], { DATA_DIR: target });
  expect(restored).toMatchObject({ code: 0, err: '' });
  expect(restored.out).toMatch(/^Restored .* into PGlite in .* \(\d+ migrations applied\)\./);
  const handle = await connectPGlite(target);
  try {
    return await exportOf(handle.db, account);
  } finally {
    await handle.close();
  }
}

const backupNow = (headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: '/backups', headers });

beforeAll(async () => {
  bundle = await bundlePGliteWorker();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-backups-'));
  dataDir = newDir('data');
  backupDir = newDir('backups');
  database = await openDatabase({ databaseUrl: null, dataDir }, { workerUrl: bundle.workerUrl });
  account = await richAccount(database.db, 'backed-up@example.test');
  app = await buildApp(testConfig({ dataDir, backups: backupConfig() }), database.db, {
    backupSource: backupSourceOf(database, null),
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  bundle.remove();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('backups of the embedded database', () => {
  it('taken during a burst of writes, restore into a new data directory with the same export', async () => {
    const weights = Array.from({ length: 40 }, (_, i) => 30 + i / 10);
    let backupDuringBurst: Promise<{ statusCode: number; json(): { file: string } }> | undefined;
    for (const [i, weight] of weights.entries()) {
      if (i === 10) backupDuringBurst = backupNow();
      // Writes keep coming while the backup runs: not awaited one by one around it.
      await logWeight(app, account, weight);
    }
    const during = await backupDuringBurst!;
    expect(during.statusCode).toBe(201);
    const after = await backupNow();
    expect(after.statusCode).toBe(201);
    expect(after.json()).toMatchObject({
      file: expect.stringMatching(/nutrilog-.*\.backup$/),
      bytes: expect.any(Number),
    });
    const original = await exportOf(database.db, account);

    // The quiet backup: everything.
    expect(await restoredExport(after.json<{ file: string }>().file, newDir('restored-after'))).toEqual(original);

    // The one taken mid-burst: a consistent moment, the same rows but for the burst's later weights.
    const mid = await restoredExport(during.json().file, newDir('restored-during'));
    const burstWeights = (logs: { weight: number }[]) => logs.map((log) => log.weight).filter((w) => w < 40);
    const kept = burstWeights(mid.weightLogs).sort((a, b) => a - b);
    expect(kept.length).toBeGreaterThanOrEqual(10);
    expect(kept).toEqual(weights.slice(0, kept.length));
    const withoutBurst = (file: typeof original) => ({
      ...file,
      weightLogs: file.weightLogs.filter((l) => l.weight >= 40),
    });
    expect(withoutBurst(mid)).toEqual(withoutBurst(original));
  });

  it('refuses a data directory that holds a database, a damaged file, and a file that is no database, writing nothing', async () => {
    const [file] = listBackups(backupDir);
    const full = await runCommand(runRestoreCommand, [file!], { DATA_DIR: newDir('restored-after') });
    expect(full).toMatchObject({ code: 1, err: expect.stringMatching(/^Error: .* already holds a database/) });

    const damaged = newDir('damaged.backup');
    const bytes = fs.readFileSync(file!);
    bytes[bytes.length - 5000] = bytes[bytes.length - 5000]! ^ 0xff;
    fs.writeFileSync(damaged, bytes);
    const target = newDir('never-written');
    expect(await runCommand(runRestoreCommand, [damaged], { DATA_DIR: target })).toMatchObject({
      code: 1,
      err: `Error: ${damaged} is damaged: its data does not match the checksum in its manifest.`,
    });
    expect(fs.existsSync(target)).toBe(false);

    // Whole and checked, but not a data directory: it fails to open, and its staging directory goes.
    const { file: noDatabase } = await writeBackup(newDir('odd'), 'pglite', new Uint8Array(4096).fill(7), new Date());
    const refused = await runCommand(runRestoreCommand, [noDatabase], { DATA_DIR: target });
    expect(refused).toMatchObject({ code: 1, err: expect.stringMatching(/^Error: .* does not open as a database/) });
    expect(fs.readdirSync(target)).toEqual([]);

    expect(
      await runCommand(runRestoreCommand, [file!], { DATA_DIR: target, DATABASE_URL: 'postgres://x@127.0.0.1/x' }),
    ).toMatchObject({
      code: 1,
      err: expect.stringContaining(
        'is a backup of the embedded database (PGlite), and this configuration uses PostgreSQL',
      ),
    });
    expect(await runCommand(runRestoreCommand, [], { DATA_DIR: target })).toMatchObject({ code: 2 });
  });

  it('answers POST /backups on loopback or with BACKUP_TOKEN, and counts backups in the metrics', async () => {
    const proxied = { 'x-forwarded-for': '203.0.113.9' };
    expect((await backupNow(proxied)).statusCode).toBe(403);
    expect((await backupNow({ ...proxied, authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(403);
    expect((await backupNow({ ...proxied, authorization: `Bearer ${TOKEN}` })).statusCode).toBe(201);
    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/^nutrilog_backup_last_success_timestamp_seconds \d+(\.\d+)?$/m);
    expect(metrics).toMatch(/^nutrilog_backups_total\{result="ok"\} [3-9]$/m);

    const withoutDir = await buildApp(testConfig(), database.db);
    try {
      const response = await withoutDir.inject({ method: 'POST', url: '/backups' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ detail: 'BACKUP_DIR is not set: this server takes no backups.' });
    } finally {
      await withoutDir.close();
    }
  });

  it('`backup` asks the running server, or takes the backup itself when no server holds the data directory', async () => {
    const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP: '10', HOST: '127.0.0.1' };
    expect(await runCommand(runBackupCommand, [], { DATA_DIR: dataDir })).toMatchObject({
      code: 1,
      err: 'Error: BACKUP_DIR is not set: it names where backups are written.',
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const port = new URL(address).port;
    const before = listBackups(backupDir).length;
    const asked = await runCommand(runBackupCommand, [], { ...env, PORT: port });
    expect(asked).toMatchObject({ code: 0, err: '' });
    expect(asked.out).toContain(`holds ${dataDir}: asking it for the backup.`);
    expect(listBackups(backupDir)).toHaveLength(before + 1);

    await app.close();
    await database.close();
    const itself = await runCommand(runBackupCommand, [], { ...env, PORT: port });
    expect(itself).toMatchObject({
      code: 0,
      err: '',
      out: expect.stringMatching(/^Backup written: .*\.backup \(\d+ bytes\)\.$/),
    });
    expect(itself.out).not.toContain('asking');
    const newest = listBackups(backupDir).at(-1)!;
    expect(readBackupFile(newest).manifest.database).toBe('pglite');
    expect(await restoredExport(newest, newDir('restored-by-cli'))).toEqual(
      await restoredExport(listBackups(backupDir).at(-2)!, newDir('restored-by-server')),
    );
  });
});
