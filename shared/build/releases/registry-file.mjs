// The registry on disk: read it, and change it as one atomic file replace (a temporary file renamed over it), under
// a lock so that two releases at once cannot lose one another's change. See docs/decisions.md, "Versioned remote
// releases".
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { registryFile } from './paths.mjs';
import { emptyRegistry } from './registry.mjs';

/** The registry of the store, or an empty one when nothing was released yet. */
export function readRegistry(store) {
  const file = registryFile(store);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : emptyRegistry();
}

/** Replaces the registry file in one rename: a reader sees the old file or the new one, never half of one. */
function writeRegistry(store, registry) {
  const file = registryFile(store);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temporary, file);
}

/**
 * Runs `change` on the current registry and writes what it returns, then `written` with it, still under the lock (so
 * that what follows from the registry, the remotes' map, is written in the same order). A `change` that throws
 * writes nothing.
 * @param {string} store
 * @param {(registry: import('./registry.mjs').Registry) => import('./registry.mjs').Registry} change
 * @param {(registry: import('./registry.mjs').Registry) => void} [written]
 */
export function updateRegistry(store, change, written = () => undefined) {
  mkdirSync(store, { recursive: true });
  const lock = `${registryFile(store)}.lock`;
  let fd;
  try {
    fd = openSync(lock, 'wx');
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    throw new Error(`refused: another release is changing the registry (${lock}; remove it if none runs)`);
  }
  try {
    const next = change(readRegistry(store));
    writeRegistry(store, next);
    written(next);
    return next;
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
}
