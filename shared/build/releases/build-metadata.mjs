// What a build records about itself in its mf-manifest.json (metaData.release), read when it is released: its
// version, and the remote contract version it implements (a remote) or the versions it can mount (the host).
// See docs/architecture.md, "Releasing a remote".
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const contract = JSON.parse(
  readFileSync(new URL('../../src/remote-contract/contract-version.json', import.meta.url), 'utf8'),
);

/** The package's version plus the commit it was built from (`0.1.0+c9dca74e1f2a`); RELEASE_VERSION overrides it. */
export function releaseVersion(dir, env = process.env) {
  if (env.RELEASE_VERSION) return env.RELEASE_VERSION;
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // not a git checkout (a source archive): the package version alone, marked as such
  }
  return `${version}+${commit}`;
}

/**
 * The release metadata of one build. REMOTE_CONTRACT_VERSION overrides the contract version a remote records (a
 * test builds a remote against a contract the host does not support with it).
 */
export function releaseMetadata({ dir, isHost }, env = process.env) {
  const version = releaseVersion(dir, env);
  if (isHost) return { version, supportedRemoteContractVersions: contract.hostSupportedRemoteContractVersions };
  const override = env.REMOTE_CONTRACT_VERSION;
  return { version, remoteContractVersion: override ? Number(override) : contract.remoteContractVersion };
}

/** Module Federation's `manifest.additionalData`: adds the release metadata to the manifest's metaData. */
export const manifestWithRelease = (options) => ({
  additionalData: ({ stats }) => {
    stats.metaData.release = releaseMetadata(options);
    return stats;
  },
});
