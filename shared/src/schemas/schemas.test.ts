import * as v from 'valibot';
import { loginSchema, profilePatchSchema } from './auth';
import { strictBody } from './body';
import {
  nonNegativeNumber,
  numberGreaterThan,
  nutrientBasis,
  oneOf,
  requiredNumber,
  requiredString,
  requiredTimestamp,
} from './fields';
import { goalInputSchema } from './goals';
import { messages } from './messages';
import { barcodeSchema } from './products';

const messagesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success
    ? []
    : result.issues.map((issue) => [issue.path?.map((item) => item.key).join('.') ?? '', issue.message]);
};

describe('message templates', () => {
  it('read word for word as the validation rules write them', () => {
    expect(messages.required('Name')).toBe('Name is required.');
    expect(messages.greaterThan('Weight', 25)).toBe('Weight must be greater than 25.');
    expect(messages.lessThanOrEqual('Body fat percentage', 100)).toBe(
      'Body fat percentage must be less than or equal to 100.',
    );
    expect(messages.nonNegative('Calories')).toBe('Calories must be non-negative.');
  });
});

describe('loginSchema', () => {
  it('requires email and password with the login messages', () => {
    expect(messagesOf(loginSchema, {})).toEqual([
      ['email', 'Email is required.'],
      ['password', 'Password is required.'],
    ]);
    expect(messagesOf(loginSchema, { email: ' ', password: '' })).toEqual([
      ['email', 'Email is required.'],
      ['password', 'Password is required.'],
    ]);
  });

  it('trims the email but keeps the password verbatim', () => {
    expect(v.parse(loginSchema, { email: ' a@b.c ', password: ' pw ' })).toEqual({ email: 'a@b.c', password: ' pw ' });
  });
});

describe('profilePatchSchema', () => {
  it('accepts an empty patch and a supported locale only', () => {
    expect(v.parse(profilePatchSchema, {})).toEqual({});
    expect(v.parse(profilePatchSchema, { preferredLocale: 'nl-NL' })).toEqual({ preferredLocale: 'nl-NL' });
    expect(messagesOf(profilePatchSchema, { preferredLocale: 'de-DE' })).toEqual([
      ['preferredLocale', 'Preferred locale must be one of en-GB, nl-NL.'],
    ]);
  });
});

describe('field builders', () => {
  const schema = strictBody({
    name: requiredString('Name'),
    calories: nonNegativeNumber('Calories'),
    weight: numberGreaterThan('Weight', 25),
    count: requiredNumber('Count'),
    unit: oneOf('Unit', ['gram', 'milliliter']),
  });

  it('name each missing field with its own message', () => {
    expect(messagesOf(schema, {})).toEqual([
      ['name', 'Name is required.'],
      ['calories', 'Calories is required.'],
      ['weight', 'Weight is required.'],
      ['count', 'Count is required.'],
      ['unit', 'Unit is required.'],
    ]);
  });

  it('check types, bounds and unexpected fields', () => {
    expect(messagesOf(schema, { name: 3, calories: -1, weight: 25, count: 'x', unit: 'cup', extra: true })).toEqual([
      ['name', 'Name must be a string.'],
      ['calories', 'Calories must be non-negative.'],
      ['weight', 'Weight must be greater than 25.'],
      ['count', 'Count must be a number.'],
      ['unit', 'Unit must be one of gram, milliliter.'],
      ['extra', 'This field was not expected.'],
    ]);
  });

  it('name missing and malformed nested objects by their label', () => {
    const nested = strictBody({ nutrients: strictBody({ calories: nonNegativeNumber('Calories') }, 'Nutrients') });
    expect(messagesOf(nested, {})).toEqual([['nutrients', 'Nutrients is required.']]);
    expect(messagesOf(nested, { nutrients: 5 })).toEqual([['nutrients', 'Nutrients must be an object.']]);
    expect(messagesOf(nested, { nutrients: {} })).toEqual([['nutrients.calories', 'Calories is required.']]);
  });

  it('say when the body is not an object at all', () => {
    expect(messagesOf(schema, 'text')).toEqual([['', 'The body must be a JSON object.']]);
  });

  it('take numbers up to 1000000, and nutrientsPer or unitSize from 0.001 (computed nutrients stay finite)', () => {
    const bounded = strictBody({
      count: requiredNumber('Count'),
      calories: nonNegativeNumber('Calories'),
      per: nutrientBasis('Nutrients per'),
    });
    expect(messagesOf(bounded, { count: 1_000_000, calories: 1_000_000, per: 0.001 })).toEqual([]);
    expect(messagesOf(bounded, { count: 1_000_000.5, calories: 1e308, per: 5e-324 })).toEqual([
      ['count', 'Count must be less than or equal to 1000000.'],
      ['calories', 'Calories must be less than or equal to 1000000.'],
      ['per', 'Nutrients per must be at least 0.001.'],
    ]);
    expect(messagesOf(bounded, { count: 1, calories: 1, per: 0 })).toEqual([
      ['per', 'Nutrients per must be greater than 0.'],
    ]);
  });
});

describe('dates and timestamps', () => {
  const timestamp = requiredTimestamp('Date');

  it('take timestamps JavaScript reads, in the years 1900 to 2999 (UTC)', () => {
    for (const valid of [
      '1900-01-01T00:00:00Z',
      '2999-12-31T23:59:59.999Z',
      '2024-05-01T08:00:00+05:45',
      '2024-05-01 08:00:00Z',
    ]) {
      expect([valid, messagesOf(timestamp, valid)]).toEqual([valid, []]);
    }
    for (const outside of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '1899-12-31T23:59:59Z',
      '1900-01-01T00:30:00+01:00',
      '3000-01-01T00:00:00Z',
      '2999-12-31T23:00:00-05:00',
    ]) {
      expect([outside, messagesOf(timestamp, outside)]).toEqual([
        outside,
        [['', 'Date must be in the years 1900 to 2999.']],
      ]);
    }
    // ISO 8601 allows an offset of hours alone, but `new Date()` cannot read it: the API would store an invalid date.
    expect(messagesOf(timestamp, '2024-05-01T08:00:00+05')).toEqual([['', 'Date must be an ISO 8601 timestamp.']]);
  });

  it('take goal dates in the years 1900 to 2999', () => {
    expect(messagesOf(goalInputSchema, { value: 1, startDate: '1900-01-01', endDate: '2999-12-31' })).toEqual([]);
    expect(messagesOf(goalInputSchema, { value: 1, startDate: '0000-01-01', endDate: '3000-01-01' })).toEqual([
      ['startDate', 'Start date must be in the years 1900 to 2999.'],
      ['endDate', 'End date must be in the years 1900 to 2999.'],
    ]);
  });
});

describe('barcodeSchema', () => {
  it('keeps EAN codes and stores a 12-digit UPC-A as its 13-digit EAN form', () => {
    expect(v.parse(barcodeSchema, ' 3017620422003 ')).toBe('3017620422003');
    expect(v.parse(barcodeSchema, '036000291452')).toBe('0036000291452');
    expect(v.safeParse(barcodeSchema, '12ab').issues?.[0]?.message).toBe('Barcode must be 4 to 32 digits.');
  });
});
