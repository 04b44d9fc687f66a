#!/usr/bin/env node
// `pnpm releases prune --keep N`: removes every remote's releases but the N most recently live (the live one always
// kept). See docs/architecture.md, "Releasing a remote".
import { parseArgs } from 'node:util';
import { releasesDir, REMOTES } from './paths.mjs';
import { updateRegistry } from './registry-file.mjs';
import { prunable, withoutVersions } from './registry.mjs';
import { runCommand } from './run-command.mjs';
import { removeFromStore, storedVersions } from './store.mjs';

/** @returns {string} what was removed, for the terminal */
export function prune(keep, env = process.env) {
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`refused: --keep needs a whole number of 1 or more`);
  const store = releasesDir(env);
  const removed = [];
  // Under the registry's lock, so that no release goes live from a folder being removed.
  updateRegistry(store, (registry) => {
    let next = registry;
    for (const remote of REMOTES) {
      const versions = prunable(registry, remote, storedVersions(store, remote), keep);
      for (const version of versions) removeFromStore(store, remote, version);
      removed.push(...versions.map((version) => `${remote} ${version}`));
      next = withoutVersions(next, remote, versions);
    }
    return next;
  });
  return removed.length > 0 ? `removed ${removed.join(', ')}` : 'nothing to remove';
}

runCommand(import.meta.url, (args) => {
  const { positionals, values } = parseArgs({ args, options: { keep: { type: 'string' } }, allowPositionals: true });
  if (positionals[0] !== 'prune') throw new Error('usage: pnpm releases prune --keep N');
  return prune(Number(values.keep));
});
