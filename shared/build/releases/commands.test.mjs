/* global describe, test, expect */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hostManifest, remoteManifest, workspace } from './fixtures.mjs';
import { prune } from './prune.mjs';
import { release } from './release.mjs';
import { rollback } from './rollback.mjs';

const NOW = new Date('2026-12-03T20:00:00Z');
const registryText = (store) => readFileSync(path.join(store, 'registry.json'), 'utf8');
const live = (store) => JSON.parse(registryText(store)).remotes.weight.live;
const inStore = (store) => readdirSync(path.join(store, 'weight')).sort();

describe('release', () => {
  test('copies the build into the store under its version and puts it live, stamped', () => {
    const { store, build } = workspace();
    const env = { ...build('a', remoteManifest({ version: '0.1.0+aaa' })), USER: 'ada' };
    expect(release('weight', env, NOW)).toBe('weight 0.1.0+aaa is live');
    expect(inStore(store)).toEqual(['0.1.0+aaa']);
    expect(readdirSync(path.join(store, 'weight', '0.1.0+aaa')).sort()).toEqual(readdirSync(env.RELEASE_FROM).sort());
    expect(live(store)).toMatchObject({ version: '0.1.0+aaa', at: NOW.toISOString() });
    expect(live(store).by).toEqual(expect.any(String));
  });

  test('a refused build changes neither the registry nor the store, and says why', () => {
    const { store, build } = workspace();
    release('weight', build('a', remoteManifest({ version: 'v1' })), NOW);
    const before = registryText(store);
    expect(() => release('weight', build('b', remoteManifest({ version: 'v2', contract: 7 })), NOW)).toThrow(
      'refused: weight v2: remote contract 7 built against, host supports 1',
    );
    expect(registryText(store)).toBe(before);
    expect(inStore(store)).toEqual(['v1']);
  });

  test('is checked against the live host build (HOST_DIST)', () => {
    const { build } = workspace({ host: hostManifest({ supported: [2] }) });
    expect(() => release('weight', build('a', remoteManifest({ version: 'v1', contract: 1 })), NOW)).toThrow(
      'host supports 2',
    );
  });

  test('a release never changes: another build under a stored version is refused', () => {
    const { store, build } = workspace();
    release('weight', build('a', remoteManifest({ version: 'v1' })), NOW);
    release('weight', build('b', remoteManifest({ version: 'v2' })), NOW);
    const other = remoteManifest({ version: 'v1', extraShared: [] });
    other.id = 'rebuilt';
    expect(() => release('weight', build('c', other), NOW)).toThrow(
      'refused: weight v1 is already released from another build (a release never changes)',
    );
    expect(live(store).version).toBe('v2');
  });

  test('refuses a version that cannot name a folder, and an unknown remote', () => {
    const { build } = workspace();
    expect(() => release('weight', build('a', remoteManifest({ version: '../x' })), NOW)).toThrow(
      'refused: weight build records no usable release version ("../x"); rebuild it',
    );
    expect(() => release('food', build('b', remoteManifest()), NOW)).toThrow("refused: unknown remote 'food'");
  });

  test('leaves no temporary folder or file behind', () => {
    const { store, build } = workspace();
    release('weight', build('a', remoteManifest({ version: 'v1' })), NOW);
    expect(readdirSync(path.join(store, 'weight')).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(readdirSync(store).sort()).toEqual(['registry.json', 'weight']);
  });

  test('waits for no one: a registry change in progress (its lock) refuses the release before it is stored', () => {
    const { store, build } = workspace();
    release('weight', build('a', remoteManifest({ version: 'v1' })), NOW);
    writeFileSync(path.join(store, 'registry.json.lock'), '');
    expect(() => release('weight', build('b', remoteManifest({ version: 'v2' })), NOW)).toThrow(
      'refused: another release is changing the registry',
    );
    expect(live(store).version).toBe('v1');
    expect(inStore(store)).toEqual(['v1']);
  });

  test('the same build released again is already live and changes nothing', () => {
    const { store, build } = workspace();
    const env = build('a', remoteManifest({ version: 'v1' }));
    release('weight', env, NOW);
    const before = registryText(store);
    expect(release('weight', env, new Date('2027-01-01T00:00:00Z'))).toBe('weight v1 is already live');
    expect(registryText(store)).toBe(before);
  });
});

describe('rollback', () => {
  const twoReleases = () => {
    const ws = workspace();
    release('weight', ws.build('a', remoteManifest({ version: 'v1' })), NOW);
    release('weight', ws.build('b', remoteManifest({ version: 'v2' })), NOW);
    release('weight', ws.build('c', remoteManifest({ version: 'v3' })), NOW);
    return ws;
  };

  test('puts the release live before back, then the named one', () => {
    const { store, env } = twoReleases();
    expect(rollback('weight', undefined, env, NOW)).toBe('weight v2 is live again');
    expect(live(store).version).toBe('v2');
    expect(rollback('weight', 'v1', env, NOW)).toBe('weight v1 is live again');
    expect(live(store).version).toBe('v1');
  });

  test('refuses a version not in the store, and one the live host no longer supports, changing nothing', () => {
    const { store, env, root } = twoReleases();
    const before = registryText(store);
    expect(() => rollback('weight', 'v9', env, NOW)).toThrow('refused: weight v9 is not in the store');
    writeFileSync(path.join(root, 'host', 'mf-manifest.json'), JSON.stringify(hostManifest({ supported: [2] })));
    expect(() => rollback('weight', undefined, env, NOW)).toThrow(
      'refused: weight v2: remote contract 1 built against, host supports 2',
    );
    expect(registryText(store)).toBe(before);
  });
});

describe('prune', () => {
  test('removes all but the N most recently live, never the live one, and forgets them', () => {
    const { store, env, build } = workspace();
    for (const version of ['v1', 'v2', 'v3']) release('weight', build(version, remoteManifest({ version })), NOW);
    rollback('weight', 'v1', env, NOW);
    expect(prune(2, env)).toBe('removed weight v2');
    expect(inStore(store)).toEqual(['v1', 'v3']);
    expect(JSON.parse(registryText(store)).remotes.weight.previous.map((d) => d.version)).toEqual(['v3']);
    expect(prune(1, env)).toBe('removed weight v3');
    expect(inStore(store)).toEqual(['v1']);
    expect(existsSync(path.join(store, 'weight', 'v1', 'mf-manifest.json'))).toBe(true);
  });

  test('refuses a keep below one', () => {
    const { env } = workspace();
    expect(() => prune(0, env)).toThrow('refused: --keep needs a whole number of 1 or more');
    expect(() => prune(Number.NaN, env)).toThrow('refused: --keep');
  });
});

describe('the remotes map for nginx (REMOTES_MAP)', () => {
  const urls = Object.fromEntries(
    ['intake', 'catalog', 'statistics', 'weight'].map((remote) => [
      `REMOTE_${remote.toUpperCase()}_URL`,
      `https://${remote}.example.org/mf-manifest.json`,
    ]),
  );
  const withMap = (env, root) => ({ ...env, ...urls, REMOTES_MAP: path.join(root, 'remotes.json') });
  const map = (root) => JSON.parse(readFileSync(path.join(root, 'remotes.json'), 'utf8'));

  test('a release and a rollback write it from the registry: the live version of each released remote', () => {
    const { root, env, build } = workspace();
    release('weight', withMap(build('a', remoteManifest({ version: 'v1' })), root), NOW);
    expect(map(root)).toEqual({
      intake: 'https://intake.example.org/mf-manifest.json',
      catalog: 'https://catalog.example.org/mf-manifest.json',
      statistics: 'https://statistics.example.org/mf-manifest.json',
      weight: 'https://weight.example.org/v1/mf-manifest.json',
    });
    release('weight', withMap(build('b', remoteManifest({ version: 'v2' })), root), NOW);
    expect(map(root).weight).toBe('https://weight.example.org/v2/mf-manifest.json');
    rollback('weight', undefined, withMap(env, root), NOW);
    expect(map(root).weight).toBe('https://weight.example.org/v1/mf-manifest.json');
    expect(readdirSync(root).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  test('a missing remote URL refuses the release, naming it, with nothing stored, live or written', () => {
    const { root, store, build } = workspace();
    const env = withMap(build('a', remoteManifest({ version: 'v1' })), root);
    delete env.REMOTE_CATALOG_URL;
    env.REMOTE_INTAKE_URL = 'intake.example.org';
    expect(() => release('weight', env, NOW)).toThrow(
      "refused: REMOTES_MAP needs each remote's mf-manifest.json URL on its own origin: REMOTE_INTAKE_URL, REMOTE_CATALOG_URL",
    );
    expect(existsSync(store)).toBe(false);
    expect(existsSync(path.join(root, 'remotes.json'))).toBe(false);
  });
});
