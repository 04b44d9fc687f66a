/*
 * Reading SR household measures (WEIGHT.txt rows): grams of one of a measure, which measures hold a volume
 * (and so give a food's density), which are whole units ('medium', 'slice', 'piece', 'can') and which are not.
 */

export interface HouseholdMeasure {
  /** How many of the measure the grams are for ('1' cup, '0.5' cup, '6' fl oz). */
  amount: number;
  /** Msre_Desc: 'cup, sliced', 'medium (7" to 7-7/8" long)', 'large', 'slice', 'fl oz', 'tbsp'. */
  description: string;
  grams: number;
}

/** Millilitres of the US household volume measures SR uses. */
export const MILLILITRES = { cup: 236.6, 'fl oz': 29.57, tbsp: 14.79, tsp: 4.93, pint: 473.2, quart: 946.4 } as const;

export type VolumeMeasureName = keyof typeof MILLILITRES;

const VOLUME_WORDS: Record<VolumeMeasureName, string> = {
  cup: 'cups?',
  'fl oz': 'fl oz|fluid ounces?',
  tbsp: 'tbsp|tablespoons?',
  tsp: 'tsp|teaspoons?',
  pint: 'pints?',
  quart: 'quarts?',
};

/**
 * A description that starts with the volume measure: 'cup', 'cup, sliced', 'cup (8 fl oz)', 'cup cherry
 * tomatoes'. Not the cups of fast-food drinks ('cup child fast food, 12 fl oz capacity'), which name a size of
 * cup rather than a volume of the food.
 */
const VOLUME_PATTERNS = Object.fromEntries(
  Object.entries(VOLUME_WORDS).map(([name, words]) => [
    name,
    new RegExp(String.raw`^(?:${words})\b(?!.*\b(?:capacity|fast food)\b)`, 'i'),
  ]),
) as Record<VolumeMeasureName, RegExp>;

/** Descriptions that are not one whole thing: volumes, weights, packages and servings. */
const NOT_A_WHOLE_UNIT = new RegExp(
  String.raw`^(?:cups?|fl|fluid|oz|ounces?|lbs?|pounds?|g|grams?|kg|ml|liters?|litres?|tbsp|tablespoons?|tsp|` +
    String.raw`teaspoons?|quarts?|pints?|gallons?|cubic|packages?|containers?|jars?|bags?|box(?:es)?|nlea|servings?|` +
    String.raw`portions?)\b`,
  'i',
);

export const gramsOfOne = (measure: HouseholdMeasure) => measure.grams / measure.amount;

/** 'medium (7" to 7-7/8" long)' → 'medium'; 'cup (8 fl oz)' → 'cup'. */
export const shortDescription = (measure: HouseholdMeasure) =>
  measure.description.replace(/\s*\([^)]*\)/g, '').trim() || measure.description;

const usable = (measure: HouseholdMeasure) => measure.amount > 0 && measure.grams > 0;

/** The food's first measure that is exactly this volume measure ('cup, chopped' for cup). */
export function volumeMeasure(
  measures: readonly HouseholdMeasure[],
  name: VolumeMeasureName,
): HouseholdMeasure | undefined {
  const pattern = VOLUME_PATTERNS[name];
  return measures.find((measure) => usable(measure) && pattern.test(measure.description));
}

export interface Density {
  gramsPerMillilitre: number;
  /** The measure it comes from; undefined when there is none and 1 g/ml is assumed. */
  measure?: HouseholdMeasure;
}

/** Grams per millilitre from the food's first volume measure in SR's order, else 1 (water). */
export function densityOf(measures: readonly HouseholdMeasure[]): Density {
  const names = Object.keys(MILLILITRES) as VolumeMeasureName[];
  for (const measure of measures) {
    const name = names.find((candidate) => VOLUME_PATTERNS[candidate].test(measure.description));
    if (name && usable(measure)) return { gramsPerMillilitre: gramsOfOne(measure) / MILLILITRES[name], measure };
  }
  return { gramsPerMillilitre: 1 };
}

/** Words that make a measure a special size of the thing: 'slice, large', 'slice, thin'. */
const SIZE_QUALIFIER = /\b(?:large|small|thin|thick|extra|jumbo|mini|medium)\b/i;

/**
 * The measure matching the first of the patterns that any measure matches (the patterns are in order of
 * preference); of those, the plainest one ('slice' before 'slice, large' and 'slice crust not eaten'), else the first.
 */
export function measureMatching(
  measures: readonly HouseholdMeasure[],
  patterns: readonly RegExp[],
): HouseholdMeasure | undefined {
  for (const pattern of patterns) {
    const found = measures.filter((measure) => usable(measure) && pattern.test(measure.description));
    const plain = found
      .filter((measure) => !SIZE_QUALIFIER.test(measure.description.replace(pattern, '')))
      .sort((a, b) => a.description.length - b.description.length)[0];
    if (found.length > 0) return plain ?? found[0];
  }
  return undefined;
}

/**
 * The first measure that is one whole thing ('piece', 'slice', 'can', 'large'), not a volume, a weight or a package.
 */
export const wholeUnitMeasure = (measures: readonly HouseholdMeasure[]) =>
  measures.find((measure) => usable(measure) && !NOT_A_WHOLE_UNIT.test(measure.description.trim()));

export const firstMeasure = (measures: readonly HouseholdMeasure[]) => measures.find(usable);
