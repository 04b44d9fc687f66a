// Whether a remote's build may go live beside the live host: the problems, in words, or none.
// See docs/architecture.md, "Releasing a remote", and docs/decisions.md, "Versioned remote releases".
import semver from 'semver';

/**
 * The singletons a remote must get from the host: one copy on the page, the host's (shared/build/webpack.mjs shares
 * them `loaded-first`, so the host's copy is the one every remote runs). Any other singleton the host provides is
 * checked too; one it does not provide (say `@nutrilog/shared/schemas`, which the host bundles as its own copy) is
 * the remote's own business.
 */
const HOST_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'swr',
  '@lingui/core',
  '@lingui/react',
];
/** The problems of one shared module the remote consumes, against the host's entries by name. */
function sharedProblem(needed, provided) {
  const range = needed.requiredVersion;
  if (!provided)
    return HOST_SINGLETONS.includes(needed.name) ? `${needed.name} ${range} needed, host provides none` : null;
  // requiredVersion false or absent: the remote takes any version (none is recorded as needed).
  if (!range || !semver.validRange(range)) return null;
  if (!semver.satisfies(provided.version, range))
    return `${needed.name} ${range} needed, host provides ${provided.version}`;
  return null;
}

/**
 * @param {{ shared?: Array<{ name: string, version: string, requiredVersion?: string | false, singleton?: boolean }>,
 *   metaData?: { release?: { remoteContractVersion?: number } } }} remote  the remote's mf-manifest.json
 * @param {{ shared?: Array<{ name: string, version: string }>,
 *   metaData?: { release?: { supportedRemoteContractVersions?: number[] } } }} host  the live host's mf-manifest.json
 * @returns {string[]} what stops the release, empty when it may go live
 */
export function checkRelease(remote, host) {
  const problems = [];
  const contract = remote.metaData?.release?.remoteContractVersion;
  const supported = host.metaData?.release?.supportedRemoteContractVersions;
  if (contract === undefined) problems.push('the build records no remote contract version (built before releases?)');
  else if (!supported) problems.push('the live host records no supported remote contract versions (rebuild the host)');
  else if (!supported.includes(contract))
    problems.push(`remote contract ${contract} built against, host supports ${supported.join(', ')}`);

  const provided = new Map((host.shared ?? []).map((entry) => [entry.name, entry]));
  for (const needed of remote.shared ?? []) {
    if (!needed.singleton) continue;
    const problem = sharedProblem(needed, provided.get(needed.name));
    if (problem) problems.push(problem);
  }
  return problems;
}
