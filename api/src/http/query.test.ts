import * as v from 'valibot';
import { calendarDateIn, dateTimeParam, isTimeZone, orderParam, parseDateTime, timeZoneParam } from './query';

const iso = (text: string) => parseDateTime(text)?.toISOString() ?? null;

describe('parseDateTime', () => {
  it('reads UTC "YYYY-MM-DD HH:mm:ss", dates alone (UTC midnight) and ISO 8601 with or without an offset', () => {
    expect(iso('2024-05-01 00:00:00')).toBe('2024-05-01T00:00:00.000Z');
    expect(iso('2024-05-01 23:59:59')).toBe('2024-05-01T23:59:59.000Z');
    expect(iso('2024-05-01')).toBe('2024-05-01T00:00:00.000Z');
    expect(iso('2024-05-01T07:30')).toBe('2024-05-01T07:30:00.000Z');
    expect(iso('2024-05-01T07:30:15.5Z')).toBe('2024-05-01T07:30:15.500Z');
    expect(iso('2024-05-01T07:30:15.123456z')).toBe('2024-05-01T07:30:15.123Z');
    expect(iso('2024-05-01T02:00:00+02:00')).toBe('2024-05-01T00:00:00.000Z');
    expect(iso('2024-05-01T02:00:00+0200')).toBe('2024-05-01T00:00:00.000Z');
    expect(iso('2024-04-30T19:30:00-04:30')).toBe('2024-05-01T00:00:00.000Z');
    expect(iso('2024-02-29')).toBe('2024-02-29T00:00:00.000Z');
    expect(iso('0099-01-01')).toBe('0099-01-01T00:00:00.000Z');
  });

  it('refuses anything else, impossible dates included', () => {
    for (const text of [
      '',
      'notadate',
      '2024-5-1',
      '01-05-2024',
      '2024-02-30',
      '2023-02-29',
      '2024-13-01',
      '2024-05-01 24:00:00',
      '2024-05-01 12:60',
      '2024-05-01Z',
      '2024-05-01T10:00:00+25:00',
      '1714521600',
    ]) {
      expect([text, parseDateTime(text)]).toEqual([text, null]);
    }
  });
});

describe('query parameters', () => {
  const schema = v.object({
    'order[date]': orderParam('Date order'),
    'date[after]': dateTimeParam('Date after'),
    timezone: timeZoneParam('Timezone'),
  });

  it('default to ascending order, no date and UTC', () => {
    expect(v.parse(schema, {})).toEqual({ 'order[date]': 'asc', 'date[after]': undefined, timezone: 'UTC' });
  });

  it('take order in either case, a date as a Date and a time zone', () => {
    expect(
      v.parse(schema, { 'order[date]': 'DESC', 'date[after]': '2024-05-01 06:00:00', timezone: 'Europe/Amsterdam' }),
    ).toEqual({
      'order[date]': 'desc',
      'date[after]': new Date('2024-05-01T06:00:00Z'),
      timezone: 'Europe/Amsterdam',
    });
  });
});

describe('time zones', () => {
  it('are IANA names the runtime knows', () => {
    expect(isTimeZone('Europe/Amsterdam')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('give the calendar date of an instant', () => {
    const instant = new Date('2024-05-01T22:30:00Z');
    expect(calendarDateIn('UTC', instant)).toBe('2024-05-01');
    expect(calendarDateIn('Europe/Amsterdam', instant)).toBe('2024-05-02');
    expect(calendarDateIn('America/New_York', new Date('2024-05-01T03:59:59Z'))).toBe('2024-04-30');
  });
});
