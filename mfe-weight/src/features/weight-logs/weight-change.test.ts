import type { WeightLog } from '@nutrilog/shared/schemas';
import { STORED_AT } from '@nutrilog/shared/test';
import { weightChanges } from './weight-change';

const log = (weight: number, unit = 'kilogram'): WeightLog => ({
  '@id': `/api/weight_logs/${weight}`,
  '@type': 'WeightLog',
  ...STORED_AT,
  uuid: String(weight),
  date: '2026-03-29T10:00:00.000Z',
  weight,
  bodyFatPercentage: null,
  unit,
});

describe('weightChanges', () => {
  it('gives the change versus the next older entry, rounded to one decimal: up, down', () => {
    expect(weightChanges([log(80.6), log(80), log(80.44)])).toEqual([0.6, -0.4, null]);
  });

  it('gives nothing when the change rounds to zero, either way', () => {
    expect(weightChanges([log(80.04), log(80), log(80.03)])).toEqual([null, null, null]);
  });

  it('gives nothing for the oldest entry, nor against an entry in another unit', () => {
    expect(weightChanges([log(180, 'lb'), log(82)])).toEqual([null, null]);
    expect(weightChanges([log(82)])).toEqual([null]);
  });
});
