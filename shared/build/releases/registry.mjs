// The registry: one JSON object saying which release of each remote is live, and which were live before.
// Pure functions over it; reading and the atomic write are registry-file.mjs. See docs/architecture.md,
// "Releasing a remote".

/**
 * @typedef {{ version: string, at: string, by: string }} Deployment
 * @typedef {{ live: Deployment, previous: Deployment[] }} RemoteEntry  previous: most recent first
 * @typedef {{ remotes: Record<string, RemoteEntry> }} Registry
 */

export const emptyRegistry = () => ({ remotes: {} });

/** The registry with `version` of `remote` live; the one it replaces goes first in `previous`. */
export function withLive(registry, remote, version, { at, by }) {
  const entry = registry.remotes[remote];
  const deployment = { version, at, by };
  const previous = entry ? [entry.live, ...entry.previous].filter((d) => d.version !== version) : [];
  return { ...registry, remotes: { ...registry.remotes, [remote]: { live: deployment, previous } } };
}

/** Which version a rollback of `remote` puts live: `version` when named, else the one live before. Throws why not. */
export function rollbackTarget(registry, remote, version) {
  const entry = registry.remotes[remote];
  if (!entry) throw new Error(`refused: ${remote} has no release live`);
  if (version === undefined) {
    const [before] = entry.previous;
    if (!before) throw new Error(`refused: ${remote} has no previous release (live: ${entry.live.version})`);
    return before.version;
  }
  if (version === entry.live.version) throw new Error(`refused: ${remote} ${version} is already live`);
  return version;
}

/**
 * The versions of `remote` in the store that `prune --keep N` removes: all but the N most recently live, the live
 * one always among them (so N below 1 keeps it alone). A stored version the registry does not name was never live.
 */
export function prunable(registry, remote, storedVersions, keep) {
  const entry = registry.remotes[remote];
  const before = entry ? entry.previous.slice(0, Math.max(keep - 1, 0)) : [];
  const kept = new Set(entry ? [entry.live.version, ...before.map((d) => d.version)] : []);
  return storedVersions.filter((version) => !kept.has(version));
}

/** The registry without the given versions of `remote` in its history (they are gone from the store). */
export function withoutVersions(registry, remote, versions) {
  const entry = registry.remotes[remote];
  if (!entry) return registry;
  const previous = entry.previous.filter((d) => !versions.includes(d.version));
  return { ...registry, remotes: { ...registry.remotes, [remote]: { ...entry, previous } } };
}
