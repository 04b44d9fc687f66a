// Where releases live: the store (RELEASES_DIR, default releases/ at the repository root), one folder per remote and
// version, and the registry file beside them. See docs/architecture.md, "Releasing a remote".
import path from 'node:path';

/** As REMOTE_NAMES of @nutrilog/shared/remote-contract. */
export const REMOTES = ['intake', 'catalog', 'statistics', 'weight'];

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export const releasesDir = (env = process.env) => path.resolve(env.RELEASES_DIR ?? path.join(REPO_ROOT, 'releases'));
export const registryFile = (store) => path.join(store, 'registry.json');
export const remoteStoreDir = (store, remote) => path.join(store, remote);
export const releaseDir = (store, remote, version) => path.join(store, remote, version);

/** The build a release is made from: the remote's dist (RELEASE_FROM: another build folder, e.g. a test's). */
export const remoteBuildDir = (remote, env = process.env) =>
  path.resolve(env.RELEASE_FROM ?? path.join(REPO_ROOT, `mfe-${remote}`, 'dist'));
/** The live host's build, whose manifest a release is checked against (HOST_DIST: the host served elsewhere). */
export const hostBuildDir = (env = process.env) => path.resolve(env.HOST_DIST ?? path.join(REPO_ROOT, 'host', 'dist'));

/** The variable naming where a remote's manifest is without a store (e.g. REMOTE_WEIGHT_URL). */
export const remoteUrlVariable = (remote) => `REMOTE_${remote.toUpperCase()}_URL`;

/** Refuses a name that is not one of the four remotes. */
export function remoteName(name) {
  if (!REMOTES.includes(name))
    throw new Error(`refused: unknown remote '${name ?? ''}' (one of ${REMOTES.join(', ')})`);
  return name;
}
