import { zeroNutrients } from '@nutrilog/shared/nutrients';
import type { IntakeLog } from '@nutrilog/shared/schemas';
import { emptyValues, instantOf, toBody, valuesOfLog } from './form-values';
import { intakeLogResolver } from './resolver';

const nutrients = { ...zeroNutrients(), calories: 52, proteins: 0.3 };

describe('intake log form values', () => {
  it('start now, in local time, as a product log', () => {
    expect(emptyValues(new Date(2026, 2, 29, 8, 5, 59))).toMatchObject({
      type: 'product',
      date: '2026-03-29',
      time: '08:05',
      amount: 0,
      quantity: 0,
    });
  });

  it('turn a local date and time into an instant, and a log back into its local date and time', () => {
    expect(instantOf('2026-03-29', '08:15')).toBe(new Date(2026, 2, 29, 8, 15).toISOString());
    expect(instantOf('', '08:15')).toBe('');
    const log = {
      uuid: 'u',
      type: 'product',
      date: new Date(2026, 2, 29, 23, 50).toISOString(),
      description: null,
      amount: 0,
      quantity: 2,
      nutrients: zeroNutrients(),
      product: { '@id': '/api/products/p', '@type': 'Product', uuid: 'p', name: 'Bread', unit: 'gram', deleted: false },
      portion: { '@id': '/api/portions/q', uuid: 'q', name: 'Slice', amount: 35 },
      recipe: null,
      recipePortion: null,
    } as unknown as IntakeLog;
    expect(valuesOfLog(log)).toEqual({
      type: 'product',
      date: '2026-03-29',
      time: '23:50',
      product: '/api/products/p',
      portion: '/api/portions/q',
      recipe: null,
      recipePortion: null,
      amount: 0,
      quantity: 2,
      description: '',
      nutrients: zeroNutrients(),
    });
  });

  it('send only what the chosen type uses', () => {
    const filled = {
      ...emptyValues(new Date(2026, 2, 29, 8, 15)),
      product: '/api/products/p',
      portion: '/api/portions/q',
      recipe: '/api/recipes/r',
      amount: Number.NaN,
      quantity: 2,
      description: 'Apple',
      nutrients,
    };
    const date = new Date(2026, 2, 29, 8, 15).toISOString();
    const none = { product: null, portion: null, recipe: null, recipePortion: null };
    expect(toBody(filled)).toEqual({
      type: 'product',
      date,
      ...none,
      product: '/api/products/p',
      portion: '/api/portions/q',
      amount: 0,
      quantity: 2,
      description: null,
      nutrients: zeroNutrients(),
    });
    expect(toBody({ ...filled, type: 'recipe', amount: 150 })).toEqual({
      type: 'recipe',
      date,
      ...none,
      recipe: '/api/recipes/r',
      amount: 150,
      quantity: 0,
      description: null,
      nutrients: zeroNutrients(),
    });
    expect(toBody({ ...filled, type: 'manual' })).toEqual({
      type: 'manual',
      date,
      ...none,
      amount: 0,
      quantity: 0,
      description: 'Apple',
      nutrients,
    });
  });
});

describe('intakeLogResolver', () => {
  const resolve = (values: ReturnType<typeof emptyValues>) =>
    intakeLogResolver(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
      criteriaMode: 'firstError',
      names: [],
    });

  it('gives the body as the API stores it', async () => {
    const values = {
      ...emptyValues(new Date(2026, 2, 29, 8, 15)),
      type: 'manual' as const,
      description: '  Apple ',
      nutrients,
    };
    expect(await resolve(values)).toEqual({
      errors: {},
      values: expect.objectContaining({
        type: 'manual',
        date: new Date(2026, 2, 29, 8, 15).toISOString(),
        description: 'Apple',
        nutrients,
      }),
    });
  });

  it('puts the API rules and the time on their fields', async () => {
    expect((await resolve({ ...emptyValues(), date: '', time: '' })).errors).toEqual({
      date: expect.objectContaining({ message: 'Date is required.' }),
      time: expect.objectContaining({ message: 'Time is required.' }),
    });
    expect((await resolve(emptyValues())).errors).toEqual({
      product: expect.objectContaining({ message: 'Product is required.' }),
    });
    expect((await resolve({ ...emptyValues(), product: '/api/products/p' })).errors).toEqual({
      amount: expect.objectContaining({ message: 'Amount must be greater than 0.' }),
    });
  });
});
