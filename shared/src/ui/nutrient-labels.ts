import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NutrientKey } from '@nutrilog/shared/nutrients';

/** The display name of each nutrient, translated where shown (`i18n._(NUTRIENT_LABELS.calories)`). */
export const NUTRIENT_LABELS: Record<NutrientKey, MessageDescriptor> = {
  calories: msg`Calories`,
  totalFat: msg`Fat`,
  saturatedFat: msg`Saturated fat`,
  totalCarbohydrates: msg`Carbohydrates`,
  sugars: msg`Sugars`,
  fibers: msg`Fibres`,
  proteins: msg`Proteins`,
  salt: msg`Salt`,
  water: msg`Water`,
  caffeine: msg`Caffeine`,
  potassium: msg`Potassium`,
};
