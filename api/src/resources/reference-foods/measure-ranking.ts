import type { ReferenceFoodIndex } from './food-index';
import type { RankingCase } from './ranking-table';

/*
 * The ranking table against an index: where each case's food comes, how many come first and in the top three, and
 * how long each search takes (in process, after a warm-up pass over the table; every query timed a few times, the
 * percentiles over all the timings).
 */

const TIMED_ROUNDS = 5;

export interface RankingOutcome {
  case: RankingCase;
  /** 1 for first; null when the food is not found at all. */
  place: number | null;
  /** The first three foods: NDB number and name. */
  top: { ndbNo: string; name: string }[];
}

export interface RankingMeasurement {
  cases: number;
  first: number;
  topThree: number;
  outcomes: RankingOutcome[];
  msMedian: number;
  msP95: number;
  msMax: number;
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;

export function measureRanking(index: ReferenceFoodIndex, table: readonly RankingCase[]): RankingMeasurement {
  for (const { query, language } of table) index.search(query, language);
  const milliseconds: number[] = [];
  const outcomes = table.map((rankingCase): RankingOutcome => {
    let hits = index.search(rankingCase.query, rankingCase.language);
    for (let round = 0; round < TIMED_ROUNDS; round += 1) {
      const started = performance.now();
      hits = index.search(rankingCase.query, rankingCase.language);
      milliseconds.push(performance.now() - started);
    }
    const at = hits.findIndex(({ food }) => food.ndbNo === rankingCase.expected);
    return {
      case: rankingCase,
      place: at < 0 ? null : at + 1,
      top: hits.slice(0, 3).map(({ food, name }) => ({ ndbNo: food.ndbNo, name })),
    };
  });
  const sorted = [...milliseconds].sort((a, b) => a - b);
  return {
    cases: table.length,
    first: outcomes.filter(({ place }) => place === 1).length,
    topThree: outcomes.filter(({ place }) => place !== null && place <= 3).length,
    outcomes,
    msMedian: percentile(sorted, 0.5),
    msP95: percentile(sorted, 0.95),
    msMax: sorted.at(-1) ?? 0,
  };
}

/** One line per case that is not first: the query, where its food came, and the first three. */
export function describeMisses(measurement: RankingMeasurement): string[] {
  return measurement.outcomes
    .filter(({ place }) => place !== 1)
    .map(({ case: { query, expected }, place, top }) => {
      const first = top.map(({ ndbNo, name }) => `${ndbNo} ${name}`).join(' | ');
      return `"${query}": ${expected} ${place === null ? 'not found' : `came ${place}`}; first: ${first}`;
    });
}
