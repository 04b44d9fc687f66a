import fc from 'fast-check';
import {
  formatNumber,
  formatNutrient,
  formatNutrientAmount,
  formatQuantity,
  formatSignedNumber,
  formatWeight,
  formatWeightAmount,
  parseDecimal,
  roundTo,
} from './numbers';

describe('number formatting', () => {
  it('rounds each nutrient to its display decimals, in the locale separators', () => {
    expect(formatNutrient('calories', 123.6, 'en-GB')).toBe('124');
    expect(formatNutrient('proteins', 12.345, 'en-GB')).toBe('12.3');
    expect(formatNutrient('proteins', 12.345, 'nl-NL')).toBe('12,3');
    expect(formatNutrient('salt', 1.005, 'en-GB')).toBe('1.01');
    expect(formatNutrient('caffeine', 80.4, 'nl-NL')).toBe('80');
    expect(formatQuantity(1.25, 'en-GB')).toBe('1.3');
  });

  it("follows a nutrient's rounded amount with the nutrient's unit", () => {
    expect(formatNutrientAmount('calories', 1234.5, 'en-GB')).toBe('1,235 kcal');
    expect(formatNutrientAmount('totalFat', 6.54, 'nl-NL')).toBe('6,5 g');
    expect(formatNutrientAmount('water', 250, 'en-GB')).toBe('250 ml');
    expect(formatNutrientAmount('caffeine', 80.4, 'en-GB')).toBe('80 mg');
  });

  it('shows weight with exactly one decimal', () => {
    expect(formatWeight(80, 'en-GB')).toBe('80.0');
    expect(formatWeight(79.96, 'nl-NL')).toBe('80,0');
    expect(formatWeightAmount(82.44, 'kilogram', 'en-GB')).toBe('82.4 kg');
    expect(formatWeightAmount(180, 'lb', 'nl-NL')).toBe('180,0 lb');
  });

  it('signs a change: a plus before a positive value, a minus before a negative one, none for what rounds to 0', () => {
    expect(formatSignedNumber(0.55, 'en-GB', 1, true)).toBe('+0.6');
    expect(formatSignedNumber(-0.4, 'nl-NL', 1, true)).toBe('-0,4');
    expect(formatSignedNumber(-549.6, 'en-GB', 0)).toBe('-550');
    expect(formatSignedNumber(1234, 'en-GB', 0)).toBe('+1,234');
    expect(formatSignedNumber(-0.04, 'en-GB', 1, true)).toBe('0.0');
    expect(formatSignedNumber(0.4, 'en-GB', 0)).toBe('0');
  });

  it('rounds to a number of decimals', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(80.44, 1)).toBe(80.4);
    expect(roundTo(-0.44, 1)).toBe(-0.4);
  });

  it('accepts a comma or a dot as decimal separator', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal(' ')).toBe(0);
    expect(parseDecimal('1,2,3')).toBeNaN();
    expect(parseDecimal('abc')).toBeNaN();
  });

  it("writes the app's locales as Intl.NumberFormat does, without constructing one", () => {
    const intl = (locale: string, decimals: number, exact: boolean, signDisplay?: 'exceptZero') =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: exact ? decimals : 0,
        maximumFractionDigits: decimals,
        ...(signDisplay ? { signDisplay } : {}),
      });
    const values = fc.oneof(
      fc.double({ min: -1e16, max: 1e16, noNaN: true }),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000),
      fc.constantFrom(0, -0, 0.5, -0.5, 1.005, 999.95, -0.04, Infinity, -Infinity, Number.NaN),
    );
    fc.assert(
      fc.property(
        values,
        fc.constantFrom('en-GB', 'nl-NL'),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (value, locale, decimals, exact) => {
          expect(formatNumber(value, locale, decimals, exact)).toBe(
            intl(locale, decimals, exact).format(roundTo(value, decimals)),
          );
          expect(formatSignedNumber(value, locale, decimals, exact)).toBe(
            intl(locale, decimals, exact, 'exceptZero').format(roundTo(value, decimals)),
          );
        },
      ),
      { numRuns: 20_000 },
    );
  });
});
