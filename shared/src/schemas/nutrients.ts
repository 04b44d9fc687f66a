import * as v from 'valibot';
import { NUTRIENT_KEYS, type NutrientKey } from '../nutrients/catalogue';

type NutrientEntries = { [K in NutrientKey]: v.NumberSchema<undefined> };

/** The eleven nutrients as the API answers them: one number per camelCase key (spec section 3). */
export const nutrientsSchema = v.object(Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, v.number()])) as NutrientEntries);
