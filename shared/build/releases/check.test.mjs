/* global describe, test, expect */
import { releaseMetadata } from './build-metadata.mjs';
import { checkRelease } from './check.mjs';
import { hostManifest, remoteManifest, shared } from './fixtures.mjs';
import { REPO_ROOT } from './paths.mjs';

const hostWith = (replaced) =>
  hostManifest({
    sharedEntries: remoteManifest().shared.map((entry) => (entry.name === replaced.name ? replaced : entry)),
  });

describe('checkRelease: the shared singletons', () => {
  test('a remote built from the same lockfile as the host may go live', () => {
    expect(checkRelease(remoteManifest(), hostManifest())).toEqual([]);
  });

  test('names the module, the range needed and the version the host provides', () => {
    const remote = remoteManifest({ extraShared: [] });
    remote.shared = remote.shared.map((e) => (e.name === 'react' ? shared('react', '19.1.0') : e));
    expect(checkRelease(remote, hostWith(shared('react', '18.3.1')))).toEqual([
      'react ^19.1.0 needed, host provides 18.3.1',
    ]);
  });

  test('a host version inside the range is enough (semver, not equality)', () => {
    const remote = remoteManifest();
    remote.shared = remote.shared.map((e) => (e.name === 'swr' ? shared('swr', '2.3.0') : e));
    expect(checkRelease(remote, hostManifest())).toEqual([]);
  });

  test('a singleton the remote needs from the host and the host does not provide is refused', () => {
    const host = hostManifest({ sharedEntries: remoteManifest().shared.filter((e) => e.name !== '@lingui/react') });
    expect(checkRelease(remoteManifest(), host)).toEqual(['@lingui/react ^5.9.5 needed, host provides none']);
  });

  test('a shared module of our own that the host keeps to itself is the remote’s business', () => {
    const remote = remoteManifest({ extraShared: [shared('@nutrilog/shared/schemas', '0.2.0')] });
    expect(checkRelease(remote, hostManifest())).toEqual([]);
  });

  test('any other singleton the host provides is checked, @nutrilog/shared subpaths included', () => {
    const remote = remoteManifest();
    remote.shared = remote.shared.map((e) =>
      e.name === '@nutrilog/shared/api-client' ? shared('@nutrilog/shared/api-client', '0.2.0') : e,
    );
    expect(checkRelease(remote, hostManifest())).toEqual([
      '@nutrilog/shared/api-client ^0.2.0 needed, host provides 0.1.0',
    ]);
  });

  test('a module the remote does not share as a singleton brings its own copy: not compared', () => {
    const remote = remoteManifest();
    remote.shared = remote.shared.map((e) => (e.name === 'swr' ? shared('swr', '3.0.0', { singleton: false }) : e));
    expect(checkRelease(remote, hostManifest())).toEqual([]);
  });

  test('a remote that asks for no version takes the host’s', () => {
    const remote = remoteManifest();
    remote.shared = remote.shared.map((e) =>
      e.name === 'swr' ? shared('swr', '3.0.0', { requiredVersion: false }) : e,
    );
    expect(checkRelease(remote, hostManifest())).toEqual([]);
  });
});

describe('checkRelease: the remote contract version', () => {
  test('a contract version the host does not support is refused with both', () => {
    expect(checkRelease(remoteManifest({ contract: 2 }), hostManifest({ supported: [1] }))).toEqual([
      'remote contract 2 built against, host supports 1',
    ]);
  });

  test('any of the versions the host supports goes', () => {
    expect(checkRelease(remoteManifest({ contract: 1 }), hostManifest({ supported: [1, 2] }))).toEqual([]);
  });

  test('a build or a host that records no version is refused (built before releases)', () => {
    const remote = remoteManifest();
    delete remote.metaData.release.remoteContractVersion;
    expect(checkRelease(remote, hostManifest())).toEqual([
      'the build records no remote contract version (built before releases?)',
    ]);
    const host = hostManifest();
    delete host.metaData.release;
    expect(checkRelease(remoteManifest(), host)).toEqual([
      'the live host records no supported remote contract versions (rebuild the host)',
    ]);
  });

  test('a remote and a host built from this source agree (the contract file), and an override does not', () => {
    const withRelease = (manifest, release) => ({ ...manifest, metaData: { ...manifest.metaData, release } });
    const host = withRelease(hostManifest(), releaseMetadata({ dir: `${REPO_ROOT}/host`, isHost: true }));
    const remote = (env) =>
      withRelease(remoteManifest(), releaseMetadata({ dir: `${REPO_ROOT}/mfe-weight`, isHost: false }, env));
    expect(checkRelease(remote({}), host)).toEqual([]);
    expect(checkRelease(remote({ REMOTE_CONTRACT_VERSION: '999' }), host)).toEqual([
      `remote contract 999 built against, host supports ${host.metaData.release.supportedRemoteContractVersions.join(', ')}`,
    ]);
  });
});
