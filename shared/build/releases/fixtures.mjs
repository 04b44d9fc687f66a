// Builds and stores on temporary folders for the release tooling's tests: manifests of the shape the federation
// plugin writes (mfe-*/dist/mf-manifest.json), with only the parts the tooling reads.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One shared module as a manifest lists it. */
export const shared = (name, version, { singleton = true, requiredVersion = `^${version}` } = {}) => ({
  id: `x:${name}`,
  name,
  version,
  singleton,
  requiredVersion,
  fallback: '',
});

const REACT = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'].map((name) => shared(name, '19.3.1'));
const OTHERS = [
  shared('react-router-dom', '6.30.6'),
  shared('swr', '2.5.1'),
  shared('@lingui/core', '5.9.5'),
  shared('@lingui/react', '5.9.5'),
  shared('@nutrilog/shared/api-client', '0.1.0'),
];

export const remoteManifest = ({ version = '0.1.0+aaaaaaaaaaaa', contract = 1, extraShared = [] } = {}) => ({
  name: 'weight',
  metaData: { name: 'weight', release: { version, remoteContractVersion: contract } },
  shared: [...REACT, ...OTHERS, ...extraShared],
});

export const hostManifest = ({ supported = [1], sharedEntries = [...REACT, ...OTHERS] } = {}) => ({
  name: 'host',
  metaData: { name: 'host', release: { version: '0.1.0+bbbbbbbbbbbb', supportedRemoteContractVersions: supported } },
  shared: sharedEntries.map(({ singleton: _, ...entry }) => entry),
});

export const temporaryDir = (prefix = 'releases-') => mkdtempSync(path.join(os.tmpdir(), prefix));

/** A build folder with its manifest and one hashed chunk. */
export function writeBuild(dir, manifest) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${manifest.metaData.release.version} */`);
  writeFileSync(path.join(dir, '123.abcdef0123.js'), 'chunk');
  return dir;
}

/** A workspace of temporary folders: a host build, a store, and the environment the commands read. */
export function workspace({ host = hostManifest() } = {}) {
  const root = temporaryDir();
  const hostDir = writeBuild(path.join(root, 'host'), host);
  const store = path.join(root, 'store');
  const env = { ...process.env, RELEASES_DIR: store, HOST_DIST: hostDir };
  /** Writes a remote build and returns the environment that releases it. */
  const build = (name, manifest) => ({ ...env, RELEASE_FROM: writeBuild(path.join(root, 'builds', name), manifest) });
  return { root, store, env, build };
}
