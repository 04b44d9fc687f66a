import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'pglite.lock';

/** Another living process holds the data directory. */
export class DataDirectoryLockedError extends Error {
  override name = 'DataDirectoryLockedError';
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${path.dirname(lockFile)} is in use by process ${pid} (lock file ${lockFile}). Stop that ` +
        'process first (the server and the CLI cannot share a PGlite database), or set DATABASE_URL to use PostgreSQL.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockFile: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreate(lockFile: string): boolean {
  try {
    fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the pid lock file of a data directory, so that a second process refuses to open the same PGlite
 * database (two would silently lose writes). A lock left by a dead process is replaced. The lock is held
 * per process: this process opening the directory twice is refused as well.
 * Returns the function that releases it.
 */
export function acquireDirectoryLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(lockFile)) return () => releaseLock(lockFile);
    const pid = readPid(lockFile);
    if (pid !== null && isAlive(pid)) throw new DataDirectoryLockedError(lockFile, pid);
    fs.rmSync(lockFile, { force: true }); // stale: its process is gone
  }
  throw new Error(`Could not create the lock file ${lockFile}.`);
}

function releaseLock(lockFile: string): void {
  if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
}
