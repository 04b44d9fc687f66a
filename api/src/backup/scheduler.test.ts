import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupFileName, listBackups } from './backup-directory';
import { readBackupFile } from './backup-file';
import { BackupsStoppedError, scheduleBackups } from './scheduler';
import type { BackupSource } from './take-backup';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-scheduler-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A source whose dumps wait until `release()`; counts how many were started. */
function slowSource() {
  let started = 0;
  let release!: () => void;
  let gate = new Promise<void>((resolve) => (release = resolve));
  const source: BackupSource = {
    database: 'pglite',
    payload: async () => {
      started += 1;
      await gate;
      return new TextEncoder().encode(`dump ${started}`);
    },
  };
  return {
    source,
    started: () => started,
    release: () => {
      release();
      gate = new Promise<void>((resolve) => (release = resolve));
    },
  };
}

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  return {
    lines,
    log: {
      info: (_: object, message: string) => lines.push({ level: 'info', message }),
      error: (_: object, message: string) => lines.push({ level: 'error', message }),
    },
  };
}

let clock = Date.UTC(2026, 11, 3, 20, 0);
const now = () => new Date((clock += 1000));

describe('the backup scheduler', () => {
  it('runs one backup at a time: a request while one runs gets that one', async () => {
    const slow = slowSource();
    const { lines, log } = recordingLog();
    const scheduler = scheduleBackups(slow.source, { dir, everyMs: null, keep: 5, token: null }, log, undefined, now);
    const first = scheduler.backupNow();
    const second = scheduler.backupNow();
    slow.release();
    expect(await second).toEqual(await first);
    expect(slow.started()).toBe(1);
    expect(lines).toEqual([
      { level: 'info', message: expect.stringMatching(/^backup written: .*\.backup \(\d+ bytes, \d+ ms\)$/) },
    ]);
    await scheduler.stop();
  });

  it('takes one every BACKUP_EVERY, keeps BACKUP_KEEP, and reports each to the metrics', async () => {
    const source: BackupSource = { database: 'pglite', payload: async () => new Uint8Array([1, 2, 3]) };
    const reported: boolean[] = [];
    const { log } = recordingLog();
    const config = { dir, everyMs: 20, keep: 2, token: null };
    const scheduler = scheduleBackups(source, config, log, (ok) => reported.push(ok), now);
    while (reported.length < 4) await new Promise((resolve) => setTimeout(resolve, 10));
    await scheduler.stop();
    expect(reported.slice(0, 4)).toEqual([true, true, true, true]);
    expect(listBackups(dir)).toHaveLength(2);
    for (const file of listBackups(dir)) expect(readBackupFile(file).manifest.bytes).toBe(3);
  });

  it('logs a failed backup, removes its temporary file and reports it', async () => {
    const source: BackupSource = { database: 'pglite', payload: async () => new Uint8Array(10) };
    const { lines, log } = recordingLog();
    const reported: boolean[] = [];
    const fixed = () => new Date(Date.UTC(2026, 11, 3, 21, 0));
    // A directory under the backup's name: the rename of the complete temporary file fails.
    fs.mkdirSync(path.join(dir, backupFileName(fixed())));
    const scheduler = scheduleBackups(
      source,
      { dir, everyMs: null, keep: 5, token: null },
      log,
      (ok) => reported.push(ok),
      fixed,
    );
    await expect(scheduler.backupNow()).rejects.toThrow();
    expect(lines).toEqual([{ level: 'error', message: expect.stringMatching(/^backup failed: /) }]);
    expect(reported).toEqual([false]);
    expect(fs.readdirSync(dir)).toEqual([backupFileName(fixed())]);
    await scheduler.stop();
  });

  it('stops cleanly: waits for the running backup, then starts none', async () => {
    const slow = slowSource();
    const { log } = recordingLog();
    const scheduler = scheduleBackups(slow.source, { dir, everyMs: 10, keep: 5, token: null }, log, undefined, now);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(slow.started()).toBe(1);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false);
    slow.release();
    await stopping;
    expect(listBackups(dir)).toHaveLength(1);
    await expect(scheduler.backupNow()).rejects.toThrow(BackupsStoppedError);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(slow.started()).toBe(1);
  });
});
