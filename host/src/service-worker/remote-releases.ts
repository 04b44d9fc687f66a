/// <reference lib="webworker" />
// Each remote's release kept whole for offline use: its manifest and entry script as one pair, and every chunk they
// name. The page is never given a manifest and an entry of different releases, nor a release with chunks missing
// (docs/architecture.md, "The service worker").
import { entryMatchesRelease, releaseChunkUrls, releaseId, remoteEntryUrl, type RemoteManifest } from './release-files';

export const RELEASES_CACHE = 'nutrilog-remote-releases';
export const CHUNKS_CACHE = 'nutrilog-remote-chunks';
export const REMOTES_MAP_CACHE = 'nutrilog-remotes-map';
/** How long a remote's manifest may take on a poor connection before the kept release answers. */
export const NETWORK_TIMEOUT_MS = 3000;
const RELEASE_HEADER = 'X-Nutrilog-Release';

interface FetchedManifest {
  url: string;
  text: string;
  id: string;
}

/** The release whose manifest each entry script's page was given last (by the entry's URL). */
const servedRelease = new Map<string, string>();

/** A request the remotes answer with CORS: a script tag's request is no-cors, and its opaque answer is never kept. */
export const corsRequest = (url: string) => new Request(url, { mode: 'cors', credentials: 'omit' });

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);
}

async function fetchManifest(url: string): Promise<FetchedManifest> {
  const response = await fetch(corsRequest(url));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text();
  return { url, text, id: await releaseId(text) };
}

const manifestResponse = ({ text, id }: FetchedManifest) =>
  new Response(text, { headers: { 'Content-Type': 'application/json', [RELEASE_HEADER]: id } });

async function keptManifest(url: string): Promise<FetchedManifest | undefined> {
  const kept = await (await caches.open(RELEASES_CACHE)).match(url);
  return kept ? { url, text: await kept.text(), id: kept.headers.get(RELEASE_HEADER) ?? '' } : undefined;
}

async function keepChunk(chunks: Cache, url: string): Promise<void> {
  if (await chunks.match(url)) return;
  const response = await fetch(corsRequest(url));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await chunks.put(url, response);
}

/** Drops the remote's chunks that neither this release nor the one before it names. */
async function pruneChunks(chunks: Cache, origin: string, keep: Set<string>): Promise<void> {
  for (const request of await chunks.keys()) {
    if (new URL(request.url).origin === origin && !keep.has(request.url)) await chunks.delete(request);
  }
}

/**
 * Caches a release's chunks and entry, then keeps its manifest and entry as the remote's offline pair. A release
 * that cannot be fetched whole (offline half-way, redeployed in between) leaves the previous pair in place.
 */
export async function keepRelease(fetched: FetchedManifest): Promise<void> {
  const releases = await caches.open(RELEASES_CACHE);
  const previous = await keptManifest(fetched.url);
  if (previous?.id === fetched.id) return;
  const manifest = JSON.parse(fetched.text) as RemoteManifest;
  const files = releaseChunkUrls(manifest, fetched.url);
  const chunks = await caches.open(CHUNKS_CACHE);
  await Promise.all(files.map((file) => keepChunk(chunks, file)));
  const entryUrl = remoteEntryUrl(manifest, fetched.url);
  const entry = await fetch(corsRequest(entryUrl));
  const entryText = entry.ok ? await entry.text() : '';
  if (!entry.ok || !entryMatchesRelease(entryText, manifest)) throw new Error(`${entryUrl} is not this release's`);
  const headers = { 'Content-Type': 'text/javascript', [RELEASE_HEADER]: fetched.id };
  await releases.put(entryUrl, new Response(entryText, { headers }));
  await releases.put(fetched.url, manifestResponse(fetched));
  const before = previous ? releaseChunkUrls(JSON.parse(previous.text) as RemoteManifest, fetched.url) : [];
  await pruneChunks(chunks, new URL(fetched.url).origin, new Set([...files, ...before]));
}

function served(fetched: FetchedManifest): Response {
  const manifest = JSON.parse(fetched.text) as RemoteManifest;
  servedRelease.set(remoteEntryUrl(manifest, fetched.url), fetched.id);
  return manifestResponse(fetched);
}

/**
 * A remote's manifest: from the network when it answers within the time-out (and its release is then kept in the
 * background), else the kept release's; with none kept, whatever the network answers in the end.
 */
export async function answerManifest(url: string, event: ExtendableEvent): Promise<Response> {
  const network = fetchManifest(url);
  const keepLater = network.then(keepRelease).catch(() => undefined);
  event.waitUntil(keepLater);
  const fetched = await within(network, NETWORK_TIMEOUT_MS).catch(() => undefined);
  if (fetched) return served(fetched);
  const kept = await keptManifest(url);
  if (kept) return served(kept);
  return network.then(served, () => Response.error());
}

/**
 * A remote's entry script: the kept one when the page was given the kept release's manifest, else the network's.
 * Never an entry of another release than the manifest's: offline with a manifest not kept, the load fails.
 */
export async function answerEntry(url: string): Promise<Response> {
  const kept = await (await caches.open(RELEASES_CACHE)).match(url);
  const wanted = servedRelease.get(url);
  if (kept && kept.headers.get(RELEASE_HEADER) === wanted) return kept;
  try {
    return await fetch(corsRequest(url));
  } catch {
    return kept && wanted === undefined ? kept : Response.error();
  }
}

/** At install: every remote named by the map, kept whole, so that the app opens offline after its first visit. */
export async function keepAllReleases(mapUrl: string): Promise<void> {
  const response = await fetch(mapUrl, { cache: 'no-cache' });
  if (!response.ok) return;
  await (await caches.open(REMOTES_MAP_CACHE)).put(mapUrl, response.clone());
  const map = (await response.json()) as Record<string, string>;
  await Promise.allSettled(Object.values(map).map(async (url) => keepRelease(await fetchManifest(url))));
}
