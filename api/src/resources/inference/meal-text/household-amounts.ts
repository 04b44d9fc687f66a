import {
  MILLILITRES,
  densityOf,
  firstMeasure,
  gramsOfOne,
  measureMatching,
  shortDescription,
  volumeMeasure,
  wholeUnitMeasure,
  type HouseholdMeasure,
} from './household-measures';
import type { HouseholdUnit, MealPhrase, MealUnit, SizeUnit, VolumeUnit } from './meal-phrase';

export type { HouseholdMeasure } from './household-measures';

/*
 * How many grams of one matched food a phrase means.
 *
 * - Mass units convert exactly: 1 oz = 28.3495 g, 1 lb = 453.592 g, 1 kg = 1000 g, 1 mg = 0.001 g.
 * - Volumes (ml, cl, dl, l, fl oz = 29.57 ml) become grams through the food's density: the grams of its first
 *   volume measure in SR's order (cup = 236.6 ml, fl oz = 29.57 ml, tbsp = 14.79 ml, tsp = 4.93 ml, pint, quart)
 *   divided by that measure's millilitres; 1 g/ml when the food has none.
 * - cup, tbsp, tsp: the food's own measure of that name ('cup, chopped': its grams), else the volume × density.
 * - slice, piece, can, bottle, bowl, glass, mug, handful, scoop, portion and the size words: the food's first
 *   measure whose description holds the word (see UNIT_PATTERNS: 'piece' also finds 'medium', 'whole', 'fruit',
 *   'item'; 'large' is not 'extra large', 'small' not 'extra small'; 'portion' finds 'serving'). Otherwise the
 *   defaults:
 *     glass 250 ml, mug 300 ml, can 330 ml, bottle 500 ml (× density);
 *     bowl 250 g (for a drink 250 ml × density);
 *     slice 30 g, handful 30 g, scoop 30 g;
 *     portion: the food's medium serving, else its first serving, else its first measure, else 100 g;
 *     piece: the first whole-unit measure (not a volume, weight, package or serving), else the first measure, else 100
 * g;
 *     a size word without a measure of that size: as if no unit was said.
 *   A slice, piece, handful or scoop of a drink without such a measure cannot be told: null.
 * - No unit ('a banana', '2 eggs'): eggs ('egg', 'eggs', 'ei', 'eieren', 'eitje') a 'large' measure; other foods
 *   a 'medium' measure, else a piece ('piece', 'whole', 'fruit', 'item': an orange is its 'fruit' measure, not
 *   its first size 'large'), else the first whole-unit measure, else 100 g. Drinks ('a cola', 'een koffie'): the
 *   first whole-unit measure (a can of cola), else the food's cup, else a glass of 250 ml × density.
 *   A Dutch 'kop' or 'kopje' is a cup, except of coffee or tea: 125 ml (× density).
 * - An addition said without a quantity: milk, cream, a sauce ('with milk', 'met een scheutje melk') a splash of
 *   30 g; cheese a slice (its slice measure, else 20 g); a spread or condiment ('met pindakaas', 'with butter')
 *   its pat measure (butter: 5 g), else its tbsp measure, else 15 g; any other food ('chicken with rice') as if said
 * alone; a sweetener
 *   ('with sugar', 'met suiker', honey, syrup) one teaspoon: its tsp measure, else 4 g.
 * - The quantity multiplies the grams of one.
 */

export interface AmountFacts {
  measures: readonly HouseholdMeasure[];
  /** true for drinks: volume units are millilitres of the drink. */
  isBeverage: boolean;
}

export interface PhraseGrams {
  grams: number;
  /** How the grams were worked out: '2 × medium (118 g)'. */
  basis: string;
}

/** The phrase's amount; its food, when given, picks the egg and sweetener rules. */
export type AmountPhrase = Pick<MealPhrase, 'quantity' | 'quantityGiven' | 'unit' | 'addition'> &
  Partial<Pick<MealPhrase, 'food'>>;

const GRAMS_PER: Record<'g' | 'kg' | 'mg' | 'oz' | 'lb', number> = {
  g: 1,
  kg: 1000,
  mg: 0.001,
  oz: 28.3495,
  lb: 453.592,
};
const MILLILITRES_PER: Record<Exclude<VolumeUnit, 'cup' | 'tbsp' | 'tsp'>, number> = {
  ml: 1,
  cl: 10,
  dl: 100,
  l: 1000,
  'fl oz': MILLILITRES['fl oz'],
};

const word = (pattern: string) => new RegExp(String.raw`\b(?:${pattern})\b`, 'i');
/** Words of each unit in measure descriptions: SR's (English) and the Dutch a user may name a portion with. */
const UNIT_PATTERNS: Record<HouseholdUnit | SizeUnit, RegExp[]> = {
  slice: [word('slices?|plak|plakken|plakjes?|snee|sneden|sneetjes?')],
  piece: [word('pieces?|stuks?|stukjes?'), word('medium'), word('whole'), word('fruits?'), word('items?')],
  can: [word('cans?|blik|blikjes?')],
  bottle: [word('bottles?|fles|flessen|flesjes?')],
  glass: [word('glass(?:es)?|glas|glazen|glaasjes?')],
  mug: [word('mugs?|mok|mokken')],
  bowl: [word('bowls?|kom|kommetjes?|schaal|schaaltjes?')],
  kop: [word('cups?')],
  handful: [word('handfuls?|handjes?|handvol')],
  scoop: [word('scoops?|schep|schepjes?|bolletjes?')],
  portion: [/\bservings?\b.*\bmedium\b/i, word('servings?|portions?|porties?')],
  small: [/(?<!extra )\bsmall\b/i, word('kleine?')],
  medium: [word('medium|middelgroo?te?')],
  large: [/(?<!extra )\blarge\b/i, word('groo?te?')],
};

const GLASS_MILLILITRES = 250;
/** A Dutch 'kop' or 'kopje' of coffee or tea: a cup and saucer's 125 ml, not an American cup of 237 ml. */
const KOPJE_MILLILITRES = 125;
const COFFEE_OR_TEA = /(?:koffie|thee|coffee|\btea|espresso|cappuccino|latte)\b/i;
const DEFAULT_MILLILITRES: Partial<Record<MealUnit, number>> = {
  glass: GLASS_MILLILITRES,
  mug: 300,
  can: 330,
  bottle: 500,
};
const DEFAULT_GRAMS: Partial<Record<MealUnit, number>> = { slice: 30, handful: 30, scoop: 30 };
const NOT_FOR_DRINKS = new Set<MealUnit>(['slice', 'piece', 'handful', 'scoop']);

const EGGS = /^(?:eggs?|ei|eieren|eitjes?)\b|\b(?:eggs?|eieren)$/i;
const SWEETENERS = /\b(?:sugar|suiker|honey|honing|syrup|siroop|stroop|sweetener|zoetjes?)\b/i;
/** Cheese added to something: a slice of it ('een boterham met kaas'). */
const CHEESE = /\b(?:cheese|kaas)\b/i;
/** Additions poured on in small amounts ('coffee with milk'). */
const SPLASHES = /\b(?:milk|melk|cream|room|sauce|saus|gravy|jus|yogh?urt|kwark|quark|lemon|citroen)\b/i;
/** Additions spread or spooned on: one tablespoon. */
const SPREADS = new RegExp(
  String.raw`\b(?:butter|boter|margarine|halvarine|jam|pindakaas|chocoladepasta|nutella|hagelslag|mayo|mayonnaise|` +
    String.raw`mayonaise|ketchup|mustard|mosterd|hummus|pesto|dressing|oil|olie)\b`,
  'i',
);
const PAT = /\bpat\b/i;
const SPLASH_GRAMS = 30;
const CHEESE_SLICE_GRAMS = 20;
const TABLESPOON_GRAMS = 15;
const TEASPOON_OF_SUGAR_GRAMS = 4;
const DEFAULT_PORTION_GRAMS = 100;
const BOWL_GRAMS = 250;

/** One of something: its grams and how they were found. */
interface One {
  grams: number;
  label: string;
}

const format = (value: number) => String(Number(value.toFixed(2)));
const fromMeasure = (measure: HouseholdMeasure): One => ({
  grams: gramsOfOne(measure),
  label: `${shortDescription(measure)} (${format(gramsOfOne(measure))} g)`,
});
/** A measure of several ('50 berries') when no number was said: all of it, a serving, not one berry. */
const servingOf = (measure: HouseholdMeasure, phrase: AmountPhrase): One =>
  phrase.quantityGiven || measure.amount <= 1
    ? fromMeasure(measure)
    : {
        grams: measure.grams,
        label: `${format(measure.amount)} ${shortDescription(measure)} (${format(measure.grams)} g)`,
      };
const fixed = (name: string, grams: number): One => ({ grams, label: `${name} (${format(grams)} g, default)` });

function millilitres(name: string, ml: number, facts: AmountFacts, isDefault = false): One {
  const density = densityOf(facts.measures);
  const grams = ml * density.gramsPerMillilitre;
  const source = density.measure
    ? `, from ${shortDescription(density.measure)} ${format(gramsOfOne(density.measure))} g`
    : '';
  const size = isDefault ? `${format(ml)} ml, default` : `${format(ml)} ml`;
  return {
    grams,
    label: `${name} (${size} × ${format(density.gramsPerMillilitre)} g/ml${source} = ${format(grams)} g)`,
  };
}

function withoutUnit(phrase: AmountPhrase, facts: AmountFacts): One {
  const { measures } = facts;
  const food = phrase.food ?? '';
  if (phrase.addition && !phrase.quantityGiven) {
    if (SWEETENERS.test(food)) {
      const teaspoon = volumeMeasure(measures, 'tsp');
      return teaspoon ? fromMeasure(teaspoon) : fixed('a teaspoon', TEASPOON_OF_SUGAR_GRAMS);
    }
    if (SPREADS.test(food)) {
      const spoonful = measureMatching(measures, [PAT]) ?? volumeMeasure(measures, 'tbsp');
      return spoonful ? fromMeasure(spoonful) : fixed('a tablespoon', TABLESPOON_GRAMS);
    }
    if (CHEESE.test(food)) {
      const slice = measureMatching(measures, UNIT_PATTERNS.slice);
      return slice ? fromMeasure(slice) : fixed('a slice', CHEESE_SLICE_GRAMS);
    }
    if (SPLASHES.test(food)) return fixed('a splash', SPLASH_GRAMS);
  }
  if (facts.isBeverage) {
    const serving = wholeUnitMeasure(measures) ?? volumeMeasure(measures, 'cup');
    return serving ? fromMeasure(serving) : millilitres('glass', GLASS_MILLILITRES, facts, true);
  }
  const size = EGGS.test(food) ? UNIT_PATTERNS.large : UNIT_PATTERNS.medium;
  const measure =
    measureMatching(measures, size) ?? measureMatching(measures, UNIT_PATTERNS.piece) ?? wholeUnitMeasure(measures);
  return measure ? servingOf(measure, phrase) : fixed('a portion', DEFAULT_PORTION_GRAMS);
}

/**
 * Measures that stand in for a unit the food has no measure of: a glass of a drink served smaller than a glass
 * (wine: its 5 fl oz serving), a bottle of what comes in cans (beer), a scoop as half a cup (ice cream).
 */
function standIn(unit: HouseholdUnit | SizeUnit, facts: AmountFacts): One | null {
  const { measures } = facts;
  switch (unit) {
    case 'glass': {
      const serving = measureMatching(measures, [word('servings?')]);
      const glass = GLASS_MILLILITRES * densityOf(measures).gramsPerMillilitre;
      return facts.isBeverage && serving && gramsOfOne(serving) < glass ? fromMeasure(serving) : null;
    }
    case 'bottle': {
      const can = measureMatching(measures, UNIT_PATTERNS.can);
      return can ? fromMeasure(can) : null;
    }
    case 'scoop': {
      const halfCup = measureMatching(measures, [/\b1\/2 cup\b/i]);
      if (halfCup) return fromMeasure(halfCup);
      const cup = volumeMeasure(measures, 'cup');
      return cup ? { grams: gramsOfOne(cup) / 2, label: `half a cup (${format(gramsOfOne(cup) / 2)} g)` } : null;
    }
    default:
      return null;
  }
}

function householdUnit(unit: HouseholdUnit | SizeUnit, phrase: AmountPhrase, facts: AmountFacts): One | null {
  const { measures } = facts;
  const measure = measureMatching(measures, UNIT_PATTERNS[unit]);
  if (measure) return fromMeasure(measure);
  const instead = standIn(unit, facts);
  if (instead) return instead;
  if (facts.isBeverage && NOT_FOR_DRINKS.has(unit)) return null;
  const ml = DEFAULT_MILLILITRES[unit];
  if (ml !== undefined) return millilitres(unit, ml, facts, true);
  const grams = DEFAULT_GRAMS[unit];
  if (grams !== undefined) return fixed(unit, grams);
  switch (unit) {
    case 'bowl':
      return facts.isBeverage ? millilitres('bowl', BOWL_GRAMS, facts, true) : fixed('bowl', BOWL_GRAMS);
    case 'portion': {
      const first = firstMeasure(measures);
      return first ? fromMeasure(first) : fixed('portion', DEFAULT_PORTION_GRAMS);
    }
    case 'piece': {
      const whole = wholeUnitMeasure(measures) ?? firstMeasure(measures);
      return whole ? fromMeasure(whole) : fixed('piece', DEFAULT_PORTION_GRAMS);
    }
    default:
      return withoutUnit(phrase, facts);
  }
}

function oneOf(unit: MealUnit, phrase: AmountPhrase, facts: AmountFacts): One | null {
  if (unit === 'kop') {
    if (COFFEE_OR_TEA.test(phrase.food ?? '')) return millilitres('kopje', KOPJE_MILLILITRES, facts, true);
    return oneOf('cup', phrase, facts);
  }
  if (unit === 'cup' || unit === 'tbsp' || unit === 'tsp') {
    const own = volumeMeasure(facts.measures, unit);
    return own ? fromMeasure(own) : millilitres(unit, MILLILITRES[unit], facts);
  }
  return householdUnit(unit as HouseholdUnit | SizeUnit, phrase, facts);
}

/** Millilitres of a drink per gram of it: 1 / the food's density (see densityOf). */
export function millilitresPerGram(facts: AmountFacts): number {
  return 1 / densityOf(facts.measures).gramsPerMillilitre;
}

/**
 * Grams of food the phrase means, and how it was worked out ('2 × medium (118 g)'); null when the unit cannot be
 * resolved for this food.
 */
export function gramsForPhrase(phrase: AmountPhrase, facts: AmountFacts): PhraseGrams | null {
  const { quantity, unit } = phrase;
  if (!(quantity > 0) || !Number.isFinite(quantity)) return null;
  if (unit !== null && unit in GRAMS_PER) {
    const grams = quantity * GRAMS_PER[unit as keyof typeof GRAMS_PER];
    return {
      grams,
      basis: unit === 'g' ? `${format(quantity)} g` : `${format(quantity)} ${unit} (${format(grams)} g)`,
    };
  }
  if (unit !== null && unit in MILLILITRES_PER) {
    const ml = quantity * MILLILITRES_PER[unit as keyof typeof MILLILITRES_PER];
    const { grams, label } = millilitres(`${format(quantity)} ${unit}`, ml, facts);
    return { grams, basis: label };
  }
  const one = unit === null ? withoutUnit(phrase, facts) : oneOf(unit, phrase, facts);
  if (!one) return null;
  return { grams: quantity * one.grams, basis: quantity === 1 ? one.label : `${format(quantity)} × ${one.label}` };
}
