/** What a remote's `mf-manifest.json` says its release is made of (the parts a service worker reads). */
interface AssetLists {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string }; publicPath?: string };
  shared?: { assets: AssetLists }[];
  exposes?: { assets: AssetLists }[];
}

/** The directory the release's files are served from: publicPath "auto" means beside the manifest. */
function releaseBase(manifest: RemoteManifest, manifestUrl: string): URL {
  const publicPath = manifest.metaData.publicPath;
  return new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
}

/** The remote's entry script, whose name does not change between releases. */
export function remoteEntryUrl(manifest: RemoteManifest, manifestUrl: string): string {
  const { path, name } = manifest.metaData.remoteEntry;
  return new URL(`${path ? `${path.replace(/\/$/, '')}/` : ''}${name}`, releaseBase(manifest, manifestUrl)).href;
}

/**
 * Every hashed file the release may load: its exposed modules with their lazy chunks (pages, messages) and its
 * shared modules' own copies. Cached together, any page of the remote opens offline.
 */
export function releaseChunkUrls(manifest: RemoteManifest, manifestUrl: string): string[] {
  const base = releaseBase(manifest, manifestUrl);
  const files = new Set<string>();
  for (const part of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
    const { js, css } = part.assets;
    for (const file of [...js.sync, ...js.async, ...css.sync, ...css.async]) files.add(new URL(file, base).href);
  }
  return [...files];
}

/** A release's identity: the text of its manifest (every chunk name in it carries its content's hash). */
export async function releaseId(manifestText: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(manifestText));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether an entry script belongs to the manifest's release: the entry's chunk map names each exposed file by its
 * content hash. An entry fetched after a redeploy, beside the manifest read before it, does not.
 */
export function entryMatchesRelease(entryText: string, manifest: RemoteManifest): boolean {
  const hashes = (manifest.exposes ?? [])
    .flatMap((part) => [...part.assets.js.sync, ...part.assets.js.async])
    .map((file) => /\.([0-9a-f]{8,})\.js$/.exec(file)?.[1])
    .filter((hash): hash is string => hash !== undefined);
  return hashes.every((hash) => entryText.includes(hash));
}

/** What a page posts to the worker once it has loaded and is idle: keep every remote's current release now. */
export const KEEP_RELEASES_MESSAGE = 'KEEP_RELEASES';
