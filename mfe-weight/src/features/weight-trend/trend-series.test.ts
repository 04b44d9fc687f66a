import {
  dailyWeights,
  logsOfTrendWindow,
  movingAverage,
  summaryLogs,
  trendDays,
  TREND_SMOOTHING,
  weightAxisRange,
} from './trend-series';
import { marchLog } from './trend-test-kit';

const log = (uuid: string, day: number, weight: number, hour = 12) => marchLog(uuid, day, weight, hour);

describe('logsOfTrendWindow', () => {
  it('keeps the logs of today and the 29 days before, oldest first', () => {
    const logs = [
      log('today', 31, 80),
      log('late', 31, 80, 23),
      log('edge', 2, 81, 0),
      log('before', 1, 82, 23),
      log('mid', 15, 81),
    ];
    const kept = logsOfTrendWindow(logs, '2026-03-31');
    expect(kept.map((kept) => kept.uuid)).toEqual(['edge', 'mid', 'today', 'late']);
    expect(logsOfTrendWindow(logs, '2026-04-01').map((kept) => kept.uuid)).toEqual(['mid', 'today', 'late']);
  });

  it('leaves out logs after today', () => {
    expect(logsOfTrendWindow([log('tomorrow', 11, 80)], '2026-03-10')).toEqual([]);
  });
});

describe('dailyWeights', () => {
  it('has one point per day from the first log to today, null on days without a log', () => {
    expect(dailyWeights([log('a', 26, 80), log('b', 28, 79.5)], '2026-03-30')).toEqual([
      { date: '2026-03-26', weight: 80 },
      { date: '2026-03-27', weight: null },
      { date: '2026-03-28', weight: 79.5 },
      { date: '2026-03-29', weight: null },
      { date: '2026-03-30', weight: null },
    ]);
  });

  it("takes a day's latest log, whatever the order of the logs", () => {
    const logs = [log('evening', 28, 79, 21), log('morning', 28, 80, 7), log('noon', 28, 81, 12)];
    expect(dailyWeights(logs, '2026-03-28')).toEqual([{ date: '2026-03-28', weight: 79 }]);
  });

  it('is empty without logs', () => {
    expect(dailyWeights([], '2026-03-28')).toEqual([]);
  });

  it('counts calendar days across a change of daylight saving time', () => {
    // Europe changes its clocks on 29 March 2026; every local day is one point in any time zone.
    expect(dailyWeights([log('a', 28, 80)], '2026-03-30').map((day) => day.date)).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
  });
});

describe('movingAverage', () => {
  it('starts at the first weight and moves a tenth of the way to each next weight', () => {
    expect(TREND_SMOOTHING).toBe(0.1);
    const trend = movingAverage([80, 81, 79]);
    expect(trend[0]).toBe(80);
    expect(trend[1]).toBeCloseTo(80.1, 10);
    expect(trend[2]).toBeCloseTo(80.1 + 0.1 * (79 - 80.1), 10);
  });

  it('carries the trend over days without a weight', () => {
    const trend = movingAverage([80, null, null, 90]);
    expect(trend.slice(0, 3)).toEqual([80, 80, 80]);
    expect(trend[3]).toBeCloseTo(81, 10);
  });

  it('has no trend before the first weight', () => {
    expect(movingAverage([null, 70])).toEqual([null, 70]);
  });
});

describe('trendDays', () => {
  it('gives each day its weight (or null) and the trend', () => {
    const days = trendDays([log('a', 28, 80), log('b', 30, 82)], '2026-03-31');
    expect(days.map((day) => [day.date, day.weight])).toEqual([
      ['2026-03-28', 80],
      ['2026-03-29', null],
      ['2026-03-30', 82],
      ['2026-03-31', null],
    ]);
    expect(days.map((day) => day.trend)).toEqual([80, 80, expect.closeTo(80.2, 10), expect.closeTo(80.2, 10)]);
  });
});

describe('weightAxisRange', () => {
  it('runs from the lowest weight − 0.5 to the highest + 0.5, ignoring empty days', () => {
    const range = weightAxisRange([80.3, null, 78.9, 79.4]);
    expect(range?.min).toBeCloseTo(78.4, 10);
    expect(range?.max).toBeCloseTo(80.8, 10);
  });

  it('is one kilogram wide around a single weight, and absent without weights', () => {
    expect(weightAxisRange([75])).toEqual({ min: 74.5, max: 75.5 });
    expect(weightAxisRange([null])).toBeNull();
  });
});

describe('summaryLogs', () => {
  const logs = [log('a', 1, 80), log('b', 2, 81), log('c', 3, 82), log('d', 4, 83), log('e', 5, 84)];
  const summary = (count: number) =>
    summaryLogs(logs.slice(0, count)).map(({ position, log }) => `${position} ${log.uuid}`);

  it('names the first, the middle and the last log', () => {
    expect(summary(5)).toEqual(['first a', 'middle c', 'last e']);
    expect(summary(4)).toEqual(['first a', 'middle b', 'last d']);
    expect(summary(3)).toEqual(['first a', 'middle b', 'last c']);
  });

  it('names each log once when there are fewer than three', () => {
    expect(summary(2)).toEqual(['first a', 'last b']);
    expect(summary(1)).toEqual(['first a']);
    expect(summary(0)).toEqual([]);
  });
});
