/** @jest-environment node */
import { entryMatchesRelease, releaseChunkUrls, releaseId, remoteEntryUrl, type RemoteManifest } from './release-files';

const assets = (sync: string[], async: string[] = []) => ({ js: { sync, async }, css: { sync: [], async: [] } });

/** The parts of a remote's mf-manifest.json as the federation plugin writes them (mfe-*\/dist/mf-manifest.json). */
const manifest: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  shared: [
    { assets: assets(['4595.8b52e7be26.js', '6976.350747b84f.js']) },
    { assets: assets(['7816.87da7e1ddf.js']) },
  ],
  exposes: [
    {
      assets: assets(
        ['1431.ff73679b04.js', '__federation_expose_routes.9b6ae15230.js'],
        ['645.5c3a15bd72.js', 'messages-nl-NL.df340f1701.js', '1431.ff73679b04.js'],
      ),
    },
  ],
};
const MANIFEST_URL = 'http://localhost:8081/mf-manifest.json';

describe('a remote release read from its manifest', () => {
  it('names every file of the release once, beside the manifest', () => {
    expect(releaseChunkUrls(manifest, MANIFEST_URL).sort()).toEqual(
      [
        '1431.ff73679b04.js',
        '__federation_expose_routes.9b6ae15230.js',
        '645.5c3a15bd72.js',
        'messages-nl-NL.df340f1701.js',
        '4595.8b52e7be26.js',
        '6976.350747b84f.js',
        '7816.87da7e1ddf.js',
      ]
        .map((file) => `http://localhost:8081/${file}`)
        .sort(),
    );
  });

  it('finds files under a remote served from a path, and a fixed public path', () => {
    expect(remoteEntryUrl(manifest, 'https://cdn.example/intake/v7/mf-manifest.json')).toBe(
      'https://cdn.example/intake/v7/remoteEntry.js',
    );
    const fixed = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://static.example/w/' } };
    expect(remoteEntryUrl(fixed, MANIFEST_URL)).toBe('https://static.example/w/remoteEntry.js');
    expect(releaseChunkUrls(fixed, MANIFEST_URL)).toContain('https://static.example/w/7816.87da7e1ddf.js');
  });

  it("accepts only an entry whose chunk map names the manifest's exposed files", () => {
    const entry = 'var m={1431:"ff73679b04",645:"5c3a15bd72"};var e="9b6ae15230";var l={"messages-nl-NL":"df340f1701"}';
    expect(entryMatchesRelease(entry, manifest)).toBe(true);
    // The next release's entry: the exposed module was rebuilt under another hash.
    expect(entryMatchesRelease(entry.replace('9b6ae15230', '0c1d2e3f4a'), manifest)).toBe(false);
  });

  it('tells releases apart by their manifest', async () => {
    const text = JSON.stringify(manifest);
    expect(await releaseId(text)).toBe(await releaseId(text));
    expect(await releaseId(text)).not.toBe(await releaseId(text.replace('9b6ae15230', '0c1d2e3f4a')));
  });
});
