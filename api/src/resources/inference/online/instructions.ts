import { NUTRIENTS } from '@nutrilog/shared/nutrients';

/* The system messages: what the model is asked to answer, in the units the app stores (docs/product.md#nutrients). */

const NUTRIENT_LIST = NUTRIENTS.map(({ key, unit }) => `${key} (${unit})`).join(', ');

const NUTRIENT_RULES =
  `"nutrients" has exactly these eleven keys, each a number in the unit given: ${NUTRIENT_LIST}. ` +
  'Use 0 for a nutrient that is absent, never a negative number. Salt is sodium × 2.5; 1 kcal is 4.184 kJ. ' +
  'Answer with the JSON object only.';

export const INTAKE_LOG_INSTRUCTIONS =
  'You estimate the nutrients of what a person ate or drank, from their own description (often English or Dutch). ' +
  'Use typical portion sizes when no amount is given, and add up everything described. ' +
  '"description" is a short name for the meal in the language of the description. ' +
  NUTRIENT_RULES;

export const PRODUCT_INSTRUCTIONS =
  'You estimate the nutrients of a food product described in words (often English or Dutch), per 100 g, ' +
  'or per 100 ml for a drink or another liquid. "unit" is "milliliter" for per 100 ml, otherwise "gram". ' +
  NUTRIENT_RULES;

export const LABEL_INSTRUCTIONS =
  'You read the nutrition facts of a food product from a photo of its package or its nutrition label ' +
  '(often English or Dutch). Give the values per 100 g, or per 100 ml for a drink: take the per-100 column ' +
  'when there is one, otherwise convert from the serving size. "unit" is "milliliter" for per 100 ml, otherwise ' +
  '"gram". A nutrient the label does not show is 0. ' +
  NUTRIENT_RULES;

/** The text that goes with the photo in the user message. */
export const LABEL_REQUEST = 'The nutrition facts of this product, per 100 g or 100 ml.';
