#!/usr/bin/env node
// `pnpm release <remote>`: the remote's build becomes an immutable release in the store and goes live, or is refused
// with the reason and changes nothing. See docs/architecture.md, "Releasing a remote".
import { checkedVersion, liveChange, refuseIncompatible } from './go-live.mjs';
import { releasesDir, remoteBuildDir, remoteName } from './paths.mjs';
import { updateRegistry } from './registry-file.mjs';
import { remotesMapWriter } from './remotes-map-file.mjs';
import { runCommand } from './run-command.mjs';
import { addToStore, readManifest } from './store.mjs';

/** @returns {string} what happened, for the terminal */
export function release(name, env = process.env, now = new Date()) {
  const remote = remoteName(name);
  const buildDir = remoteBuildDir(remote, env);
  const version = checkedVersion(remote, readManifest(buildDir).metaData?.release?.version);
  let message = `${remote} ${version} is live`;
  // Under the registry's lock, and checked before anything is written: a refused build is neither stored nor live.
  updateRegistry(
    releasesDir(env),
    (registry) => {
      refuseIncompatible(remote, version, buildDir, env);
      if (registry.remotes[remote]?.live.version === version) {
        message = `${remote} ${version} is already live`;
        return registry;
      }
      addToStore(releasesDir(env), remote, version, buildDir);
      return liveChange(remote, version, { env, now })(registry);
    },
    remotesMapWriter(env),
  );
  return message;
}

runCommand(import.meta.url, ([name]) => release(name));
