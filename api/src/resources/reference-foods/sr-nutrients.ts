import type { Nutrients } from '@nutrilog/shared/nutrients';
import type { AbbreviatedValues } from './sr-files';

/*
 * ABBREV.txt values (per 100 g) → the product's eleven nutrients (per 100 g), as the SR README maps them.
 * SR's "no value" (null) becomes 0 here: the nutrient columns are NOT NULL, so for a reference food 0 means
 * "none or not measured" (fiber and sugars are the values SR most often leaves empty).
 */

const SALT_PER_SODIUM = 2.5;
const MG_PER_G = 1000;

/** Rounds away floating-point noise (0.643 × 2.5 = 1.6075000000000002). */
const round = (value: number) => Number(value.toFixed(6));

export function nutrientsFromAbbreviated(values: AbbreviatedValues, caffeineMg: number): Nutrients {
  const orZero = (value: number | null) => value ?? 0;
  return {
    calories: orZero(values.energyKcal),
    totalFat: orZero(values.totalLipid),
    saturatedFat: orZero(values.saturatedFat),
    totalCarbohydrates: orZero(values.carbohydrate),
    sugars: orZero(values.sugars),
    fibers: orZero(values.fiber),
    proteins: orZero(values.protein),
    salt: round((orZero(values.sodiumMg) * SALT_PER_SODIUM) / MG_PER_G),
    water: orZero(values.water), // grams, taken as ml
    caffeine: caffeineMg,
    potassium: orZero(values.potassiumMg),
  };
}
