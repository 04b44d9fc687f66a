import { formatNutrient, formatNutrientAmount, formatQuantity, formatWeight, parseDecimal } from './numbers';

describe('number formatting', () => {
  it('rounds each nutrient as the spec says, in the locale separators', () => {
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
  });

  it('accepts a comma or a dot as decimal separator', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal(' ')).toBe(0);
    expect(parseDecimal('1,2,3')).toBeNaN();
    expect(parseDecimal('abc')).toBeNaN();
  });
});
