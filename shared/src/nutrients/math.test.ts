import fc from 'fast-check';
import { NUTRIENT_KEYS, type Nutrients, zeroNutrients } from './catalogue';
import {
  entryNutrients,
  entrySource,
  nutrientsForAmount,
  productSource,
  recipeNutrients,
  recipeSource,
  roundNutrients,
  scaleNutrients,
  sumNutrients,
  totalAmount,
} from './math';

const amount = fc.double({ min: 0.001, max: 10_000, noNaN: true, noDefaultInfinity: true });
const value = fc.double({ min: 0, max: 5_000, noNaN: true, noDefaultInfinity: true });
const nutrients = fc.record(
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, value])) as Record<keyof Nutrients, typeof value>,
);
const source = fc.record({ nutrients, per: amount });

function expectClose(actual: Nutrients, expected: Nutrients): void {
  for (const key of NUTRIENT_KEYS) {
    const tolerance = 1e-9 * Math.max(1, Math.abs(expected[key]));
    expect(Math.abs(actual[key] - expected[key])).toBeLessThanOrEqual(tolerance);
  }
}

describe('nutrient math', () => {
  it('gives a source its own nutrients for its reference amount, and none for nothing', () => {
    fc.assert(
      fc.property(source, (s) => {
        expectClose(nutrientsForAmount(s, s.per), s.nutrients);
        expect(Object.values(nutrientsForAmount(s, 0)).every((n) => n === 0)).toBe(true);
      }),
    );
  });

  it('scales linearly with the amount', () => {
    fc.assert(
      fc.property(source, amount, amount, (s, a, b) => {
        expectClose(nutrientsForAmount(s, a + b), sumNutrients([nutrientsForAmount(s, a), nutrientsForAmount(s, b)]));
        expectClose(nutrientsForAmount(s, a * 2), scaleNutrients(nutrientsForAmount(s, a), 2));
      }),
    );
  });

  it('counts a portion times its quantity, and an amount on its own without a portion', () => {
    fc.assert(
      fc.property(source, amount, fc.integer({ min: 1, max: 20 }), amount, (s, portionAmount, quantity, ownAmount) => {
        expect(totalAmount({ amount: ownAmount, quantity, portionAmount })).toBeCloseTo(portionAmount * quantity, 9);
        expect(totalAmount({ amount: ownAmount, quantity, portionAmount: null })).toBe(ownAmount);
        expectClose(
          entryNutrients(s, { amount: 0, quantity, portionAmount }),
          nutrientsForAmount(s, portionAmount * quantity),
        );
      }),
    );
  });

  it('sums a recipe from its items, whatever their order', () => {
    const item = fc.record({
      source,
      amount,
      quantity: fc.integer({ min: 0, max: 10 }),
      portionAmount: fc.option(amount, { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), (items) => {
        const expected = sumNutrients(items.map((i) => entryNutrients(i.source, i)));
        expectClose(recipeNutrients(items), expected);
        expectClose(recipeNutrients([...items].reverse()), expected);
      }),
    );
  });

  it('gives a recipe portion its share of the whole recipe', () => {
    fc.assert(
      fc.property(nutrients, amount, amount, (whole, unitSize, portionAmount) => {
        const portion = nutrientsForAmount({ nutrients: whole, per: unitSize }, portionAmount);
        expectClose(portion, scaleNutrients(whole, portionAmount / unitSize));
      }),
    );
  });

  it('computes a known example exactly', () => {
    const bread = { nutrients: { ...scaleNutrients(sumNutrients([]), 0), calories: 250, proteins: 9 }, per: 100 };
    expect(entryNutrients(bread, { amount: 0, quantity: 2, portionAmount: 35 }).calories).toBeCloseTo(175, 10);
    expect(nutrientsForAmount(bread, 50).proteins).toBeCloseTo(4.5, 10);
  });

  it('names what product, recipe and entry nutrients refer to; an entry of no amount has nothing to scale from', () => {
    fc.assert(
      fc.property(nutrients, amount, (n, per) => {
        expect(productSource({ nutrients: n, nutrientsPer: per })).toEqual({ nutrients: n, per });
        expect(recipeSource({ effectiveNutrients: n, unitSize: per })).toEqual({ nutrients: n, per });
        const fromEntry = entrySource({ effectiveNutrients: n, totalAmount: per });
        expect(fromEntry).toEqual({ nutrients: n, per });
        // Scaling an entry's own nutrients back to its total amount gives them unchanged.
        expectClose(nutrientsForAmount(fromEntry!, per), n);
      }),
    );
    expect(entrySource({ effectiveNutrients: zeroNutrients(), totalAmount: 0 })).toBeNull();
  });
});

describe('roundNutrients', () => {
  it('rounds each nutrient to the decimals the UI shows', () => {
    const nutrients = {
      ...zeroNutrients(),
      calories: 123.456,
      totalFat: 2.349,
      salt: 0.1249,
      caffeine: 79.5,
      potassium: 358.49,
    };
    expect(roundNutrients(nutrients)).toEqual({
      ...zeroNutrients(),
      calories: 123,
      totalFat: 2.3,
      salt: 0.12,
      caffeine: 80,
      potassium: 358,
    });
  });
});
