import * as v from 'valibot';
import { caloricBalanceSchema, weightLogInputSchema, weightLogPatchSchema } from './weight-logs';

const DATE = '2024-05-01T07:30:00.000Z';
// As the API validates (and the form shows one message per field).
const messagesOf = (schema: v.GenericSchema, input: unknown) =>
  v
    .safeParse(schema, input, { abortPipeEarly: true })
    .issues?.map((issue) => [issue.path?.map((item) => item.key).join('.'), issue.message]);
const inputMessages = (input: unknown) => messagesOf(weightLogInputSchema, input);

describe('weightLogInputSchema (the API body and the weight form)', () => {
  it('fills the defaults: no body fat, unit kilogram', () => {
    expect(v.parse(weightLogInputSchema, { date: DATE, weight: 84.2 })).toEqual({
      date: DATE,
      weight: 84.2,
      bodyFatPercentage: null,
      unit: 'kilogram',
    });
  });

  it('reads an empty body fat field as none and a blank unit as kilogram; trims the unit', () => {
    expect(
      v.parse(weightLogInputSchema, { date: DATE, weight: 84.2, bodyFatPercentage: '', unit: '  ' }),
    ).toMatchObject({ bodyFatPercentage: null, unit: 'kilogram' });
    expect(
      v.parse(weightLogInputSchema, { date: DATE, weight: 84.2, bodyFatPercentage: ' ', unit: null }),
    ).toMatchObject({ bodyFatPercentage: null, unit: 'kilogram' });
    expect(
      v.parse(weightLogInputSchema, { date: DATE, weight: 185, bodyFatPercentage: 0, unit: ' pound ' }),
    ).toMatchObject({ bodyFatPercentage: 0, unit: 'pound' });
    expect(v.parse(weightLogInputSchema, { date: DATE, weight: 25.01, bodyFatPercentage: 100 })).toMatchObject({
      weight: 25.01,
      bodyFatPercentage: 100,
    });
  });

  it('requires a date (ISO 8601 timestamp) and a weight above 25', () => {
    expect(inputMessages({})).toEqual([
      ['date', 'Date is required.'],
      ['weight', 'Weight is required.'],
    ]);
    expect(inputMessages({ date: '', weight: null })).toEqual([
      ['date', 'Date is required.'],
      ['weight', 'Weight is required.'],
    ]);
    expect(inputMessages({ date: '2024-05-01', weight: 25 })).toEqual([
      ['date', 'Date must be an ISO 8601 timestamp.'],
      ['weight', 'Weight must be greater than 25.'],
    ]);
    expect(inputMessages({ date: '2024-02-30T07:00:00Z', weight: '80' })).toEqual([
      ['date', 'Date must be an ISO 8601 timestamp.'],
      ['weight', 'Weight must be a number.'],
    ]);
    expect(inputMessages({ date: 20240501, weight: Number.NaN })).toEqual([
      ['date', 'Date must be an ISO 8601 timestamp.'],
      ['weight', 'Weight must be a number.'],
    ]);
  });

  it('takes a body fat percentage from 0 to 100 and a unit that is text', () => {
    const base = { date: DATE, weight: 80 };
    expect(inputMessages({ ...base, bodyFatPercentage: 100.1 })).toEqual([
      ['bodyFatPercentage', 'Body fat percentage must be less than or equal to 100.'],
    ]);
    expect(inputMessages({ ...base, bodyFatPercentage: -0.5 })).toEqual([
      ['bodyFatPercentage', 'Body fat percentage must be non-negative.'],
    ]);
    for (const bodyFatPercentage of ['abc', '20', true, {}, Number.POSITIVE_INFINITY]) {
      expect(inputMessages({ ...base, bodyFatPercentage })).toEqual([
        ['bodyFatPercentage', 'Body fat percentage must be a number.'],
      ]);
    }
    expect(inputMessages({ ...base, unit: 3 })).toEqual([['unit', 'Unit must be a string.']]);
  });

  it('rejects unknown fields', () => {
    expect(inputMessages({ date: DATE, weight: 80, id: 'x' })).toEqual([['id', 'This field was not expected.']]);
  });

  it("takes the client's own uuid, a version 4 UUID, in lower case", () => {
    const uuid = '5F0C2A9E-3B7D-4C1E-8A6F-2D9B0E4C7A13';
    expect(v.parse(weightLogInputSchema, { date: DATE, weight: 80, uuid }).uuid).toBe(uuid.toLowerCase());
    expect(inputMessages({ date: DATE, weight: 80, uuid: 'x' })).toEqual([['uuid', 'UUID must be a version 4 UUID.']]);
    expect(v.parse(weightLogInputSchema, { date: DATE, weight: 80 }).uuid).toBeUndefined();
  });
});

describe('weightLogPatchSchema (merge patch)', () => {
  it('keeps only the fields given; null clears the body fat', () => {
    expect(v.parse(weightLogPatchSchema, {})).toEqual({});
    expect(v.parse(weightLogPatchSchema, { weight: 79.5 })).toEqual({ weight: 79.5 });
    expect(v.parse(weightLogPatchSchema, { bodyFatPercentage: null })).toEqual({ bodyFatPercentage: null });
    expect(v.parse(weightLogPatchSchema, { bodyFatPercentage: '', unit: ' ' })).toEqual({
      bodyFatPercentage: null,
      unit: 'kilogram',
    });
  });

  it('checks each field given as the input schema does', () => {
    expect(
      messagesOf(weightLogPatchSchema, { date: null, weight: 20, bodyFatPercentage: 101, unit: false, note: 'x' }),
    ).toEqual([
      ['date', 'Date is required.'],
      ['weight', 'Weight must be greater than 25.'],
      ['bodyFatPercentage', 'Body fat percentage must be less than or equal to 100.'],
      ['unit', 'Unit must be a string.'],
      ['note', 'This field was not expected.'],
    ]);
    expect(messagesOf(weightLogPatchSchema, { weight: null })).toEqual([['weight', 'Weight is required.']]);
  });
});

describe('caloricBalanceSchema', () => {
  const envelope = {
    '@context': '/api/contexts/CaloricBalance',
    '@id': '/api/weight_logs/caloric_balance',
    '@type': 'CaloricBalance',
  };

  it('takes a balance with its maintenance, and the answer without enough data', () => {
    const full = {
      ...envelope,
      balance: -550,
      weighIns: 5,
      kilogramsPerWeek: -0.5,
      energyModel: 'weight-only',
      maintenance: { calories: 2350, intakeDays: 6, confidence: 'high' },
    };
    expect(v.is(caloricBalanceSchema, full)).toBe(true);
    expect(
      v.is(caloricBalanceSchema, {
        ...envelope,
        balance: null,
        weighIns: 1,
        kilogramsPerWeek: null,
        energyModel: null,
        maintenance: null,
      }),
    ).toBe(true);
    expect(v.is(caloricBalanceSchema, { ...full, energyModel: 'guess' })).toBe(false);
    expect(
      v.is(caloricBalanceSchema, { ...full, maintenance: { calories: 2350, intakeDays: 6, confidence: 'certain' } }),
    ).toBe(false);
  });
});
