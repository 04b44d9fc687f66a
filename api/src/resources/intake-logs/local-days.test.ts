import { addDays, daysBetween, localDays } from './local-days';

describe('localDays', () => {
  const amsterdam = localDays('Europe/Amsterdam');

  it('starts a day at its local midnight, in winter and in summer time', () => {
    expect(amsterdam.startOf('2024-01-15').toISOString()).toBe('2024-01-14T23:00:00.000Z');
    expect(amsterdam.startOf('2024-07-15').toISOString()).toBe('2024-07-14T22:00:00.000Z');
    expect(localDays('UTC').startOf('2024-07-15').toISOString()).toBe('2024-07-15T00:00:00.000Z');
    expect(localDays('America/New_York').startOf('2024-07-15').toISOString()).toBe('2024-07-15T04:00:00.000Z');
  });

  it('makes the days of the daylight-saving changes 23 and 25 hours long', () => {
    const hours = (date: string) =>
      (amsterdam.startOf(addDays(date, 1)).getTime() - amsterdam.startOf(date).getTime()) / 3_600_000;
    expect(amsterdam.startOf('2024-03-31').toISOString()).toBe('2024-03-30T23:00:00.000Z');
    expect(hours('2024-03-31')).toBe(23);
    expect(amsterdam.startOf('2024-10-27').toISOString()).toBe('2024-10-26T22:00:00.000Z');
    expect(hours('2024-10-27')).toBe(25);
    expect(hours('2024-10-28')).toBe(24);
  });

  it('starts a day whose midnight is skipped at the first instant after it', () => {
    // Santiago de Chile moved its clocks from 00:00 to 01:00 on 2024-09-08.
    const santiago = localDays('America/Santiago');
    expect(santiago.startOf('2024-09-08').toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(santiago.dateOf(santiago.startOf('2024-09-08'))).toBe('2024-09-08');
  });

  it('tells the local date of an instant', () => {
    expect(amsterdam.dateOf(new Date('2024-05-01T21:59:59Z'))).toBe('2024-05-01');
    expect(amsterdam.dateOf(new Date('2024-05-01T22:00:00Z'))).toBe('2024-05-02');
  });

  it('tells the local time of an instant and the instant of a local date and time', () => {
    expect(amsterdam.timeOf(new Date('2024-05-01T21:59:59Z'))).toBe('23:59');
    expect(amsterdam.timeOf(new Date('2024-01-15T06:05:00Z'))).toBe('07:05');
    expect(amsterdam.at('2024-01-15', '07:05:00').toISOString()).toBe('2024-01-15T06:05:00.000Z');
    expect(amsterdam.at('2024-07-15', '12:00:30').toISOString()).toBe('2024-07-15T10:00:30.000Z');
    // The morning after the clocks went forward, and the hour that came twice when they went back (its second time).
    expect(amsterdam.at('2024-03-31', '07:00:00').toISOString()).toBe('2024-03-31T05:00:00.000Z');
    expect(amsterdam.at('2024-10-27', '02:30:00').toISOString()).toBe('2024-10-27T01:30:00.000Z');
    expect(localDays('America/New_York').at('2024-12-31', '23:30:00').toISOString()).toBe('2025-01-01T04:30:00.000Z');
  });

  it('counts calendar days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(daysBetween('2024-01-01', '2024-01-01')).toBe(1);
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(366);
  });
});
