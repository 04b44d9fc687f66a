/* global describe, test, expect */
import { emptyRegistry, prunable, rollbackTarget, withLive, withoutVersions } from './registry.mjs';

const stamp = (at) => ({ at, by: 'ada' });
const deployed = (...versions) =>
  versions.reduce((registry, version, i) => withLive(registry, 'weight', version, stamp(`t${i}`)), emptyRegistry());

describe('withLive', () => {
  test('the new version is live with when and by whom; the one it replaces is the first previous', () => {
    expect(deployed('v1', 'v2', 'v3').remotes.weight).toEqual({
      live: { version: 'v3', at: 't2', by: 'ada' },
      previous: [
        { version: 'v2', at: 't1', by: 'ada' },
        { version: 'v1', at: 't0', by: 'ada' },
      ],
    });
  });

  test('a version live again leaves the history once, and other remotes are untouched', () => {
    const registry = withLive(deployed('v1', 'v2'), 'weight', 'v1', stamp('t9'));
    expect(registry.remotes.weight.previous.map((d) => d.version)).toEqual(['v2']);
    const other = withLive(registry, 'intake', 'i1', stamp('t10'));
    expect(other.remotes.weight).toBe(registry.remotes.weight);
  });
});

describe('rollbackTarget', () => {
  test('the release live before, or the one named', () => {
    expect(rollbackTarget(deployed('v1', 'v2', 'v3'), 'weight')).toBe('v2');
    expect(rollbackTarget(deployed('v1', 'v2', 'v3'), 'weight', 'v1')).toBe('v1');
  });

  test('refuses with the reason when there is nothing to go back to', () => {
    expect(() => rollbackTarget(emptyRegistry(), 'weight')).toThrow('refused: weight has no release live');
    expect(() => rollbackTarget(deployed('v1'), 'weight')).toThrow(
      'refused: weight has no previous release (live: v1)',
    );
    expect(() => rollbackTarget(deployed('v1', 'v2'), 'weight', 'v2')).toThrow('refused: weight v2 is already live');
  });
});

describe('prunable', () => {
  test('keeps the N most recently live, the live one among them, and removes never-live versions', () => {
    const registry = deployed('v1', 'v2', 'v3', 'v4');
    const stored = ['v1', 'v2', 'v3', 'v4', 'stray'];
    expect(prunable(registry, 'weight', stored, 2).sort()).toEqual(['stray', 'v1', 'v2']);
    expect(prunable(registry, 'weight', stored, 1).sort()).toEqual(['stray', 'v1', 'v2', 'v3']);
  });

  test('never the live one, also after a rollback put an older version live', () => {
    const rolledBack = withLive(deployed('v1', 'v2', 'v3'), 'weight', 'v1', stamp('t9'));
    expect(prunable(rolledBack, 'weight', ['v1', 'v2', 'v3'], 1).sort()).toEqual(['v2', 'v3']);
  });

  test('withoutVersions forgets pruned versions in the history only', () => {
    const registry = withoutVersions(deployed('v1', 'v2', 'v3'), 'weight', ['v1']);
    expect(registry.remotes.weight.live.version).toBe('v3');
    expect(registry.remotes.weight.previous.map((d) => d.version)).toEqual(['v2']);
  });
});
