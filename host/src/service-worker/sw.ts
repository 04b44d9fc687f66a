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

// The Service Worker static routing API and URLPattern are not in TypeScript's lib yet.
declare const URLPattern: (new (init: { pathname: string }) => object) | undefined;
interface StaticRouteRule {
  condition: { urlPattern: object };
  source: 'network';
}

const REMOTES_MAP_PATH = '/remotes.json';
const API_PATHS = '/api/*';
/** Webpack's content-hashed file names (shared/build/webpack.mjs): immutable, so the cache may answer first. */
const HASHED_FILE = /\.[0-9a-f]{10}\.js$/;

const isRemote = (url: URL) => url.origin !== self.location.origin;

// The API's requests never enter this worker: the browser sends them straight to the network (the Service Worker
// static routing API, Chromium 123+), so a read or a write does not wait for the worker to start, and a request with
// no connection fails in the page, where the offline queue keeps it (docs/decisions.md, "API requests bypass the
// service worker"). Browsers without it fall through the router below, which has no route for /api/.
self.addEventListener('install', (event) => {
  const install = event as ExtendableEvent & { addRoutes?: (rules: StaticRouteRule[]) => Promise<void> };
  if (typeof install.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  const rules: StaticRouteRule[] = [
    { condition: { urlPattern: new URLPattern({ pathname: API_PATHS }) }, source: 'network' },
  ];
  // A browser refusing the rule must not lose the worker: the router then lets the API's requests through.
  install.waitUntil(install.addRoutes(rules).catch(() => undefined));
});

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
