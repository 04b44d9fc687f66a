/// <reference lib="webworker" />
// The host's service worker: the shell precached, the remotes kept release by release, updates on the user's word.
// What it caches and why: docs/architecture.md, "The service worker".
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { KEEP_RELEASES_MESSAGE } from './release-files';
import {
  answerEntry,
  answerManifest,
  CHUNKS_CACHE,
  corsRequest,
  keepAllReleases,
  NETWORK_TIMEOUT_MS,
  REMOTES_MAP_CACHE,
} from './remote-releases';
import { SYNC_QUEUE_MESSAGE, SYNC_QUEUE_TAG } from './sync-queue';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const REMOTES_MAP_PATH = '/remotes.json';
/** Webpack's content-hashed file names (shared/build/webpack.mjs): immutable, so the cache may answer first. */
const HASHED_FILE = /\.[0-9a-f]{10}\.js$/;

const isRemote = (url: URL) => url.origin !== self.location.origin;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is the same shell: answered from the precache, so it opens at once with or without signal.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

registerRoute(
  ({ url }) => !isRemote(url) && url.pathname === REMOTES_MAP_PATH,
  new NetworkFirst({
    cacheName: REMOTES_MAP_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_MS / 1000,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);
registerRoute(
  ({ url }) => isRemote(url) && url.pathname.endsWith('/mf-manifest.json'),
  ({ url, event }) => answerManifest(url.href, event as ExtendableEvent),
);
registerRoute(
  ({ url }) => isRemote(url) && url.pathname.endsWith('/remoteEntry.js'),
  ({ url }) => answerEntry(url.href),
);
registerRoute(
  ({ url }) => isRemote(url) && HASHED_FILE.test(url.pathname),
  new CacheFirst({
    cacheName: CHUNKS_CACHE,
    plugins: [
      { requestWillFetch: async ({ request }) => corsRequest(request.url) },
      new CacheableResponsePlugin({ statuses: [200] }),
    ],
  }),
);

/** When this worker last kept every remote's release: a page asks on each load, the network is asked once a while. */
let releasesKeptAt = 0;
const KEEP_RELEASES_EVERY_MS = 10 * 60_000;

// A new version waits until the user reloads from the prompt (workbox-window's messageSkipWaiting).
// The remotes' releases are kept when a page asks, once it has loaded and is idle, not in the install event:
// Chromium compiles every script a worker caches while installing, and the remotes' 7 MB of script compiled at once
// took the page's two cores from it (docs/decisions.md, "The service worker").
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === KEEP_RELEASES_MESSAGE && Date.now() - releasesKeptAt > KEEP_RELEASES_EVERY_MS) {
    releasesKeptAt = Date.now();
    event.waitUntil(keepAllReleases(REMOTES_MAP_PATH).catch(() => undefined));
  }
});

// Background Sync: the browser wakes the worker once the connection is back; the open pages send their queue (the
// queue and the token live with the page, docs/architecture.md, "Offline").
self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag !== SYNC_QUEUE_TAG) return;
  sync.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((pages) => pages.forEach((page) => page.postMessage({ type: SYNC_QUEUE_MESSAGE }))),
  );
});

clientsClaim();
