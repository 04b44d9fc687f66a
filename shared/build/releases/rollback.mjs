#!/usr/bin/env node
// `pnpm rollback <remote> [version]`: the release live before (or the one named) goes live again, checked against
// the live host as a new release is. See docs/architecture.md, "Releasing a remote".
import { liveChange, refuseIncompatible } from './go-live.mjs';
import { releaseDir, releasesDir, remoteName } from './paths.mjs';
import { updateRegistry } from './registry-file.mjs';
import { rollbackTarget } from './registry.mjs';
import { remotesMapWriter } from './remotes-map-file.mjs';
import { runCommand } from './run-command.mjs';
import { storedVersions } from './store.mjs';

/** @returns {string} what happened, for the terminal */
export function rollback(name, version, env = process.env, now = new Date()) {
  const remote = remoteName(name);
  const store = releasesDir(env);
  let target;
  updateRegistry(
    store,
    (registry) => {
      target = rollbackTarget(registry, remote, version);
      if (!storedVersions(store, remote).includes(target))
        throw new Error(`refused: ${remote} ${target} is not in the store (${releasesDir(env)})`);
      refuseIncompatible(remote, target, releaseDir(store, remote, target), env);
      return liveChange(remote, target, { env, now })(registry);
    },
    remotesMapWriter(env),
  );
  return `${remote} ${target} is live again`;
}

runCommand(import.meta.url, ([name, version]) => rollback(name, version));
