import { insertIntakeLog } from '../../../testing/fixtures';
import { setupTestApp } from '../../../testing/harness';
import { averageRequests, monthLine, weekLine } from './test-helpers';

/** Where the local days, ISO weeks and months of the averages begin and end, in several time zones. */

const t = setupTestApp();
const averages = averageRequests(t);

async function caloriesAt(userUuid: string, entries: [instant: string, calories: number][]) {
  for (const [date, calories] of entries)
    await insertIntakeLog(t.db, userUuid, { type: 'manual', date, nutrients: { calories } });
}

/** Each period as `weekLine`/`monthLine` with its average calories. */
async function weeks(query: string, headers: Record<string, string>) {
  return (await averages.weeks(`order[date]=asc&${query}`, headers)).map((week) => [
    weekLine(week),
    week.nutrients.calories,
  ]);
}
async function months(query: string, headers: Record<string, string>) {
  return (await averages.months(`order[date]=asc&${query}`, headers)).map((month) => [
    monthLine(month),
    month.nutrients.calories,
  ]);
}

describe('the periods of the averages', () => {
  it('are ISO weeks: week 1 of 2026 starts on Monday 29 December 2025, and 2020 has a week 53', async () => {
    const me = await t.signIn();
    await caloriesAt(me.uuid, [
      ['2020-12-27T12:00:00Z', 1], // Sunday of week 52 of 2020
      ['2020-12-31T12:00:00Z', 2], // Thursday of week 53 of 2020
      ['2021-01-02T12:00:00Z', 4], // its Saturday
      ['2021-01-04T12:00:00Z', 8], // Monday of week 1 of 2021
      ['2025-12-28T12:00:00Z', 16], // Sunday of week 52 of 2025
      ['2025-12-29T12:00:00Z', 32], // Monday of week 1 of 2026
      ['2026-01-04T12:00:00Z', 64], // its Sunday
      ['2026-01-05T12:00:00Z', 128], // Monday of week 2 of 2026
    ]);

    expect(await weeks('date[after]=2020-12-01', me.headers)).toEqual([
      ['2020-W52 2020-12-21..2020-12-27 ×1', 1],
      ['2020-W53 2020-12-28..2021-01-03 ×2', 3],
      ['2021-W01 2021-01-04..2021-01-10 ×1', 8],
      ['2025-W52 2025-12-22..2025-12-28 ×1', 16],
      ['2026-W01 2025-12-29..2026-01-04 ×2', 48],
      ['2026-W02 2026-01-05..2026-01-11 ×1', 128],
    ]);
    expect(await months('date[after]=2020-12-01', me.headers)).toEqual([
      ['2020-12 2020-12-01..2020-12-31 ×2', 1.5],
      ['2021-01 2021-01-01..2021-01-31 ×2', 6],
      ['2025-12 2025-12-01..2025-12-31 ×2', 24],
      ['2026-01 2026-01-01..2026-01-31 ×2', 96],
    ]);
    // date[after] in the middle of week 53: the week keeps its dates, its Thursday no longer counts.
    expect((await weeks('date[after]=2021-01-01', me.headers))[0]).toEqual(['2020-W53 2020-12-28..2021-01-03 ×1', 4]);
  });

  it('are months of 28, 29, 30 and 31 days', async () => {
    const me = await t.signIn();
    await caloriesAt(me.uuid, [
      ['2023-02-28T12:00:00Z', 1],
      ['2024-01-31T12:00:00Z', 2],
      ['2024-02-29T12:00:00Z', 4],
      ['2024-04-30T12:00:00Z', 8],
    ]);
    expect(await months('date[after]=2023-01-01', me.headers)).toEqual([
      ['2023-02 2023-02-01..2023-02-28 ×1', 1],
      ['2024-01 2024-01-01..2024-01-31 ×1', 2],
      ['2024-02 2024-02-01..2024-02-29 ×1', 4],
      ['2024-04 2024-04-01..2024-04-30 ×1', 8],
    ]);
  });

  it('put logs on their local day across the daylight-saving changes in Europe/Amsterdam', async () => {
    const me = await t.signIn();
    await caloriesAt(me.uuid, [
      ['2024-03-30T22:30:00Z', 1], // 23:30 CET, Saturday 30 March
      ['2024-03-30T23:30:00Z', 2], // 00:30 CET, Sunday 31 March (clocks go forward at 02:00)
      ['2024-03-31T21:30:00Z', 4], // 23:30 CEST, Sunday 31 March
      ['2024-03-31T22:30:00Z', 8], // 00:30 CEST, Monday 1 April: the next week and month
      ['2024-10-26T21:30:00Z', 16], // 23:30 CEST, Saturday 26 October
      ['2024-10-26T22:30:00Z', 32], // 00:30 CEST, Sunday 27 October (clocks go back at 03:00)
      ['2024-10-27T22:30:00Z', 64], // 23:30 CET, Sunday 27 October
      ['2024-10-27T23:30:00Z', 128], // 00:30 CET, Monday 28 October: the next week
    ]);
    const amsterdam = 'date[after]=2024-03-01&timezone=Europe/Amsterdam';

    expect(await weeks(amsterdam, me.headers)).toEqual([
      ['2024-W13 2024-03-25..2024-03-31 ×2', (1 + 2 + 4) / 2],
      ['2024-W14 2024-04-01..2024-04-07 ×1', 8],
      ['2024-W43 2024-10-21..2024-10-27 ×2', (16 + 32 + 64) / 2],
      ['2024-W44 2024-10-28..2024-11-03 ×1', 128],
    ]);
    expect(await months(amsterdam, me.headers)).toEqual([
      ['2024-03 2024-03-01..2024-03-31 ×2', 3.5],
      ['2024-04 2024-04-01..2024-04-30 ×1', 8],
      ['2024-10 2024-10-01..2024-10-31 ×3', (16 + 96 + 128) / 3],
    ]);
    // The same logs by UTC days: 30 March 1+2, 31 March 4+8; 26 October 16+32, 27 October 64+128.
    expect(await weeks('date[after]=2024-03-01', me.headers)).toEqual([
      ['2024-W13 2024-03-25..2024-03-31 ×2', 7.5],
      ['2024-W43 2024-10-21..2024-10-27 ×2', 120],
    ]);
    // date[after] is a local day: from 1 April in Amsterdam, 00:30 CEST counts and 23:30 CEST the day before does not.
    expect((await weeks('date[after]=2024-04-01&timezone=Europe/Amsterdam', me.headers))[0]).toEqual([
      '2024-W14 2024-04-01..2024-04-07 ×1',
      8,
    ]);
  });

  it('put logs on their local day far from UTC: a week and a month later in UTC+13, earlier in UTC-10', async () => {
    const me = await t.signIn();
    await caloriesAt(me.uuid, [
      // UTC: Sunday 31 March; Auckland (NZDT, UTC+13): 00:30 on Monday 1 April; Honolulu: 01:30 on 31 March
      ['2024-03-31T11:30:00Z', 1],
      // UTC: Monday 1 April; Auckland: 22:30 on 1 April; Honolulu (UTC-10): 23:30 on Sunday 31 March
      ['2024-04-01T09:30:00Z', 2],
    ]);

    expect(await weeks('date[after]=2024-03-01', me.headers)).toEqual([
      ['2024-W13 2024-03-25..2024-03-31 ×1', 1],
      ['2024-W14 2024-04-01..2024-04-07 ×1', 2],
    ]);
    expect(await months('date[after]=2024-03-01', me.headers)).toEqual([
      ['2024-03 2024-03-01..2024-03-31 ×1', 1],
      ['2024-04 2024-04-01..2024-04-30 ×1', 2],
    ]);
    expect(await weeks('date[after]=2024-03-01&timezone=Pacific/Auckland', me.headers)).toEqual([
      ['2024-W14 2024-04-01..2024-04-07 ×1', 3],
    ]);
    expect(await months('date[after]=2024-03-01&timezone=Pacific/Auckland', me.headers)).toEqual([
      ['2024-04 2024-04-01..2024-04-30 ×1', 3],
    ]);
    expect(await weeks('date[after]=2024-03-01&timezone=Pacific/Honolulu', me.headers)).toEqual([
      ['2024-W13 2024-03-25..2024-03-31 ×1', 3],
    ]);
    expect(await months('date[after]=2024-03-01&timezone=Pacific/Honolulu', me.headers)).toEqual([
      ['2024-03 2024-03-01..2024-03-31 ×1', 3],
    ]);

    // From 1 April on: in Auckland both logs count (its 1 April starts at 11:00 UTC on 31 March), in Honolulu neither.
    expect(await weeks('date[after]=2024-04-01&timezone=Pacific/Auckland', me.headers)).toEqual([
      ['2024-W14 2024-04-01..2024-04-07 ×1', 3],
    ]);
    expect(await weeks('date[after]=2024-04-01&timezone=Pacific/Honolulu', me.headers)).toEqual([]);
    expect(await weeks('date[after]=2024-04-01', me.headers)).toEqual([['2024-W14 2024-04-01..2024-04-07 ×1', 2]]);
  });
});
