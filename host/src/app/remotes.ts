import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, REMOTE_ROUTES_MODULE, type RemoteName, type RemotesConfig } from '@nutrilog/shared/remote-contract';
import type { LoadParcel } from '@nutrilog/shared/ui';

type ParcelConfig = Awaited<ReturnType<LoadParcel>>;

let configured: Promise<RemotesConfig> | null = null;

/** Reads the run-time map of remote manifests, so that a remote redeploys without rebuilding the host. */
async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const config = (await response.json()) as RemotesConfig;
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config[name] })));
  return config;
}

export function configureRemotes(): Promise<RemotesConfig> {
  configured ??= fetchRemotesConfig().catch((error: unknown) => {
    configured = null;
    throw error;
  });
  return configured;
}

const loaded = new Map<RemoteName, Promise<ParcelConfig>>();

async function loadFresh(name: RemoteName): Promise<ParcelConfig> {
  const config = await configureRemotes();
  try {
    const module = await loadRemote<{ default?: ParcelConfig } & ParcelConfig>(`${name}/${REMOTE_ROUTES_MODULE}`);
    if (!module) throw new Error(`Remote ${name} exposes no ${REMOTE_ROUTES_MODULE}`);
    return module.default ?? module;
  } catch (error) {
    // Register the remote anew so that a retry fetches its manifest again instead of the cached failure.
    registerRemotes([{ name, entry: config[name] }], { force: true });
    throw error;
  }
}

/** One stable loader per remote: the parcel's config, loaded once and shared by preloading and mounting. */
export const remoteLoaders = Object.fromEntries(
  REMOTE_NAMES.map((name) => [
    name,
    () => {
      if (!loaded.has(name)) {
        const promise = loadFresh(name);
        loaded.set(name, promise);
        promise.catch(() => loaded.delete(name));
      }
      return loaded.get(name)!;
    },
  ]),
) as Record<RemoteName, LoadParcel>;

/** Starts loading a remote's code on intent (hover or focus of a link to it); failures surface on mount. */
export function preloadRemote(name: RemoteName): void {
  remoteLoaders[name]().catch(() => undefined);
}
