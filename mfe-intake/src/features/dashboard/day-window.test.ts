import { dayWindow, shiftDay } from './day-window';

describe('dayWindow', () => {
  it('runs from one month before to one month after the day, both included (across a daylight saving change)', () => {
    const days = dayWindow('2026-03-29');
    expect(days[0]).toBe('2026-02-28');
    expect(days.at(-1)).toBe('2026-04-29');
    expect(days).toHaveLength(61);
    expect(days).toContain('2026-03-29');
    expect(new Set(days).size).toBe(days.length);
  });

  it('keeps every calendar day across a year end', () => {
    const days = dayWindow('2026-12-31');
    expect(days[0]).toBe('2026-11-30');
    expect(days.at(-1)).toBe('2027-01-31');
    expect(days).toContain('2027-01-01');
    expect(days).toHaveLength(63);
  });
});

describe('shiftDay', () => {
  it('moves by calendar days', () => {
    expect(shiftDay('2026-03-29', 1)).toBe('2026-03-30');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-10-25', 1)).toBe('2026-10-26');
  });
});
