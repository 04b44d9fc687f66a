/* global describe, test, expect */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { releaseMetadata, releaseVersion } from './build-metadata.mjs';
import { deployer } from './deployer.mjs';
import { temporaryDir } from './fixtures.mjs';
import { REPO_ROOT } from './paths.mjs';

describe('what a build records (releaseVersion, releaseMetadata)', () => {
  test("a build's version is its package version plus the commit it was built from", () => {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
    const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'mfe-weight/package.json'), 'utf8'));
    expect(releaseVersion(path.join(REPO_ROOT, 'mfe-weight'), {})).toBe(`${version}+${commit.trim()}`);
  });

  test('outside a git checkout the commit is unknown; RELEASE_VERSION names it outright', () => {
    const dir = temporaryDir();
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version: '2.3.4' }));
    expect(releaseVersion(dir, {})).toBe('2.3.4+unknown');
    expect(releaseVersion(dir, { RELEASE_VERSION: '2.3.4-rc1' })).toBe('2.3.4-rc1');
  });

  test('a remote records the one contract version it implements (REMOTE_CONTRACT_VERSION overrides), the host a list', () => {
    const dir = temporaryDir();
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version: '1.0.0' }));
    const remote = releaseMetadata({ dir, isHost: false }, {});
    expect(remote).toEqual({ version: '1.0.0+unknown', remoteContractVersion: expect.any(Number) });
    expect(releaseMetadata({ dir, isHost: false }, { REMOTE_CONTRACT_VERSION: '42' }).remoteContractVersion).toBe(42);
    const host = releaseMetadata({ dir, isHost: true }, { REMOTE_CONTRACT_VERSION: '42' });
    expect(host.supportedRemoteContractVersions).toContain(remote.remoteContractVersion);
  });
});

describe('deployer', () => {
  const env = (home) => ({ PATH: process.env.PATH, HOME: home, GIT_CONFIG_NOSYSTEM: '1', USER: 'ada' });

  test("git's user.name, else the login name", () => {
    const home = temporaryDir();
    const outsideGit = temporaryDir();
    expect(deployer(env(home), outsideGit)).toBe('ada');
    mkdirSync(home, { recursive: true });
    writeFileSync(path.join(home, '.gitconfig'), '[user]\n\tname = Grace Hopper\n');
    expect(deployer(env(home), outsideGit)).toBe('Grace Hopper');
  });
});
