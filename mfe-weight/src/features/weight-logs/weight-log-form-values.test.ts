import type { WeightLog } from '@nutrilog/shared/schemas';
import { STORED_AT } from '@nutrilog/shared/test';
import { dayOfTimestamp, timestampOfDay, weightLogFormValues } from './weight-log-form-values';

const now = new Date(2026, 2, 29, 8, 15, 30);

describe('timestampOfDay', () => {
  it('saves a weigh-in of today at this moment', () => {
    expect(timestampOfDay('2026-03-29', now)).toBe(now.toISOString());
  });

  it('saves a weigh-in of another day at 12:00 local time on that day', () => {
    expect(timestampOfDay('2026-03-27', now)).toBe(new Date(2026, 2, 27, 12, 0, 0).toISOString());
    expect(timestampOfDay('2026-04-02', now)).toBe(new Date(2026, 3, 2, 12, 0, 0).toISOString());
  });

  it('keeps an empty date empty', () => {
    expect(timestampOfDay('', now)).toBe('');
  });
});

describe('dayOfTimestamp', () => {
  it('gives the local day of a timestamp, or nothing', () => {
    expect(dayOfTimestamp(new Date(2026, 2, 29, 23, 59).toISOString())).toBe('2026-03-29');
    expect(dayOfTimestamp('')).toBe('');
    expect(dayOfTimestamp('not a date')).toBe('');
  });
});

describe('weightLogFormValues', () => {
  it('starts a new log now, without weight or body fat, in kilograms', () => {
    expect(weightLogFormValues(null, now)).toEqual({
      date: now.toISOString(),
      weight: 0,
      bodyFatPercentage: null,
      unit: 'kilogram',
    });
  });

  it("starts from the log's own values when editing", () => {
    const log: WeightLog = {
      '@id': '/api/weight_logs/w1',
      '@type': 'WeightLog',
      ...STORED_AT,
      uuid: 'w1',
      date: '2026-03-01T07:00:00.000Z',
      weight: 81.2,
      bodyFatPercentage: 18.5,
      unit: 'kilogram',
    };
    expect(weightLogFormValues(log, now)).toEqual({
      date: '2026-03-01T07:00:00.000Z',
      weight: 81.2,
      bodyFatPercentage: 18.5,
      unit: 'kilogram',
    });
  });
});
