import { sharedDataPath } from '../../testing/shared-data';
import { catalogueFromFiles } from './catalogue-from-files';
import { DUTCH_FOOD_NAMES } from './dutch-names';
import { ENGLISH_FOOD_NAMES } from './english-names';
import { ReferenceFoodIndex } from './food-index';
import { describeMisses, measureRanking, type RankingMeasurement } from './measure-ranking';
import { RANKING_TABLE } from './ranking-table';
import type { ReferenceCatalogue } from './repository';

/*
 * The ranking table against the real SR copy, made into a catalogue in memory (no database: about a second). The
 * same measurement is a row of `pnpm bench`.
 */

let catalogue: ReferenceCatalogue;
let measured: RankingMeasurement;

beforeAll(async () => {
  catalogue = await catalogueFromFiles(sharedDataPath('usda-sr'));
  measured = measureRanking(new ReferenceFoodIndex(catalogue), RANKING_TABLE);
  const misses = describeMisses(measured);
  if (misses.length > 0) console.log(`Ranking table: ${misses.length} not first:\n${misses.join('\n')}`);
}, 60_000);

describe('the ranking table', () => {
  it('has at least 80 queries, half of them Dutch, each once, each expecting an SR food', () => {
    expect(RANKING_TABLE.length).toBeGreaterThanOrEqual(80);
    expect(RANKING_TABLE.filter(({ language }) => language === 'nl').length).toBeGreaterThanOrEqual(
      RANKING_TABLE.length / 2,
    );
    expect(new Set(RANKING_TABLE.map(({ query }) => query)).size).toBe(RANKING_TABLE.length);
    const known = new Set(catalogue.foods.map(({ ndbNo }) => ndbNo));
    expect(RANKING_TABLE.filter(({ expected }) => !known.has(expected))).toEqual([]);
  });

  it('finds the expected food first for at least 95 % of the queries, and in the top three for all', () => {
    expect(measured.cases).toBe(RANKING_TABLE.length);
    expect(measured.first / measured.cases).toBeGreaterThanOrEqual(0.95);
    expect(describeMisses(measured).filter((line) => !/came [23];/.test(line))).toEqual([]);
    expect(measured.topThree).toBe(measured.cases);
  });

  it('times every query', () => {
    expect(measured.msMedian).toBeGreaterThan(0);
    expect(measured.msMedian).toBeLessThanOrEqual(measured.msP95);
    expect(measured.msP95).toBeLessThanOrEqual(measured.msMax);
  });
});

describe('the names tables', () => {
  it('name only foods of the SR copy', () => {
    const known = new Set(catalogue.foods.map(({ ndbNo }) => ndbNo));
    expect([...ENGLISH_FOOD_NAMES, ...DUTCH_FOOD_NAMES].filter(([, ndbNo]) => !known.has(ndbNo))).toEqual([]);
  });
});
