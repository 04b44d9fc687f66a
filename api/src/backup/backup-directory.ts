import fs from 'node:fs';
import path from 'node:path';
import { backupHeader, type BackupDatabase } from './backup-file';

/*
 * BACKUP_DIR (docs/api.md, "Backups and restore"): complete backups are `nutrilog-<UTC time>.backup`; one being
 * written is `.nutrilog-<UTC time>.backup.tmp` until it is whole and flushed, then renamed. A process killed while
 * writing leaves at most a temporary file, never a half file under a backup's name.
 */
const BACKUP_NAME = /^nutrilog-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.backup$/;
const TEMP_NAME = /^\.nutrilog-.*\.backup\.tmp$/;
const CHUNK_BYTES = 1 << 20;
/** A temporary file untouched this long belongs to a process that died (another may be writing a newer one). */
const STALE_TEMP_MS = 10 * 60_000;

export interface WrittenBackup {
  file: string;
  bytes: number;
  createdAt: Date;
}

export const backupFileName = (createdAt: Date) => `nutrilog-${createdAt.toISOString().replace(/[:.]/g, '-')}.backup`;

/** The complete backups in `dir`, oldest first (their names sort by time). */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Writes `payload` as a backup file in `dir`: to a temporary file, flushed, then renamed. */
export async function writeBackup(
  dir: string,
  database: BackupDatabase,
  payload: Uint8Array,
  createdAt: Date,
): Promise<WrittenBackup> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupFileName(createdAt));
  const temp = path.join(dir, `.${path.basename(file)}.tmp`);
  const handle = await fs.promises.open(temp, 'wx');
  try {
    const header = backupHeader(database, payload, createdAt);
    await handle.write(header);
    for (let offset = 0; offset < payload.byteLength; offset += CHUNK_BYTES)
      await handle.write(payload.subarray(offset, offset + CHUNK_BYTES));
    await handle.sync();
    await handle.close();
    await fs.promises.rename(temp, file);
    await syncDirectory(dir);
    return { file, bytes: header.byteLength + payload.byteLength, createdAt };
  } catch (error) {
    await handle.close().catch(() => undefined);
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
}

/** The rename itself reaches the disk. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Keeps the newest `keep` backups of `dir`, and removes temporary files left by a process that died mid-write. */
export function pruneBackups(dir: string, keep: number, now = Date.now()): string[] {
  for (const name of fs.readdirSync(dir)) {
    const temp = path.join(dir, name);
    if (TEMP_NAME.test(name) && now - fs.statSync(temp).mtimeMs > STALE_TEMP_MS) fs.rmSync(temp, { force: true });
  }
  const backups = listBackups(dir);
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const file of removed) fs.rmSync(file, { force: true });
  return removed;
}
