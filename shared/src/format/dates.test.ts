import { formatWeekdayDate, localDayBoundsUtc, setDateLocale } from './dates';

describe('localDayBoundsUtc', () => {
  it('turns the local day into UTC bounds in the format the API takes', () => {
    const { after, before } = localDayBoundsUtc('2026-03-29T12:00:00');
    const start = new Date(2026, 2, 29, 0, 0, 0);
    const end = new Date(2026, 2, 29, 23, 59, 59);
    const utc = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
    expect(after).toBe(utc(start));
    expect(before).toBe(utc(end));
    expect(after).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('formatWeekdayDate', () => {
  afterEach(() => setDateLocale('en-GB'));

  it('writes the local day as short weekday, day and short month in the active locale', () => {
    const lateEvening = new Date(2026, 2, 29, 23, 30).toISOString();
    setDateLocale('en-GB');
    expect(formatWeekdayDate(lateEvening)).toBe('Sun 29 Mar');
    setDateLocale('nl-NL');
    expect(formatWeekdayDate(lateEvening)).toBe('zo. 29 mrt');
  });
});
