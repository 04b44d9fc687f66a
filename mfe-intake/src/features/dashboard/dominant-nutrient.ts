import type { Nutrients } from '@nutrilog/shared/nutrients';

export type DominantNutrient = 'proteins' | 'totalFat' | 'totalCarbohydrates' | 'water' | 'calories';

const MACROS = ['proteins', 'totalFat', 'totalCarbohydrates'] as const;

/**
 * What a log mostly is (docs/product.md#numbers-and-limits): the largest of proteins, fat and carbohydrates in grams
 * when any is above zero (a tie goes to the first of them in that order); else water when there is any; else calories.
 */
export function dominantNutrient(nutrients: Nutrients): DominantNutrient {
  let largest: DominantNutrient | null = null;
  for (const key of MACROS)
    if (nutrients[key] > 0 && (largest === null || nutrients[key] > nutrients[largest])) largest = key;
  if (largest) return largest;
  return nutrients.water > 0 ? 'water' : 'calories';
}
