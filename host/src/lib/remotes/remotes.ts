import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Session } from '@nutrilog/shared/api-client';
import {
  chunkLoadingGlobal,
  REMOTE_NAMES,
  REMOTE_ROUTES_MODULE,
  type RemoteName,
  type RemotesConfig,
} from '@nutrilog/shared/remote-contract';
import type { LoadParcel } from '@nutrilog/shared/ui';
import { abandonableFetch, abandonableManifestsPlugin, abandonWaiting } from './abandonable-fetch';

type ParcelConfig = Awaited<ReturnType<LoadParcel>>;

const REMOTES_MAP_URL = '/remotes.json';

let configured: Promise<RemotesConfig> | null = null;
/** The map once read: the manifest URLs a retry may give up. */
let knownConfig: RemotesConfig | null = null;

/** Reads the run-time map of remote manifests, so that a remote redeploys without rebuilding the host. */
async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await abandonableFetch(REMOTES_MAP_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const config = (await response.json()) as RemotesConfig;
  registerPlugins([abandonableManifestsPlugin]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config[name] })));
  knownConfig = config;
  return config;
}

export function configureRemotes(): Promise<RemotesConfig> {
  configured ??= fetchRemotesConfig().catch((error: unknown) => {
    configured = null;
    throw error;
  });
  return configured;
}

/**
 * Reads the remotes' map at once on a signed-in visit, and at sign-in on a signed-out one: the sign-in page mounts
 * no remote, and a remote's load reads the map itself when it comes first (docs/performance.md, "Sixth round").
 */
export function configureRemotesWhenSignedIn(session: Pick<Session, 'getToken' | 'subscribe'>): void {
  const configure = () =>
    void configureRemotes().catch((error: unknown) => console.error('Remote configuration failed', error));
  if (session.getToken() !== null) return configure();
  const stop = session.subscribe((token) => {
    if (token === null) return;
    stop();
    configure();
  });
}

const loaded = new Map<RemoteName, Promise<ParcelConfig>>();

/**
 * Makes the next load of a remote fetch it from scratch: its manifest, its entry (a new container) and its chunks.
 * Registering it anew drops what the federation runtime keeps of it; the chunk list is webpack's own.
 */
function forgetRemote(name: RemoteName, entry: string): void {
  registerRemotes([{ name, entry }], { force: true });
  delete (globalThis as Record<string, unknown>)[chunkLoadingGlobal(name)];
}

async function loadFresh(name: RemoteName): Promise<ParcelConfig> {
  const config = await configureRemotes();
  try {
    const module = await loadRemote<{ default?: ParcelConfig } & ParcelConfig>(`${name}/${REMOTE_ROUTES_MODULE}`);
    if (!module) throw new Error(`Remote ${name} exposes no ${REMOTE_ROUTES_MODULE}`);
    return module.default ?? module;
  } catch (error) {
    // So that a retry fetches the remote again instead of answering the cached failure.
    forgetRemote(name, config[name]);
    throw error;
  }
}

async function reload(name: RemoteName): Promise<ParcelConfig> {
  const config = await configureRemotes();
  forgetRemote(name, config[name]);
  return loadFresh(name);
}

/** Gives up the remote's map or manifest request if it is still waiting; true when there was one. */
const abandonStalledRequests = (name: RemoteName): boolean =>
  abandonWaiting(knownConfig === null ? [REMOTES_MAP_URL] : [REMOTES_MAP_URL, knownConfig[name]]);

function start(name: RemoteName, load: () => Promise<ParcelConfig>): Promise<ParcelConfig> {
  const promise = load();
  loaded.set(name, promise);
  promise.catch(() => {
    if (loaded.get(name) === promise) loaded.delete(name);
  });
  return promise;
}

/**
 * One stable loader per remote: the parcel's config, loaded once and shared by preloading and mounting. A load in
 * flight is answered to every caller: a retry after a time-out waits for the same download, unless the map or the
 * manifest has not answered yet (`abandonStalled`), which is asked again once the given-up load has settled (and
 * forgotten the remote). `reload` replaces loaded code that failed to mount.
 */
export const remoteLoaders = Object.fromEntries(
  REMOTE_NAMES.map((name) => [
    name,
    (options?: { reload?: boolean; abandonStalled?: boolean }) => {
      const inFlight = loaded.get(name);
      if (options?.abandonStalled && inFlight !== undefined && abandonStalledRequests(name)) {
        return start(name, () => inFlight.catch(() => loadFresh(name)));
      }
      if (options?.reload) return start(name, () => reload(name));
      return inFlight ?? start(name, () => loadFresh(name));
    },
  ]),
) as Record<RemoteName, LoadParcel>;

/** Starts loading a remote's code on intent (hover or focus of a link to it); failures surface on mount. */
export function preloadRemote(name: RemoteName): void {
  remoteLoaders[name]().catch(() => undefined);
}
