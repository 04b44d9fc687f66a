import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runRestoreCommand } from '../cli/restore-command';
import { connectPGlite } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { listBackups } from './backup-directory';
import { readBackupFile } from './backup-file';
import { exportOf, richAccount, runCommand } from './testing/accounts';

// A process killed with SIGKILL while it writes a backup (docs/api.md, "Backups and restore"): the backups before
// it stay whole and restore; the one it was writing never appears under a backup's name.
jest.setTimeout(180_000);

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-kill-backup-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('leaves the previous backup intact and readable', async () => {
  const dataDir = path.join(root, 'data');
  const backupDir = path.join(root, 'backups');
  fs.mkdirSync(backupDir);
  const handle = await connectPGlite(dataDir);
  await migrateToLatest(handle.db);
  const account = await richAccount(handle.db, 'killed@example.test');
  const original = await exportOf(handle.db, account);
  await handle.close();

  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'testing/backup-loop.ts')], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: backupDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_, signal) => resolve(signal)));
  // After the first backup is complete, kill at the moment the next one's temporary file appears.
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  const watcher = fs.watch(backupDir, (_, name) => {
    if (name?.endsWith('.tmp') && fs.existsSync(path.join(backupDir, name))) child.kill('SIGKILL');
  });
  expect(await exited).toBe('SIGKILL');
  watcher.close();

  const names = fs.readdirSync(backupDir);
  expect(names.filter((name) => name.endsWith('.tmp'))).toHaveLength(1);
  const backups = listBackups(backupDir);
  expect(backups.length).toBeGreaterThanOrEqual(1);
  for (const file of backups) expect(readBackupFile(file).manifest.database).toBe('pglite');

  const target = path.join(root, 'restored');
  expect(await runCommand(runRestoreCommand, [backups.at(-1)!], { DATA_DIR: target })).toMatchObject({ code: 0 });
  const restored = await connectPGlite(target);
  try {
    expect(await exportOf(restored.db, account)).toEqual(original);
  } finally {
    await restored.close();
  }
});
