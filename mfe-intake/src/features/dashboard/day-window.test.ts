import dayjs from 'dayjs';
import { setDateLocale } from '@nutrilog/shared/format';
import { dayWindow, pickerDays, shiftDay } from './day-window';

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

describe('pickerDays', () => {
  afterEach(() => setDateLocale('en-GB'));

  it('writes each day as dayjs does in the active language', () => {
    for (const locale of ['en-GB', 'nl-NL'] as const) {
      setDateLocale(locale);
      const days = pickerDays('2026-12-04');
      expect(days.map(({ day }) => day)).toEqual(dayWindow('2026-12-04'));
      for (const { day, label, weekday, number } of days)
        expect([label, weekday, number]).toEqual([
          dayjs(day).format('dddd D MMMM YYYY'),
          dayjs(day).format('ddd'),
          dayjs(day).format('D'),
        ]);
    }
    setDateLocale('nl-NL');
    expect(pickerDays('2026-12-04').find(({ day }) => day === '2026-12-04')).toEqual({
      day: '2026-12-04',
      label: 'vrijdag 4 december 2026',
      weekday: 'vr.',
      number: '4',
    });
  });
});
