import { NUTRIENTS, NUTRIENT_KEYS, NUTRIENT_BY_KEY, zeroNutrients } from './catalogue';

describe('nutrient catalogue', () => {
  it('lists the eleven nutrients in display order with their units', () => {
    expect(NUTRIENT_KEYS).toHaveLength(11);
    expect(NUTRIENTS.map((n) => `${n.key}:${n.unit}`)).toEqual([
      'calories:kcal',
      'totalFat:g',
      'saturatedFat:g',
      'totalCarbohydrates:g',
      'sugars:g',
      'fibers:g',
      'proteins:g',
      'salt:g',
      'water:ml',
      'caffeine:mg',
      'potassium:mg',
    ]);
  });

  it('rounds calories and potassium to whole numbers, proteins to 1 decimal and salt to 2', () => {
    expect(NUTRIENT_BY_KEY.calories.decimals).toBe(0);
    expect(NUTRIENT_BY_KEY.proteins.decimals).toBe(1);
    expect(NUTRIENT_BY_KEY.salt.decimals).toBe(2);
    expect(NUTRIENT_BY_KEY.potassium.decimals).toBe(0);
  });

  it('starts every nutrient at zero', () => {
    expect(Object.values(zeroNutrients())).toEqual(new Array(11).fill(0));
  });
});
