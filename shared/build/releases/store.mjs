// The release store: one immutable folder per remote and version. A build is copied under a temporary name and
// renamed into place, so a folder named after a version is always complete. See docs/architecture.md,
// "Releasing a remote".
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { releaseDir, remoteStoreDir } from './paths.mjs';

const MANIFEST = 'mf-manifest.json';

/** A build's (or a release's) manifest. */
export function readManifest(dir) {
  const file = path.join(dir, MANIFEST);
  if (!existsSync(file)) throw new Error(`refused: no ${MANIFEST} in ${dir} (build it first)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The versions of `remote` in the store (temporary folders of a copy in progress are not versions). */
export function storedVersions(store, remote) {
  const dir = remoteStoreDir(store, remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
}

/**
 * Copies the build in `fromDir` into the store as `version` of `remote`. The same build released again is left as it
 * is; another build under a version already stored is refused (a release never changes).
 * @returns {boolean} whether it was copied (false: already stored)
 */
export function addToStore(store, remote, version, fromDir) {
  const target = releaseDir(store, remote, version);
  if (existsSync(target)) {
    const same =
      readFileSync(path.join(target, MANIFEST), 'utf8') === readFileSync(path.join(fromDir, MANIFEST), 'utf8');
    if (same) return false;
    throw new Error(`refused: ${remote} ${version} is already released from another build (a release never changes)`);
  }
  mkdirSync(remoteStoreDir(store, remote), { recursive: true });
  const temporary = path.join(remoteStoreDir(store, remote), `.${version}.${process.pid}.tmp`);
  rmSync(temporary, { recursive: true, force: true });
  cpSync(fromDir, temporary, { recursive: true });
  renameSync(temporary, target);
  return true;
}

export const removeFromStore = (store, remote, version) =>
  rmSync(releaseDir(store, remote, version), { recursive: true, force: true });
