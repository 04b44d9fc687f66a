import { zeroNutrients, type Nutrients } from '@nutrilog/shared/nutrients';
import { dominantNutrient } from './dominant-nutrient';

const of = (values: Partial<Nutrients>): Nutrients => ({ ...zeroNutrients(), ...values });

describe('dominantNutrient', () => {
  it('is the largest of proteins, fat and carbohydrates in grams', () => {
    expect(dominantNutrient(of({ calories: 300, proteins: 20, totalFat: 10, totalCarbohydrates: 15 }))).toBe(
      'proteins',
    );
    expect(dominantNutrient(of({ calories: 300, proteins: 2, totalFat: 30, totalCarbohydrates: 15 }))).toBe('totalFat');
    expect(dominantNutrient(of({ calories: 300, proteins: 2, totalFat: 3, totalCarbohydrates: 45 }))).toBe(
      'totalCarbohydrates',
    );
  });

  it('weighs grams, not calories, and ignores the other nutrients', () => {
    expect(dominantNutrient(of({ totalFat: 10, totalCarbohydrates: 11, sugars: 50, water: 500 }))).toBe(
      'totalCarbohydrates',
    );
  });

  it('settles a tie in the order proteins, fat, carbohydrates', () => {
    expect(dominantNutrient(of({ proteins: 5, totalFat: 5, totalCarbohydrates: 5 }))).toBe('proteins');
    expect(dominantNutrient(of({ totalFat: 5, totalCarbohydrates: 5 }))).toBe('totalFat');
  });

  it('is water when there are no macronutrients but water', () => {
    expect(dominantNutrient(of({ water: 250, caffeine: 80, calories: 2 }))).toBe('water');
  });

  it('is calories otherwise, also for all zeros', () => {
    expect(dominantNutrient(of({ calories: 40, salt: 1 }))).toBe('calories');
    expect(dominantNutrient(zeroNutrients())).toBe('calories');
  });
});
