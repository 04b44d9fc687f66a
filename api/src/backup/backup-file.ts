import { createHash } from 'node:crypto';
import fs from 'node:fs';

/*
 * A backup file (docs/api.md, "Backups and restore"): one line `NUTRILOG-BACKUP 1`, one line of JSON (the
 * manifest: which database, when, the payload's length and sha256), then the payload: PGlite's data directory as
 * a gzipped tarball, or pg_dump's custom format. The manifest lets a restore refuse a damaged file before it
 * writes anything.
 */
export const BACKUP_MAGIC = 'NUTRILOG-BACKUP 1';

export type BackupDatabase = 'pglite' | 'postgres';

export interface BackupManifest {
  database: BackupDatabase;
  createdAt: string;
  bytes: number;
  sha256: string;
}

export interface Backup {
  manifest: BackupManifest;
  payload: Uint8Array;
}

/** A file that is not a whole, undamaged backup; said in one line. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function backupHeader(database: BackupDatabase, payload: Uint8Array, createdAt: Date): Buffer {
  const manifest: BackupManifest = {
    database,
    createdAt: createdAt.toISOString(),
    bytes: payload.byteLength,
    sha256: sha256(payload),
  };
  return Buffer.from(`${BACKUP_MAGIC}\n${JSON.stringify(manifest)}\n`);
}

function readManifest(line: string): BackupManifest | null {
  try {
    const value = JSON.parse(line) as Partial<BackupManifest>;
    const valid =
      (value.database === 'pglite' || value.database === 'postgres') &&
      typeof value.createdAt === 'string' &&
      Number.isSafeInteger(value.bytes) &&
      typeof value.sha256 === 'string' &&
      /^[0-9a-f]{64}$/.test(value.sha256);
    return valid ? (value as BackupManifest) : null;
  } catch {
    return null;
  }
}

/** The backup in `bytes`, checked against its manifest; throws BackupFileError naming `name` and what is wrong. */
export function parseBackup(bytes: Uint8Array, name: string): Backup {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const firstEnd = buffer.indexOf(0x0a);
  if (firstEnd === -1 || buffer.subarray(0, firstEnd).toString('latin1') !== BACKUP_MAGIC)
    throw new BackupFileError(`${name} is not a Nutrilog backup (it does not start with "${BACKUP_MAGIC}").`);
  const secondEnd = buffer.indexOf(0x0a, firstEnd + 1);
  const manifest = secondEnd === -1 ? null : readManifest(buffer.subarray(firstEnd + 1, secondEnd).toString('utf8'));
  if (manifest === null) throw new BackupFileError(`${name} is damaged: its manifest cannot be read.`);
  const payload = buffer.subarray(secondEnd + 1);
  if (payload.byteLength !== manifest.bytes)
    throw new BackupFileError(
      `${name} is damaged: ${payload.byteLength} bytes of data where its manifest says ${manifest.bytes} (cut short?).`,
    );
  if (sha256(payload) !== manifest.sha256)
    throw new BackupFileError(`${name} is damaged: its data does not match the checksum in its manifest.`);
  return { manifest, payload };
}

/** Reads and checks a backup file (parseBackup); a missing file is a BackupFileError too. */
export function readBackupFile(file: string): Backup {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    throw new BackupFileError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  return parseBackup(bytes, file);
}
