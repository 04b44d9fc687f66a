import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { acquireDirectoryLock } from '../db/lock';
import { createPGlite } from '../db/pglite';
import { BackupFileError } from './backup-file';
import { RestoreRefusedError, type Restored } from './restore-errors';

const isEmptyDirectory = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/**
 * Restores a PGlite backup's tarball into DATA_DIR/pglite (docs/api.md, "Backups and restore"): opened first in a
 * directory beside it and checked (it opens, it has its migrations), then renamed into place, so a backup that
 * does not open leaves DATA_DIR as it was. Refused while a process holds DATA_DIR or when it holds a database.
 */
export async function restorePGlite(dataDir: string, tarball: Uint8Array, name: string): Promise<Restored> {
  const target = path.join(dataDir, 'pglite');
  if (!isEmptyDirectory(target))
    throw new RestoreRefusedError(
      `${dataDir} already holds a database (${target}): restore into an empty DATA_DIR, or move that one away first.`,
    );
  const release = acquireDirectoryLock(dataDir);
  const staging = path.join(dataDir, `pglite.restoring-${process.pid}`);
  try {
    fs.rmSync(staging, { recursive: true, force: true });
    const migrations = await openAndCheck(staging, tarball, name);
    fs.rmSync(target, { recursive: true, force: true }); // an empty directory at most (checked above)
    fs.renameSync(staging, target);
    return { target: `PGlite in ${dataDir}`, migrations };
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}

/** A gzipped tar file? Checked here: PGlite reports a bad one as an uncaught stream error, not a rejection. */
function checkTarball(tarball: Uint8Array, name: string): void {
  let tar: Buffer;
  try {
    tar = gunzipSync(tarball);
  } catch (error) {
    throw new BackupFileError(
      `${name} does not open as a database: not a gzipped tarball (${(error as Error).message}).`,
    );
  }
  if (tar.subarray(257, 262).toString('latin1') !== 'ustar')
    throw new BackupFileError(`${name} does not open as a database: not a tarball.`);
}

/** Opens the tarball as a data directory in `dir`; answers how many migrations it has applied. */
async function openAndCheck(dir: string, tarball: Uint8Array, name: string): Promise<number> {
  checkTarball(tarball, name);
  let pglite;
  try {
    pglite = await createPGlite({ dataDir: dir, loadDataDir: new Blob([tarball]) });
  } catch (error) {
    throw new BackupFileError(`${name} does not open as a database: ${(error as Error).message}`);
  }
  try {
    const { rows } = await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM kysely_migration');
    const migrations = rows[0]?.n ?? 0;
    if (migrations === 0) throw new BackupFileError(`${name} holds no Nutrilog database (no migrations applied).`);
    return migrations;
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw new BackupFileError(`${name} holds no Nutrilog database: ${(error as Error).message}`);
  } finally {
    await pglite.close();
  }
}
