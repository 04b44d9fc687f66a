/* global describe, test, expect */
import { compareFigures, comparisonLines, isWorse, relativeChange } from './compare.mjs';

const read = (id, share, p99Ms) => ({
  id,
  figure: id,
  metrics: { share, p99Ms, rps: 1000 },
  better: { share: 'higher', p99Ms: 'lower' },
});

describe('relativeChange and isWorse', () => {
  test('a change in per cent of the baseline', () => {
    expect(relativeChange(110, 100)).toBeCloseTo(0.1);
    expect(relativeChange(0, 0)).toBe(0);
    expect(relativeChange(1, 0)).toBe(Infinity);
    expect(relativeChange(undefined, 3)).toBeNull();
  });

  test('worse by more than the threshold, in the direction that is worse', () => {
    expect(isWorse(-0.11, 'higher')).toBe(true);
    expect(isWorse(-0.1, 'higher')).toBe(false);
    expect(isWorse(0.5, 'higher')).toBe(false);
    expect(isWorse(0.11, 'lower')).toBe(true);
    expect(isWorse(-0.5, 'lower')).toBe(false);
    expect(isWorse(Infinity, 'lower')).toBe(true);
    expect(isWorse(0.5, undefined)).toBe(false);
    expect(isWorse(null, 'lower')).toBe(false);
  });
});

describe('compareFigures', () => {
  test('flags a judged metric more than 10 % worse, never one without a direction', () => {
    const latest = [
      read('api/pglite/read/a', 0.5, 10),
      { ...read('api/pglite/read/b', 0.6, 12), metrics: { share: 0.6, p99Ms: 12, rps: 10 } },
    ];
    const baseline = [read('api/pglite/read/a', 0.54, 10), read('api/pglite/read/b', 0.6, 10)];
    const { rows, worse } = compareFigures(latest, baseline);
    expect(worse).toBe(1);
    const b = rows.find((row) => row.id === 'api/pglite/read/b');
    expect(b.worse).toBe(true);
    expect(b.metrics.find((m) => m.name === 'p99Ms')).toMatchObject({ latest: 12, baseline: 10, worse: true });
    // 99 % fewer, not judged
    expect(b.metrics.find((m) => m.name === 'rps')).toMatchObject({ better: null, worse: false });
    expect(rows.find((row) => row.id === 'api/pglite/read/a').worse).toBe(false); // 7.4 % lower share
  });

  test('lists figures of one file only as new or missing', () => {
    const { rows, worse } = compareFigures(
      [read('api/x', 1, 1), { figure: 'no id' }],
      [read('api/y', 1, 1), { id: 'api/z', figure: 'z' }],
    );
    expect(worse).toBe(0);
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      ['api/x', 'new'],
      ['api/y', 'missing'],
      ['api/z', 'missing'],
    ]);
  });

  test('a metric in one file only is shown, not judged', () => {
    const latest = [{ id: 'api/w', metrics: { share: 0.2, p99Ms: 300 }, better: { share: 'higher' } }];
    const baseline = [{ id: 'api/w', metrics: { p99Ms: 100 }, better: {} }];
    const { rows, worse } = compareFigures(latest, baseline);
    expect(worse).toBe(0);
    expect(rows[0].metrics.find((m) => m.name === 'share')).toMatchObject({
      latest: 0.2,
      baseline: null,
      change: null,
      worse: false,
    });
  });

  test('with sections, the baseline figures of the sections not run are left out', () => {
    const baseline = [read('api/a', 1, 1), read('frontend/bytes/dashboard', 1, 1), read('inference/x', 1, 1)];
    const { rows } = compareFigures([read('api/a', 1, 1)], baseline, { sections: new Set(['api']) });
    expect(rows.map((row) => [row.id, row.status])).toEqual([['api/a', 'compared']]);
  });

  test('no figures at all is no crash', () => {
    expect(compareFigures(undefined, null)).toEqual({ rows: [], worse: 0 });
  });

  test('the printed lines name what is worse, new and missing', () => {
    const lines = comparisonLines(
      compareFigures([read('a/1', 0.4, 10), read('a/2', 1, 1)], [read('a/1', 0.5, 10), read('a/3', 1, 1)]),
    );
    expect(lines[0]).toMatch(
      new RegExp(
        String.raw`^WORSE\s+a\/1: share 0\.4 vs 0\.5 \(-20\.0 %\) WORSE; ` +
          String.raw`p99Ms 10 vs 10 \(\+0\.0 %\); rps 1000 vs 1000 \(\+0\.0 %\) \(info\)$`,
      ),
    );
    expect(lines[1]).toMatch(/^NEW\s+a\/2/);
    expect(lines[2]).toMatch(/^MISSING\s+a\/3/);
    expect(lines.at(-1)).toBe('1 figures compared with the baseline, 1 more than 10 % worse.');
  });
});
