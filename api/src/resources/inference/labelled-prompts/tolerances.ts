import type { Nutrients } from '@nutrilog/shared/nutrients';

/*
 * How close an answer must be to the labelled one: calories within 15 % (or 15 kcal, for a cup of tea),
 * proteins, carbohydrates and fat within 15 % (or 3 g). The relative part follows the label, not the answer.
 */

const RELATIVE = 0.15;
const CALORIES_FLOOR = 15;
const MACRO_FLOOR_GRAMS = 3;
const MACROS = ['proteins', 'totalCarbohydrates', 'totalFat'] as const;

const within = (actual: number, expected: number, floor: number) =>
  Math.abs(actual - expected) <= Math.max(RELATIVE * expected, floor);

export const caloriesAgree = (actual: Nutrients, expected: Nutrients) =>
  within(actual.calories, expected.calories, CALORIES_FLOOR);

const describe = (key: string, actual: number, expected: number, floor: number, unit: string) =>
  `${key} ${actual.toFixed(1)} ${unit}, expected ${expected.toFixed(1)} ` +
  `± ${Math.max(RELATIVE * expected, floor).toFixed(1)}`;

/**
 * What is out of tolerance, one line each ('calories 259.0 kcal, expected 168.0 ± 25.2'); empty when the answer
 * agrees.
 */
export function nutrientDifferences(actual: Nutrients, expected: Nutrients): string[] {
  const differences: string[] = [];
  if (!caloriesAgree(actual, expected))
    differences.push(describe('calories', actual.calories, expected.calories, CALORIES_FLOOR, 'kcal'));
  for (const key of MACROS) {
    if (!within(actual[key], expected[key], MACRO_FLOOR_GRAMS))
      differences.push(describe(key, actual[key], expected[key], MACRO_FLOOR_GRAMS, 'g'));
  }
  return differences;
}
