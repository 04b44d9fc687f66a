import * as v from 'valibot';
import { zeroNutrients } from '../nutrients/catalogue';
import { intakeLogInputSchema, intakeLogPatchSchema } from './intake-logs';

const DATE = '2024-05-01T07:30:00.000Z';
const PRODUCT = '/api/products/p';
const PORTION = '/api/portions/q';
// As the API validates (and the form shows one message per field).
const messagesOf = (input: unknown) =>
  v
    .safeParse(intakeLogInputSchema, input, { abortPipeEarly: true })
    .issues?.map((issue) => [issue.path?.map((item) => item.key).join('.'), issue.message]);

describe('intakeLogInputSchema (the API body and the intake log form)', () => {
  it('stores what counts per type: the portion picks quantity or amount; only manual logs keep text, nutrients', () => {
    const nutrients = { ...zeroNutrients(), calories: 100 };
    const common = {
      date: DATE,
      product: PRODUCT,
      portion: PORTION,
      recipe: '/api/recipes/r',
      recipePortion: '/api/portions/s',
      amount: 30,
      quantity: 2,
      description: 'x',
      nutrients,
    };
    expect(v.parse(intakeLogInputSchema, { ...common, type: 'product' })).toEqual({
      ...common,
      type: 'product',
      recipe: null,
      recipePortion: null,
      amount: 0,
      description: null,
      nutrients: zeroNutrients(),
    });
    expect(v.parse(intakeLogInputSchema, { ...common, type: 'recipe', recipePortion: '' })).toEqual({
      ...common,
      type: 'recipe',
      product: null,
      portion: null,
      recipePortion: null,
      quantity: 0,
      description: null,
      nutrients: zeroNutrients(),
    });
    expect(v.parse(intakeLogInputSchema, { ...common, type: 'manual', description: '  ' })).toEqual({
      ...common,
      type: 'manual',
      product: null,
      portion: null,
      recipe: null,
      recipePortion: null,
      amount: 0,
      quantity: 0,
      description: null,
    });
  });

  it('reports each rule on its field', () => {
    expect(messagesOf({ date: '' })).toEqual([
      ['type', 'Type is required.'],
      ['date', 'Date is required.'],
    ]);
    expect(messagesOf({ type: 'product', date: '2024-05-01' })).toEqual([
      ['date', 'Date must be an ISO 8601 timestamp.'],
    ]);
    expect(messagesOf({ type: 'product', date: DATE, amount: 5 })).toEqual([['product', 'Product is required.']]);
    expect(messagesOf({ type: 'recipe', date: DATE, amount: 5 })).toEqual([['recipe', 'Recipe is required.']]);
    expect(messagesOf({ type: 'product', date: DATE, product: PRODUCT, portion: '' })).toEqual([
      ['amount', 'Amount must be greater than 0.'],
    ]);
    expect(messagesOf({ type: 'product', date: DATE, product: PRODUCT, portion: PORTION })).toEqual([
      ['quantity', 'Quantity must be greater than 0.'],
    ]);
    expect(messagesOf({ type: 'manual', date: DATE })).toBeUndefined();
  });

  it('has a merge patch of any of the fields', () => {
    expect(v.parse(intakeLogPatchSchema, { quantity: 3 })).toEqual({ quantity: 3 });
    expect(v.safeParse(intakeLogPatchSchema, { amount: -1 }).issues?.[0]?.message).toBe('Amount must be non-negative.');
  });
});
