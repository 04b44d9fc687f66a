/*
 * Words that say how a food was prepared or kept, in English and Dutch, and the preparations they stand for. A
 * typed preparation word need not be in the name that matched: the food itself may be prepared so ("gekookte
 * aardappel" finds the Dutch name "aardappel" of SR's boiled potatoes). A food's preparations come from its names.
 */

export type Preparation =
  | 'raw'
  | 'cooked'
  | 'boiled'
  | 'fried'
  | 'baked'
  | 'roasted'
  | 'grilled'
  | 'steamed'
  | 'stewed'
  | 'poached'
  | 'scrambled'
  | 'toasted'
  | 'smoked'
  | 'dried'
  | 'canned'
  | 'frozen'
  | 'mashed';

/** Normalized word → the preparations it says (Dutch 'gebakken' is fried or baked). */
const WORDS: Record<string, readonly Preparation[]> = {
  raw: ['raw'],
  uncooked: ['raw'],
  unckd: ['raw'],
  rauw: ['raw'],
  rauwe: ['raw'],
  ongekookt: ['raw'],
  ongekookte: ['raw'],
  cooked: ['cooked'],
  ckd: ['cooked'],
  gaar: ['cooked'],
  gare: ['cooked'],
  boiled: ['boiled'],
  gekookt: ['boiled'],
  gekookte: ['boiled'],
  hardgekookt: ['boiled'],
  hardgekookte: ['boiled'],
  fried: ['fried'],
  gefrituurd: ['fried'],
  gefrituurde: ['fried'],
  gebakken: ['fried', 'baked'],
  baked: ['baked'],
  roasted: ['roasted'],
  roast: ['roasted'],
  rotisserie: ['roasted'],
  gebraden: ['roasted', 'fried'],
  grilled: ['grilled'],
  broiled: ['grilled'],
  gegrild: ['grilled'],
  gegrilde: ['grilled'],
  steamed: ['steamed'],
  gestoomd: ['steamed'],
  gestoomde: ['steamed'],
  stewed: ['stewed'],
  braised: ['stewed'],
  gestoofd: ['stewed'],
  gestoofde: ['stewed'],
  gesmoord: ['stewed'],
  gesmoorde: ['stewed'],
  poached: ['poached'],
  gepocheerd: ['poached'],
  gepocheerde: ['poached'],
  scrambled: ['scrambled'],
  toasted: ['toasted'],
  geroosterd: ['toasted', 'roasted'],
  geroosterde: ['toasted', 'roasted'],
  smoked: ['smoked'],
  gerookt: ['smoked'],
  gerookte: ['smoked'],
  dried: ['dried'],
  dehydrated: ['dried'],
  gedroogd: ['dried'],
  gedroogde: ['dried'],
  canned: ['canned'],
  blik: ['canned'],
  ingeblikt: ['canned'],
  ingeblikte: ['canned'],
  frozen: ['frozen'],
  bevroren: ['frozen'],
  diepvries: ['frozen'],
  mashed: ['mashed'],
  gepureerd: ['mashed'],
  gepureerde: ['mashed'],
};

/** Every way of cooking is cooked. */
const COOKING: ReadonlySet<Preparation> = new Set([
  ...(['boiled', 'fried', 'baked', 'roasted', 'grilled', 'steamed'] as const),
  ...(['stewed', 'poached', 'scrambled', 'toasted', 'mashed'] as const),
]);

/** Close enough when the asked preparation is not there: roasted for grilled, boiled for stewed. */
const NEAR: Partial<Record<Preparation, readonly Preparation[]>> = {
  grilled: ['roasted', 'baked'],
  roasted: ['baked', 'grilled'],
  baked: ['roasted'],
  boiled: ['stewed', 'poached', 'steamed'],
  stewed: ['boiled'],
  steamed: ['boiled'],
  poached: ['boiled'],
  fried: ['baked'],
  toasted: ['baked'],
};

/** The preparations a normalized word says; empty for any other word. */
export const preparationsOfWord = (word: string): readonly Preparation[] => WORDS[word] ?? [];

/** The preparations a food is said to be in one of its names' words (a way of cooking implies cooked). */
export function preparationsOfWords(words: readonly string[]): Set<Preparation> {
  const found = new Set<Preparation>();
  for (const word of words) {
    for (const preparation of preparationsOfWord(word)) {
      found.add(preparation);
      if (COOKING.has(preparation)) found.add('cooked');
    }
  }
  return found;
}

/**
 * How well a food prepared as `has` answers a typed word meaning `asked` (the word's first meaning counts most):
 * 'same'; 'near' for another meaning of the word, a close way of cooking (roasted for grilled) or a food said only
 * to be cooked (cooked rice for boiled rice); null otherwise (boiled potatoes are not baked ones).
 */
export function preparationFit(asked: readonly Preparation[], has: ReadonlySet<Preparation>): 'same' | 'near' | null {
  const [first] = asked;
  if (first === undefined) return null;
  if (has.has(first)) return 'same';
  if (asked.some((preparation) => has.has(preparation))) return 'near';
  if (asked.some((preparation) => (NEAR[preparation] ?? []).some((near) => has.has(near)))) return 'near';
  const cookedOnly = has.has('cooked') && ![...has].some((preparation) => COOKING.has(preparation));
  if (cookedOnly && asked.some((preparation) => COOKING.has(preparation))) return 'near';
  return null;
}
