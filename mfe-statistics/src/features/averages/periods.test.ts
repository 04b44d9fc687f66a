import { averageKey, recentPeriods } from './periods';

const nutrients = {
  calories: 0,
  totalFat: 0,
  saturatedFat: 0,
  totalCarbohydrates: 0,
  sugars: 0,
  fibers: 0,
  proteins: 0,
  salt: 0,
  water: 0,
  caffeine: 0,
  potassium: 0,
};

describe('recentPeriods', () => {
  it('lists the ISO week of today and the six before it, newest first, across a year boundary', () => {
    // Friday 2 January 2026 is in ISO week 1 of 2026, which starts on Monday 29 December 2025.
    const weeks = recentPeriods('week', '2026-01-02');
    expect(weeks.map(({ key, startDate, endDate }) => [key, startDate, endDate])).toEqual([
      ['2026-W1', '2025-12-29', '2026-01-04'],
      ['2025-W52', '2025-12-22', '2025-12-28'],
      ['2025-W51', '2025-12-15', '2025-12-21'],
      ['2025-W50', '2025-12-08', '2025-12-14'],
      ['2025-W49', '2025-12-01', '2025-12-07'],
      ['2025-W48', '2025-11-24', '2025-11-30'],
      ['2025-W47', '2025-11-17', '2025-11-23'],
    ]);
    expect(weeks.every((week) => week.kind === 'week')).toBe(true);
    expect(weeks.map((week) => (week.kind === 'week' ? week.weekNumber : null))).toEqual([1, 52, 51, 50, 49, 48, 47]);
  });

  it('starts a week on Monday: a Sunday belongs to the week before it', () => {
    expect(recentPeriods('week', '2026-03-29')[0]).toMatchObject({
      startDate: '2026-03-23',
      endDate: '2026-03-29',
      weekNumber: 13,
    });
    expect(recentPeriods('week', '2026-03-30')[0]).toMatchObject({
      startDate: '2026-03-30',
      endDate: '2026-04-05',
      weekNumber: 14,
    });
  });

  it('lists the month of today and the six before it, newest first', () => {
    expect(
      recentPeriods('month', '2026-01-02').map(({ key, startDate, endDate }) => [key, startDate, endDate]),
    ).toEqual([
      ['2026-1', '2026-01-01', '2026-01-31'],
      ['2025-12', '2025-12-01', '2025-12-31'],
      ['2025-11', '2025-11-01', '2025-11-30'],
      ['2025-10', '2025-10-01', '2025-10-31'],
      ['2025-9', '2025-09-01', '2025-09-30'],
      ['2025-8', '2025-08-01', '2025-08-31'],
      ['2025-7', '2025-07-01', '2025-07-31'],
    ]);
  });
});

describe('averageKey', () => {
  it("names a member's period as recentPeriods does: the ISO week-numbering year of a week", () => {
    const period = { startDate: '2025-12-29', endDate: '2026-01-04', loggedDays: 1, nutrients };
    expect(averageKey({ ...period, weekNumber: 1, year: 2026 })).toBe(recentPeriods('week', '2026-01-02')[0]!.key);
    expect(averageKey({ ...period, startDate: '2025-12-01', endDate: '2025-12-31', month: 12, year: 2025 })).toBe(
      recentPeriods('month', '2026-01-02')[1]!.key,
    );
  });
});
