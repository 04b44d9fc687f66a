import type { MealUnit, SizeUnit } from './meal-phrase';

/*
 * The words of a meal description that are not food: units, sizes, number words and fillers, in English and
 * Dutch, as they are written after lower-casing (tokens have their surrounding punctuation removed).
 */

export interface UnitWord {
  unit: MealUnit;
  /** How many of `unit` one of the word is: 'ons' (Dutch) is 100 g, 'pond' 500 g. */
  factor: number;
  /** A Dutch measure word, understood without a number or 'van' before the food: 'kop koffie', 'glas melk'. */
  bare: boolean;
}

const entries = (unit: MealUnit, words: string[], factor = 1, bare = false): [string, UnitWord][] =>
  words.map((word) => [word, { unit, factor, bare }]);

/** One-word units. Two-word ones ('fl oz', 'fluid ounce') are in TWO_WORD_UNITS. */
export const UNIT_WORDS: ReadonlyMap<string, UnitWord> = new Map([
  ...entries('g', ['g', 'gr', 'gram', 'grams', 'gramme', 'grammes']),
  ...entries('g', ['ons'], 100),
  ...entries('g', ['pond'], 500),
  ...entries('kg', ['kg', 'kilo', 'kilos', 'kilogram', 'kilograms']),
  ...entries('mg', ['mg', 'milligram', 'milligrams']),
  ...entries('oz', ['oz', 'ounce', 'ounces']),
  ...entries('lb', ['lb', 'lbs', 'pound', 'pounds']),
  ...entries('ml', ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres']),
  ...entries('cl', ['cl', 'centiliter', 'centiliters', 'centilitre', 'centilitres']),
  ...entries('dl', ['dl', 'deciliter', 'deciliters', 'decilitre', 'decilitres']),
  ...entries('l', ['l', 'ltr', 'liter', 'liters', 'litre', 'litres']),
  ...entries('fl oz', ['floz']),
  ...entries('cup', ['cup', 'cups']),
  ...entries('kop', ['kop', 'koppen', 'kopje', 'kopjes'], 1, true),
  ...entries('tbsp', ['tbsp', 'tbs', 'tbl', 'tablespoon', 'tablespoons']),
  ...entries('tbsp', ['el', 'eetlepel', 'eetlepels'], 1, true),
  ...entries('tsp', ['tsp', 'teaspoon', 'teaspoons']),
  ...entries('tsp', ['tl', 'theelepel', 'theelepels', 'theelepeltje', 'theelepeltjes'], 1, true),
  ...entries('slice', ['slice', 'slices']),
  ...entries('slice', ['plak', 'plakken', 'plakje', 'plakjes', 'snee', 'sneden', 'sneetje', 'sneetjes'], 1, true),
  ...entries('piece', ['piece', 'pieces', 'pc', 'pcs', 'bar', 'bars']),
  ...entries('piece', ['stuk', 'stuks', 'stukken', 'stukje', 'stukjes', 'reep', 'repen', 'reepje', 'reepjes'], 1, true),
  ...entries('can', ['can', 'cans', 'tin', 'tins']),
  ...entries('can', ['blik', 'blikken', 'blikje', 'blikjes'], 1, true),
  ...entries('glass', ['glass', 'glasses']),
  ...entries('glass', ['glas', 'glazen', 'glaasje', 'glaasjes', 'beker', 'bekers', 'bekertje'], 1, true),
  ...entries('bottle', ['bottle', 'bottles']),
  ...entries('bottle', ['fles', 'flessen', 'flesje', 'flesjes'], 1, true),
  // A plate of a meal is as much as a bowl of it.
  ...entries('bowl', ['bowl', 'bowls', 'plate', 'plates', 'plateful']),
  ...entries(
    'bowl',
    ['kom', 'kommen', 'kommetje', 'kommetjes', 'schaal', 'schalen', 'schaaltje', 'schaaltjes', 'bord', 'borden'],
    1,
    true,
  ),
  ...entries('mug', ['mug', 'mugs']),
  ...entries('mug', ['mok', 'mokken', 'mokje', 'mokjes'], 1, true),
  ...entries('handful', ['handful', 'handfuls']),
  ...entries('handful', ['handje', 'handjes', 'handvol'], 1, true),
  // A small plate, a tub or a small bag of something is taken as a portion of it.
  ...entries('portion', ['portion', 'portions', 'serving', 'servings']),
  ...entries('portion', ['portie', 'porties', 'portietje', 'bordje', 'bakje', 'bakjes', 'zakje', 'zakjes'], 1, true),
  ...entries('scoop', ['scoop', 'scoops']),
  ...entries('scoop', ['schep', 'scheppen', 'schepje', 'schepjes', 'bolletje', 'bolletjes'], 1, true),
]);

/** Units of two words: the first word, then the words that may follow it. */
export const TWO_WORD_UNITS: ReadonlyMap<string, { next: readonly string[]; unit: MealUnit }> = new Map([
  ['fl', { next: ['oz', 'ounce', 'ounces'], unit: 'fl oz' }],
  ['fluid', { next: ['oz', 'ounce', 'ounces'], unit: 'fl oz' }],
]);

export const SIZE_WORDS: ReadonlyMap<string, SizeUnit> = new Map([
  ['small', 'small'],
  ['klein', 'small'],
  ['kleine', 'small'],
  ['medium', 'medium'],
  ['middelgroot', 'medium'],
  ['middelgrote', 'medium'],
  ['large', 'large'],
  ['big', 'large'],
  ['groot', 'large'],
  ['grote', 'large'],
]);

const DUTCH_UNITS = ['twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien'] as const;

/**
 * Words that stand for a number. Consecutive ones multiply: 'half a' = 0.5 × 1, 'a couple of' = 1 × 2,
 * 'half a dozen' = 0.5 × 1 × 12, 'een paar' = 2. 'a few' / 'een paar' / 'several' / 'enkele' are guesses (3, 2).
 */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ...(['a', 'an', 'one', 'een', 'één', 'eén'] as const).map((word): [string, number] => [word, 1]),
  ...['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].map(
    (word, index): [string, number] => [word, index + 2],
  ),
  ...DUTCH_UNITS.map((word, index): [string, number] => [word, index + 2]),
  ['elf', 11],
  ['twaalf', 12],
  // 'tweeënhalf' (2.5) … 'tienenhalf'; 'ë' is often typed as 'e'.
  ...DUTCH_UNITS.flatMap((word, index): [string, number][] => [
    [`${word}ënhalf`, index + 2.5],
    [`${word}enhalf`, index + 2.5],
  ]),
  ['half', 0.5],
  ['halve', 0.5],
  ['anderhalf', 1.5],
  ['anderhalve', 1.5],
  ['quarter', 0.25],
  ['kwart', 0.25],
  ['couple', 2],
  ['paar', 2],
  ['few', 3],
  ['several', 3],
  ['enkele', 3],
  ['dozen', 12],
  ['dozijn', 12],
]);

/** 'my' / 'mijn': the food is one of the user's own products or recipes. 'own' / 'eigen' may follow. */
export const POSSESSIVES = new Set(['my', 'mijn']);
export const OWN_WORDS = new Set(['own', 'eigen']);

/** An amount too vague to count ('some', 'a splash of', 'een scheutje'): the phrase says no quantity. */
export const VAGUE_AMOUNT_WORDS = new Set([
  'some',
  'little',
  'bit',
  'splash',
  'dash',
  'drop',
  'pinch',
  'wat',
  'beetje',
  'scheut',
  'scheutje',
  'snuf',
  'snufje',
  'drupje',
]);

/** Words that stand between the amount and the food: 'of', 'van', articles. */
export const FILLER_WORDS = new Set(['of', 'van', 'the', 'de', 'het', 'a', 'an', 'een']);

/** Between two numbers, a range: '2 to 3', '2 or 3', '2 tot 3', '2 of 3' (Dutch 'of' is 'or'). */
export const RANGE_WORDS = new Set(['to', 'or', 'tot', 'of', '-', '–']);

/** Names of one food that hold 'and' / 'en': a meal description is not split inside them. */
export const JOINED_NAMES = [
  'macaroni and cheese',
  'mac and cheese',
  'mac n cheese',
  'salt and vinegar',
  'sour cream and onion',
  'cheese and onion',
  'fish and chips',
  'sweet and sour',
  'half and half',
  'pork and beans',
  'franks and beans',
  'rice and beans',
  'beans and rice',
  'spaghetti and meatballs',
  'chicken and dumplings',
  'cookies and cream',
  'biscuits and gravy',
  'peanut butter and jelly',
  'ham and cheese',
  'oil and vinegar',
  'bread and butter pickles',
  'zout en peper',
  'peper en zout',
  'zoet en zuur',
  'ham en kaas',
];
