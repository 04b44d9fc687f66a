// /remotes.json from the registry: each remote's live release, as the manifest URL inside its version folder on the
// remote's own origin. See docs/architecture.md, "Releasing a remote".

/**
 * @param {import('./registry.mjs').Registry} registry
 * @param {Record<string, string>} manifestUrls  where each remote's manifest is without a store (REMOTE_<NAME>_URL or
 *   the default port): the live version's folder is resolved beside it
 * @returns {Record<string, string>} name → mf-manifest.json URL; a remote with no release live keeps its URL
 */
export function liveRemotes(registry, manifestUrls) {
  return Object.fromEntries(
    Object.entries(manifestUrls).map(([name, url]) => {
      const live = registry.remotes[name]?.live.version;
      return [name, live ? new URL(`${encodeURIComponent(live)}/mf-manifest.json`, url).href : url];
    }),
  );
}
