import { getInstance } from '@module-federation/enhanced/runtime';

/**
 * The host's eager shared modules are put in the share scope without being consumed through it
 * (shared/build/webpack.mjs), so nothing marks them loaded. Marked here, before any remote asks for one, they stay the
 * host's: otherwise the first
 * remote to consume an entry became its owner, and registering that remote anew (a reload after a failed mount)
 * removed the host's React from the scope along with the remote's own shares.
 */
export function claimHostShares(): void {
  const instance = getInstance();
  if (!instance) return;
  for (const scope of Object.values(instance.shareScopeMap)) {
    for (const versions of Object.values(scope)) {
      for (const shared of Object.values(versions)) {
        if (shared.from !== instance.options.name || shared.loaded || shared.lib || !shared.shareConfig?.eager)
          continue;
        // An eager module's getter answers its factory at once (the module itself runs when first required).
        const factory = shared.get();
        if (typeof factory !== 'function') continue;
        shared.lib = factory;
        shared.loaded = true;
      }
    }
  }
}
