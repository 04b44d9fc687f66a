import { adjusted, adjustmentOf, canDecrease } from './adjust-steps';

const portion = { '@id': '/api/portions/p', uuid: 'p', name: 'Slice', amount: 35 };
const log = { type: 'product' as const, portion: null, recipePortion: null, quantity: 0, amount: 0 };

describe('adjustmentOf', () => {
  it('adjusts the quantity by 1 and 5 for a log with a portion or a recipe portion', () => {
    expect(adjustmentOf({ ...log, portion, quantity: 2 })).toEqual({ field: 'quantity', value: 2, steps: [1, 5] });
    expect(adjustmentOf({ ...log, type: 'recipe', recipePortion: portion, quantity: 1.5 })).toEqual({
      field: 'quantity',
      value: 1.5,
      steps: [1, 5],
    });
  });

  it('adjusts the amount by 1 and 10 for a product or recipe log without one', () => {
    expect(adjustmentOf({ ...log, amount: 150 })).toEqual({ field: 'amount', value: 150, steps: [1, 10] });
    expect(adjustmentOf({ ...log, type: 'recipe', amount: 300 })).toEqual({
      field: 'amount',
      value: 300,
      steps: [1, 10],
    });
  });

  it('offers nothing for a manual entry', () => {
    expect(adjustmentOf({ ...log, type: 'manual' })).toBeNull();
  });
});

describe('canDecrease', () => {
  it('is false when the result would be zero or less, true while it stays above zero', () => {
    expect(canDecrease(2, 5)).toBe(false);
    expect(canDecrease(5, 5)).toBe(false);
    expect(canDecrease(5.5, 5)).toBe(true);
    expect(canDecrease(2, 1)).toBe(true);
    expect(canDecrease(1, 1)).toBe(false);
    expect(canDecrease(0.5, 1)).toBe(false);
    expect(canDecrease(10, 10)).toBe(false);
    expect(canDecrease(11, 10)).toBe(true);
  });
});

describe('adjusted', () => {
  it('adds a step without floating-point leftovers', () => {
    expect(adjusted(1.1, 1)).toBe(2.1);
    expect(adjusted(0.3, 5)).toBe(5.3);
    expect(adjusted(7, -5)).toBe(2);
    expect(adjusted(150, 10)).toBe(160);
  });
});
