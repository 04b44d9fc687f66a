import * as v from 'valibot';
import { NUTRIENT_KEYS, type NutrientKey } from '@nutrilog/shared/nutrients';
import { strictBody } from './body';
import { nonNegativeNumber } from './fields';

type NutrientEntries = { [K in NutrientKey]: v.NumberSchema<undefined> };

/** The eleven nutrients as the API answers them: one number per camelCase key (docs/product.md#nutrients). */
export const nutrientsSchema = v.object(
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, v.number()])) as NutrientEntries,
);

/** The English field name of each nutrient in validation messages ("Calories must be non-negative."). */
export const NUTRIENT_FIELD_NAMES: Record<NutrientKey, string> = {
  calories: 'Calories',
  totalFat: 'Fat',
  saturatedFat: 'Saturated fat',
  totalCarbohydrates: 'Carbohydrates',
  sugars: 'Sugars',
  fibers: 'Fibres',
  proteins: 'Proteins',
  salt: 'Salt',
  water: 'Water',
  caffeine: 'Caffeine',
  potassium: 'Potassium',
};

type NutrientInputEntries = { [K in NutrientKey]: ReturnType<typeof nonNegativeNumber> };

const nutrientInputEntries = Object.fromEntries(
  NUTRIENT_KEYS.map((key) => [key, nonNegativeNumber(NUTRIENT_FIELD_NAMES[key])]),
) as NutrientInputEntries;

/**
 * Nutrients in a request body or a form: all eleven required, numbers, non-negative
 * (docs/product.md#validation-rules).
 */
export const nutrientsInputSchema = strictBody(nutrientInputEntries, 'Nutrients');

/** Nutrients in a merge patch: any of the eleven, each non-negative. */
export const nutrientsPatchSchema = strictBody(
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, v.optional(nutrientInputEntries[key])])) as {
    [K in NutrientKey]: v.OptionalSchema<NutrientInputEntries[K], undefined>;
  },
  'Nutrients',
);
