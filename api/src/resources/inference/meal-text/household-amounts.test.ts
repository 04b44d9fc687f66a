import {
  gramsForPhrase,
  millilitresPerGram,
  type AmountFacts,
  type AmountPhrase,
  type HouseholdMeasure,
} from './household-amounts';

/** WEIGHT.txt lines of SR foods: [amount, description, grams]. */
const sr = (...lines: [number, string, number][]): HouseholdMeasure[] =>
  lines.map(([amount, description, grams]) => ({ amount, description, grams }));

const BANANA = sr(
  [1, 'cup, mashed', 225],
  [1, 'cup, sliced', 150],
  [1, 'extra small (less than 6" long)', 81],
  [1, 'small (6" to 6-7/8" long)', 101],
  [1, 'medium (7" to 7-7/8" long)', 118],
  [1, 'large (8" to 8-7/8" long)', 136],
  [1, 'extra large (9" or longer)', 152],
  [1, 'NLEA serving', 126],
); // 09040
const EGG = sr(
  [1, 'large', 50],
  [1, 'extra large', 56],
  [1, 'jumbo', 63],
  [1, 'cup (4.86 large eggs)', 243],
  [1, 'medium', 44],
  [1, 'small', 38],
); // 01123
const MILK = sr([1, 'cup', 244], [1, 'fl oz', 30.5], [1, 'tbsp', 15], [1, 'quart', 976]); // 01077
const WHOLE_WHEAT_BREAD = sr([1, 'slice', 32], [1, 'oz', 28.35]); // 18075
const COFFEE = sr([1, 'fl oz', 29.6], [6, 'fl oz', 178], [1, 'cup (8 fl oz)', 237]); // 14209
const CHICKEN_BREAST = sr([3, 'oz', 85], [1, 'piece', 272], [1, 'package', 926]); // 05062
const COLA = sr(
  [1, 'fl oz', 30.7],
  [1, 'can 12 fl oz', 368],
  [1, 'bottle 16 fl oz', 491],
  [1, 'cup child fast food, 12 fl oz capacity,  weight of the drink only with no ice added', 258],
  [1, 'cup medium fast food, 21 fl oz capacity, weight of the drink only  with no ice added', 486],
); // 14400
const BEER = sr([1, 'fl oz', 29.7], [1, 'can', 356]); // 14003
// 14429
const WATER = sr([1, 'fl oz', 29.6], [1, 'cup 8 fl oz', 237], [1, 'liter', 1000], [3, 'ice cube (3/4 fl oz)', 64]);
const SUGAR = sr([1, 'serving packet', 2.8], [1, 'tsp', 4.2], [1, 'cup', 200], [1, 'serving 1 cube', 2.3]); // 19335
const HONEY = sr([1, 'cup', 339], [1, 'tbsp', 21], [1, 'packet (0.5 oz)', 14]); // 19296
const ORANGE = sr(
  [1, 'cup, sections', 180],
  [1, 'large (3-1/16" dia)', 184],
  [1, 'small (2-3/8" dia)', 96],
  [1, 'fruit (2-5/8" dia)', 131],
); // 09200
const PEACH = sr(
  [1, 'cup slices', 154],
  [1, 'small (2-1/2" dia)', 130],
  [1, 'medium (2-2/3" dia)', 150],
  [1, 'large (2-3/4" dia)', 175],
  [1, 'NLEA serving', 147],
); // 09236
const POTATO = sr(
  [0.5, 'cup, diced', 75],
  [1, 'Potato large (3" to 4-1/4" dia)', 369],
  [1, 'Potato medium (2-1/4" to 3-1/4" dia)', 213],
); // 11352
const RICE = sr([1, 'cup', 158]); // 20045
const OATS = sr([1, 'cup', 81], [0.333, 'cup', 27]); // 08120
const SPAGHETTI = sr([2, 'oz', 57]); // 20420
const WHEY = sr([2, 'scoop', 50]); // 01224

const food = (measures: HouseholdMeasure[]): AmountFacts => ({ measures, isBeverage: false });
const drink = (measures: HouseholdMeasure[]): AmountFacts => ({ measures, isBeverage: true });
const said = (quantity: number, unit: AmountPhrase['unit'], extra: Partial<AmountPhrase> = {}): AmountPhrase => ({
  quantity,
  unit,
  quantityGiven: true,
  addition: false,
  ...extra,
});

const grams = (phrase: AmountPhrase, facts: AmountFacts) => gramsForPhrase(phrase, facts)?.grams;

describe('gramsForPhrase', () => {
  it('converts mass units exactly', () => {
    expect(gramsForPhrase(said(200, 'g'), food(CHICKEN_BREAST))).toEqual({ grams: 200, basis: '200 g' });
    expect(gramsForPhrase(said(2, 'oz'), food(CHICKEN_BREAST))).toEqual({ grams: 56.699, basis: '2 oz (56.7 g)' });
    expect(grams(said(1, 'lb'), food([]))).toBe(453.592);
    expect(grams(said(1.5, 'kg'), food([]))).toBe(1500);
    expect(grams(said(500, 'mg'), food([]))).toBeCloseTo(0.5);
  });

  it("turns volumes into grams through the density of the food's first volume measure, else 1 g/ml", () => {
    expect(grams(said(250, 'ml'), drink(MILK))).toBeCloseTo((250 * 244) / 236.6);
    expect(gramsForPhrase(said(250, 'ml'), drink(MILK))?.basis).toBe(
      '250 ml (250 ml × 1.03 g/ml, from cup 244 g = 257.82 g)',
    );
    expect(grams(said(8, 'fl oz'), drink(COFFEE))).toBeCloseTo(8 * 29.6);
    expect(grams(said(2, 'dl'), drink(COLA))).toBeCloseTo((200 * 30.7) / 29.57);
    expect(grams(said(33, 'cl'), drink([]))).toBe(330);
    expect(grams(said(1, 'l'), food(SPAGHETTI))).toBe(1000);
  });

  it("uses the food's own cup, tbsp or tsp measure, else the volume × density", () => {
    expect(grams(said(1, 'cup'), food(BANANA))).toBe(225);
    expect(grams(said(2, 'cup'), drink(COFFEE))).toBe(474);
    expect(grams(said(1, 'cup'), drink(WATER))).toBe(237);
    expect(grams(said(1, 'tbsp'), drink(MILK))).toBe(15);
    expect(grams(said(1, 'tsp'), food(SUGAR))).toBe(4.2);
    expect(grams(said(1, 'cup'), food(OATS))).toBe(81);
    expect(grams(said(1, 'cup'), drink(COLA))).toBeCloseTo((236.6 * 30.7) / 29.57); // not a fast-food cup
    expect(grams(said(1, 'tsp'), food(HONEY))).toBeCloseTo((4.93 * 339) / 236.6);
    expect(gramsForPhrase(said(1, 'tbsp'), food(CHICKEN_BREAST))).toEqual({
      grams: 14.79,
      basis: 'tbsp (14.79 ml × 1 g/ml = 14.79 g)',
    });
  });

  it("reads a Dutch 'kop' of coffee or tea as a kopje of 125 ml, and of anything else as a cup", () => {
    const TEA = sr([1, 'fl oz', 29.6], [6, 'fl oz', 178], [1, 'cup (8 fl oz)', 237]); // 14355
    const TOMATO_SOUP = sr([1, 'serving 1 cup', 248], [1, 'fl oz', 31]); // 06559
    expect(grams(said(1, 'kop', { food: 'koffie' }), drink(COFFEE))).toBeCloseTo((125 * 29.6) / 29.57);
    expect(grams(said(2, 'kop', { food: 'thee' }), drink(TEA))).toBeCloseTo((2 * 125 * 29.6) / 29.57);
    expect(grams(said(1, 'kop', { food: 'kruidenthee' }), drink(TEA))).toBeCloseTo((125 * 29.6) / 29.57);
    expect(gramsForPhrase(said(1, 'kop', { food: 'koffie' }), drink(COFFEE))?.basis).toMatch(
      /^kopje \(125 ml, default × /,
    );
    expect(grams(said(1, 'kop', { food: 'tomatensoep' }), food(TOMATO_SOUP))).toBeCloseTo(248, 0);
    expect(grams(said(1.5, 'kop', { food: 'rijst' }), food(RICE))).toBe(237);
  });

  it("finds a slice measure, not 'sliced', and else takes 30 g; a slice of a drink is unknown", () => {
    expect(gramsForPhrase(said(2, 'slice'), food(WHOLE_WHEAT_BREAD))).toEqual({
      grams: 64,
      basis: '2 × slice (32 g)',
    });
    expect(gramsForPhrase(said(1, 'slice'), food(BANANA))).toEqual({ grams: 30, basis: 'slice (30 g, default)' });
    expect(gramsForPhrase(said(1, 'slice'), drink(COFFEE))).toBeNull();
  });

  it("finds a piece as 'piece', 'medium', 'whole', 'fruit' or 'item', else first whole unit, measure, 100 g", () => {
    expect(grams(said(1, 'piece'), food(CHICKEN_BREAST))).toBe(272);
    expect(grams(said(1, 'piece'), food(BANANA))).toBe(118);
    expect(grams(said(1, 'piece'), food(ORANGE))).toBe(131);
    expect(grams(said(2, 'piece'), food(EGG))).toBe(88); // medium
    expect(grams(said(1, 'piece'), food(SPAGHETTI))).toBe(28.5);
    expect(grams(said(1, 'piece'), food([]))).toBe(100);
    expect(grams(said(1, 'piece'), drink(COFFEE))).toBeUndefined();
  });

  it('finds cans, bottles, glasses and mugs among the measures, else 330, 500, 250 and 300 ml × density', () => {
    expect(grams(said(1, 'can'), drink(COLA))).toBe(368);
    expect(grams(said(2, 'can'), drink(BEER))).toBe(712);
    expect(grams(said(1, 'bottle'), drink(COLA))).toBe(491);
    expect(grams(said(1, 'can'), drink(WATER))).toBeCloseTo((330 * 29.6) / 29.57);
    expect(grams(said(1, 'bottle'), drink([]))).toBe(500);
    expect(grams(said(1, 'glass'), drink(MILK))).toBeCloseTo((250 * 244) / 236.6);
    expect(gramsForPhrase(said(1, 'glass'), drink([]))?.basis).toBe('glass (250 ml, default × 1 g/ml = 250 g)');
    expect(grams(said(1, 'mug'), drink(COFFEE))).toBeCloseTo(300 * (29.6 / 29.57));
  });

  it('takes a bowl as 250 g, or 250 ml of a drink; a handful and a scoop as 30 g unless the food has a scoop', () => {
    expect(gramsForPhrase(said(1, 'bowl'), food(OATS))).toEqual({ grams: 250, basis: 'bowl (250 g, default)' });
    expect(grams(said(1, 'bowl'), drink(MILK))).toBeCloseTo((250 * 244) / 236.6);
    expect(grams(said(1, 'handful'), food([]))).toBe(30);
    expect(grams(said(1, 'scoop'), food([]))).toBe(30);
    expect(grams(said(1, 'scoop'), food(WHEY))).toBe(25);
    expect(grams(said(1, 'handful'), drink(MILK))).toBeUndefined();
  });

  it('takes a portion as a serving measure, else the first measure, else 100 g', () => {
    expect(grams(said(1, 'portion'), food(PEACH))).toBe(147);
    expect(grams(said(2, 'portion'), food(RICE))).toBe(316);
    expect(grams(said(1, 'portion'), food([]))).toBe(100);
  });

  it('finds size words, not their extra sizes; without such a measure reads the phrase as if it had no unit', () => {
    expect(grams(said(1, 'medium'), food(BANANA))).toBe(118);
    expect(grams(said(1, 'small'), food(BANANA))).toBe(101);
    expect(grams(said(1, 'large'), food([...BANANA].reverse()))).toBe(136);
    expect(grams(said(2, 'large'), food(EGG))).toBe(100);
    expect(grams(said(1, 'medium'), food(POTATO))).toBe(213);
    expect(grams(said(1, 'medium'), food(ORANGE))).toBe(131); // no medium: as without a unit, its 'fruit'
    expect(grams(said(1, 'large'), food(OATS))).toBe(100);
  });

  it('finds Dutch words in the names of own portions', () => {
    const granola = sr([1, 'Schaaltje', 45], [1, 'Plakje', 12], [1, 'Grote portie', 80]);
    expect(grams(said(1, 'bowl'), food(granola))).toBe(45);
    expect(grams(said(1, 'slice'), food(granola))).toBe(12);
    expect(grams(said(1, 'portion'), food(granola))).toBe(80);
    expect(grams(said(1, 'large'), food(granola))).toBe(80);
  });

  it('reads no unit as a medium one (eggs: large), else a piece, else the first whole unit, else 100 g', () => {
    expect(gramsForPhrase(said(2, null), food(BANANA))).toEqual({ grams: 236, basis: '2 × medium (118 g)' });
    expect(grams(said(2, null, { food: 'eggs' }), food(EGG))).toBe(100);
    expect(grams(said(2, null, { food: 'eieren' }), food(EGG))).toBe(100);
    expect(grams(said(1, null, { food: 'scrambled egg' }), food(EGG))).toBe(50);
    expect(grams(said(1, null), food(EGG))).toBe(44);
    expect(grams(said(1, null, { food: 'chicken breast' }), food(CHICKEN_BREAST))).toBe(272);
    expect(grams(said(1, null), food(ORANGE))).toBe(131);
    expect(grams(said(1, null), food(WHOLE_WHEAT_BREAD))).toBe(32); // the whole unit: a slice
    expect(grams(said(1, null), food(OATS))).toBe(100);
  });

  it('reads a drink without a unit as its whole unit (a can), else its cup, else a glass', () => {
    expect(grams(said(1, null), drink(COLA))).toBe(368);
    expect(grams(said(1, null), drink(COFFEE))).toBe(237);
    expect(grams(said(1, null), drink(MILK))).toBe(244);
    expect(grams(said(1, null), drink([]))).toBe(250);
  });

  it('takes an addition with no quantity as a 30 g splash, a tbsp of spread, a tsp of sweetener, or as said', () => {
    const splash = { quantityGiven: false, addition: true };
    expect(gramsForPhrase(said(1, null, { ...splash, food: 'milk' }), drink(MILK))).toEqual({
      grams: 30,
      basis: 'a splash (30 g, default)',
    });
    expect(grams(said(1, null, { ...splash, food: 'suiker' }), food(SUGAR))).toBe(4.2);
    expect(grams(said(1, null, { ...splash, food: 'honey' }), food(HONEY))).toBe(4);
    expect(grams(said(1, null, { addition: true, food: 'banana' }), food(BANANA))).toBe(118);
    expect(grams(said(1, null, { ...splash, food: 'kaas' }), food([]))).toBe(20);
    expect(grams(said(1, null, { ...splash, food: 'cheddar cheese' }), food(sr([1, 'slice (1 oz)', 28])))).toBe(28);
    expect(
      grams(said(1, null, { ...splash, food: 'boter' }), food(sr([1, 'tbsp', 14.2], [1, 'pat (1" sq, 1/3" high)', 5]))),
    ).toBe(5);
    expect(gramsForPhrase(said(1, null, { ...splash, food: 'pindakaas' }), food(sr([2, 'tbsp', 32])))).toEqual({
      grams: 16,
      basis: 'tbsp (16 g)',
    });
    expect(gramsForPhrase(said(1, null, { ...splash, food: 'butter' }), food([]))).toEqual({
      grams: 15,
      basis: 'a tablespoon (15 g, default)',
    });
    // as 'rice' alone: no whole unit, a 100 g portion
    expect(grams(said(1, null, { ...splash, food: 'rice' }), food(RICE))).toBe(100);
    expect(grams(said(1, null, { quantityGiven: false, food: 'milk' }), drink(MILK))).toBe(244);
  });

  it('has no answer for a quantity that is not a positive number', () => {
    expect(gramsForPhrase(said(0, 'g'), food([]))).toBeNull();
    expect(gramsForPhrase(said(Number.NaN, null), food(BANANA))).toBeNull();
  });
});

describe('millilitresPerGram', () => {
  it("is 1 / the food's density, or 1 without a volume measure", () => {
    expect(millilitresPerGram(drink(MILK))).toBeCloseTo(236.6 / 244);
    expect(millilitresPerGram(drink(COFFEE))).toBeCloseTo(29.57 / 29.6);
    expect(millilitresPerGram(drink([]))).toBe(1);
  });
});
