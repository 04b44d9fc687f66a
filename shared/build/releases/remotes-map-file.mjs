// The remotes' map as a file, for a web server that serves `/remotes.json` from disk (nginx, deploy/nginx): with
// REMOTES_MAP naming it, every release and rollback writes it from the registry, in the same atomic way as the
// registry itself. See docs/deployment.md, "A remote team's workflow".
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { liveRemotes } from './live-remotes.mjs';
import { REMOTES, remoteUrlVariable } from './paths.mjs';

/** Each remote's manifest URL without a store (REMOTE_<NAME>_URL); refuses naming every variable missing or wrong. */
function manifestUrls(env) {
  const wrong = REMOTES.map(remoteUrlVariable).filter((name) => !URL.canParse(env[name] ?? ''));
  if (wrong.length > 0)
    throw new Error(
      `refused: REMOTES_MAP needs each remote's mf-manifest.json URL on its own origin: ${wrong.join(', ')}`,
    );
  return Object.fromEntries(REMOTES.map((remote) => [remote, env[remoteUrlVariable(remote)]]));
}

/**
 * What writes the map after a registry change: nothing without REMOTES_MAP. The URLs are checked here, before the
 * registry is touched, so that a missing one refuses the release instead of leaving the map behind the registry.
 * @returns {(registry: import('./registry.mjs').Registry) => void}
 */
export function remotesMapWriter(env = process.env) {
  if (!env.REMOTES_MAP) return () => undefined;
  const file = path.resolve(env.REMOTES_MAP);
  const urls = manifestUrls(env);
  return (registry) => {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(liveRemotes(registry, urls), null, 2)}\n`);
    renameSync(temporary, file);
  };
}
