/**
 * The eleven nutrients in display order, with unit and display rounding (docs/product.md#nutrients,
 * docs/product.md#numbers-and-limits).
 */
export const NUTRIENT_KEYS = [
  'calories',
  'totalFat',
  'saturatedFat',
  'totalCarbohydrates',
  'sugars',
  'fibers',
  'proteins',
  'salt',
  'water',
  'caffeine',
  'potassium',
] as const;

export type NutrientKey = (typeof NUTRIENT_KEYS)[number];
export type NutrientUnit = 'kcal' | 'g' | 'ml' | 'mg';
export type Nutrients = Record<NutrientKey, number>;

export interface NutrientDefinition {
  key: NutrientKey;
  unit: NutrientUnit;
  /** Decimals shown in the UI. */
  decimals: number;
}

export const NUTRIENTS: readonly NutrientDefinition[] = [
  { key: 'calories', unit: 'kcal', decimals: 0 },
  { key: 'totalFat', unit: 'g', decimals: 1 },
  { key: 'saturatedFat', unit: 'g', decimals: 1 },
  { key: 'totalCarbohydrates', unit: 'g', decimals: 1 },
  { key: 'sugars', unit: 'g', decimals: 1 },
  { key: 'fibers', unit: 'g', decimals: 1 },
  { key: 'proteins', unit: 'g', decimals: 1 },
  { key: 'salt', unit: 'g', decimals: 2 },
  { key: 'water', unit: 'ml', decimals: 0 },
  { key: 'caffeine', unit: 'mg', decimals: 0 },
  { key: 'potassium', unit: 'mg', decimals: 0 },
];

export const NUTRIENT_BY_KEY: Readonly<Record<NutrientKey, NutrientDefinition>> = Object.fromEntries(
  NUTRIENTS.map((n) => [n.key, n]),
) as Record<NutrientKey, NutrientDefinition>;

/** kcal per gram of the macronutrients. */
export const CALORIE_FACTORS = { proteins: 4, totalCarbohydrates: 4, totalFat: 9 } as const;

export const QUANTITY_DECIMALS = 1;
export const WEIGHT_DECIMALS = 1;

export function zeroNutrients(): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])) as Nutrients;
}
