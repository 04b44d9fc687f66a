import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listBackups, pruneBackups, writeBackup } from './backup-directory';
import { BACKUP_MAGIC, BackupFileError, parseBackup, readBackupFile } from './backup-file';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-backup-file-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const payload = new Uint8Array(3 * (1 << 20) + 5).map((_, i) => (i * 31) % 251);
const at = (minute: number) => new Date(Date.UTC(2026, 11, 3, 20, minute));

describe('backup files', () => {
  it('are written whole under a time-stamped name and read back with their manifest', async () => {
    const written = await writeBackup(dir, 'pglite', payload, at(5));
    expect(path.basename(written.file)).toBe('nutrilog-2026-12-03T20-05-00-000Z.backup');
    expect(fs.readdirSync(dir)).toEqual([path.basename(written.file)]);
    expect(fs.statSync(written.file).size).toBe(written.bytes);
    const backup = readBackupFile(written.file);
    expect(backup.manifest).toMatchObject({
      database: 'pglite',
      createdAt: at(5).toISOString(),
      bytes: payload.length,
    });
    expect(Buffer.from(backup.payload).equals(Buffer.from(payload))).toBe(true);
  });

  it('refuses a file that is not a backup, a damaged manifest, a cut-short or a changed payload', async () => {
    const { file } = await writeBackup(dir, 'postgres', payload, at(5));
    const bytes = fs.readFileSync(file);
    expect(() => parseBackup(Buffer.from('PGDMP...'), 'x.backup')).toThrow(
      new BackupFileError(`x.backup is not a Nutrilog backup (it does not start with "${BACKUP_MAGIC}").`),
    );
    const manifestEnd = bytes.indexOf(0x0a, BACKUP_MAGIC.length + 1);
    const badManifest = Buffer.concat([bytes.subarray(0, manifestEnd - 1), bytes.subarray(manifestEnd)]);
    expect(() => parseBackup(badManifest, 'x.backup')).toThrow('x.backup is damaged: its manifest cannot be read.');
    expect(() => parseBackup(bytes.subarray(0, bytes.length - 100), 'x.backup')).toThrow(
      /x\.backup is damaged: \d+ bytes of data where its manifest says \d+ \(cut short\?\)\./,
    );
    const flipped = Buffer.from(bytes);
    flipped[flipped.length - 1000] = flipped[flipped.length - 1000]! ^ 0x40;
    expect(() => parseBackup(flipped, 'x.backup')).toThrow(
      'x.backup is damaged: its data does not match the checksum in its manifest.',
    );
    expect(() => readBackupFile(path.join(dir, 'missing.backup'))).toThrow(/^Cannot read .*missing\.backup/);
  });

  it('keeps the newest BACKUP_KEEP and removes temporary files left long ago, but not one being written', async () => {
    for (const minute of [1, 2, 3, 4]) await writeBackup(dir, 'pglite', payload.subarray(0, 10), at(minute));
    const stale = path.join(dir, '.nutrilog-2026-12-03T19-00-00-000Z.backup.tmp');
    const fresh = path.join(dir, '.nutrilog-2026-12-03T20-04-30-000Z.backup.tmp');
    fs.writeFileSync(stale, 'half');
    fs.writeFileSync(fresh, 'half');
    const hourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(stale, hourAgo, hourAgo);
    const removed = pruneBackups(dir, 2);
    expect(removed.map((file) => path.basename(file))).toEqual([
      'nutrilog-2026-12-03T20-01-00-000Z.backup',
      'nutrilog-2026-12-03T20-02-00-000Z.backup',
    ]);
    expect(listBackups(dir).map((file) => path.basename(file))).toEqual([
      'nutrilog-2026-12-03T20-03-00-000Z.backup',
      'nutrilog-2026-12-03T20-04-00-000Z.backup',
    ]);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
  });

  it('leaves no file behind when writing fails', async () => {
    // A directory where the backup's name should go: the rename fails after the data was written.
    fs.mkdirSync(path.join(dir, 'nutrilog-2026-12-03T20-05-00-000Z.backup'));
    await expect(writeBackup(dir, 'pglite', payload, at(5))).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual(['nutrilog-2026-12-03T20-05-00-000Z.backup']);
  });
});
