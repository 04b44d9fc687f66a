// Puts one stored release of a remote live: checked against the live host first, then the registry replaced in one
// rename. Both a release and a rollback go through here. See docs/architecture.md, "Releasing a remote".
import { checkRelease } from './check.mjs';
import { deployer } from './deployer.mjs';
import { hostBuildDir } from './paths.mjs';
import { withLive } from './registry.mjs';
import { readManifest } from './store.mjs';

/** A version names a folder: letters, digits and `.+_-` only, not starting with a dot. */
export function checkedVersion(remote, version) {
  if (typeof version !== 'string' || !/^[0-9A-Za-z_+-][0-9A-Za-z.+_-]*$/.test(version))
    throw new Error(
      `refused: ${remote} build records no usable release version (${JSON.stringify(version)}); rebuild it`,
    );
  return version;
}

/** Throws the check's problems, one `refused:` line each, when the build in `dir` may not go live. */
export function refuseIncompatible(remote, version, dir, env = process.env) {
  const problems = checkRelease(readManifest(dir), readManifest(hostBuildDir(env)));
  if (problems.length > 0)
    throw new Error(problems.map((problem) => `refused: ${remote} ${version}: ${problem}`).join('\n'));
}

/** The registry change that puts `version` live, stamped with the time and who did it. */
export const liveChange =
  (remote, version, { env = process.env, now = new Date() } = {}) =>
  (registry) =>
    withLive(registry, remote, version, { at: now.toISOString(), by: deployer(env) });
