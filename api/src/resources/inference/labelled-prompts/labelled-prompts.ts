import { MILLILITRES } from '../meal-text/household-measures';

/*
 * Meal descriptions as people type them, each labelled by hand with the foods it means and how much of each,
 * chosen as a nutritionist would and independently of what the engine answers. The expected nutrients are
 * never typed here: they are the grams times the food's values per 100 g in the imported SR table
 * (expected-nutrients.ts).
 *
 * How the grams were chosen:
 * - A household measure SR gives for the food is its size: a banana is SR's medium banana (118 g), a slice of
 *   bread SR's slice, a cup SR's cup, an egg SR's large egg, a can of cola SR's 12 fl oz can.
 * - The engine's documented sizes where they are what the words mean (meal-text/household-amounts.ts): a glass
 *   250 ml, a mug 300 ml, a handful 30 g, a bowl 250 g, a Dutch 'kop' a cup (of coffee or tea a kopje of 125 ml), a
 * splash of milk 30 g, sugar a
 *   teaspoon. Millilitres become grams through the food's density, SR's grams of its cup or fl oz.
 * - Otherwise a typical portion, where the sizes above would be wrong for the food: a spread on one slice of
 *   bread 15 g, a slice of Dutch cheese or ham 15-20 g, butter 5 g a slice or roll, a plate of pasta 250 g cooked
 *   (100 g dry) with 125 g of sauce, a glass of wine 150 ml (SR's 5 fl oz serving), a krentenbol 60 g, a scoop
 *   of ice cream SR's half cup, a slice of pizza 1/8 of a 14" pizza, a bottle of beer 12 fl oz, a portion of
 *   fries SR's medium serving.
 * Foods: Dutch 'melk' and 'halfvolle melk' are SR's 2 % milk (1.5 % is between SR's 1 % and 2 %), 'kwark' nonfat
 * Greek yoghurt (the same energy and protein as magere kwark), 'noten' unsalted mixed nuts, 'kaas' Gouda,
 * 'hagelslag' semisweet chocolate, 'krentenbol' raisin bread, 'toast' toasted white bread.
 */

export interface LabelledFood {
  /** The SR food (NDB_No). */
  ndbNo: string;
  grams: number;
}

export interface LabelledPrompt {
  prompt: string;
  language: 'en' | 'nl';
  foods: readonly LabelledFood[];
}

/** Grams of `millilitres` of a drink SR weighs at `grams` per `measureMillilitres` (its cup or fl oz). */
const poured = (millilitres: number, grams: number, measureMillilitres: number) =>
  (millilitres * grams) / measureMillilitres;
const cupDensity = (gramsPerCup: number) => (millilitres: number) => poured(millilitres, gramsPerCup, MILLILITRES.cup);
const flOzDensity = (gramsPerFlOz: number) => (millilitres: number) =>
  poured(millilitres, gramsPerFlOz, MILLILITRES['fl oz']);

/** SR foods of the labels, and the household measures (grams) their amounts come from. */
const SR = {
  apple: { ndbNo: '09003', medium: 182 },
  appleJuice: { ndbNo: '09016', ml: cupDensity(248) },
  applePie: { ndbNo: '18301', piece: 125 },
  almonds: { ndbNo: '12061' },
  avocado: { ndbNo: '09037', whole: 201 },
  bagel: { ndbNo: '18001', medium: 105 },
  banana: { ndbNo: '09040', medium: 118 },
  beer: { ndbNo: '14003', ml: flOzDensity(29.7) },
  blueberries: { ndbNo: '09050' },
  chocolateSprinkles: { ndbNo: '19080' },
  breadRaisin: { ndbNo: '18047' },
  breadWheat: { ndbNo: '18064', slice: 29 },
  breadWholeWheat: { ndbNo: '18075', slice: 32 },
  broccoliCooked: { ndbNo: '11091', halfCupChopped: 78 },
  butter: { ndbNo: '01001', pat: 5 },
  carrotsCooked: { ndbNo: '11125' },
  buttermilk: { ndbNo: '01088', ml: cupDensity(245) },
  cheddar: { ndbNo: '01009' },
  cheeseburger: { ndbNo: '21089', sandwich: 91 },
  chickenBreastFried: { ndbNo: '05063' },
  chickenBreastGrilled: { ndbNo: '05747' },
  chickenBreastRaw: { ndbNo: '05062' },
  chickenBreastRoasted: { ndbNo: '05064' },
  coffee: { ndbNo: '14209', cup: 237, ml: flOzDensity(29.6) },
  cola: { ndbNo: '14148', ml: flOzDensity(30.7), can: 370 },
  cottageCheese: { ndbNo: '01012' },
  crackersRound: { ndbNo: '18229', one: 3.2 },
  creamCheese: { ndbNo: '01017', tbsp: 14.5 },
  crisps: { ndbNo: '19411' },
  croissant: { ndbNo: '18239', medium: 57 },
  eggBoiled: { ndbNo: '01129', large: 50 },
  eggFried: { ndbNo: '01128', large: 46 },
  eggPoached: { ndbNo: '01131', large: 50 },
  eggRaw: { ndbNo: '01123', large: 50 },
  eggScrambled: { ndbNo: '01132', large: 61 },
  fries: { ndbNo: '21138', medium: 117 },
  gouda: { ndbNo: '01022' },
  granola: { ndbNo: '08037' },
  greekYogurtNonfat: { ndbNo: '01256' },
  greekYogurtWhole: { ndbNo: '01293' },
  ham: { ndbNo: '07029' },
  hotChocolate: { ndbNo: '01105', ml: cupDensity(250) },
  honey: { ndbNo: '19296', tbsp: 21 },
  iceCreamVanilla: { ndbNo: '19095', halfCup: 66 },
  kiwi: { ndbNo: '09148', fruit: 69 },
  lentilsCooked: { ndbNo: '16070' },
  mandarin: { ndbNo: '09218', medium: 88 },
  mayonnaise: { ndbNo: '04025', tbsp: 13.8 },
  meatball: { ndbNo: '07972' },
  milk2: { ndbNo: '01079', ml: cupDensity(244) },
  milkWhole: { ndbNo: '01077', ml: cupDensity(244) },
  mixedNutsUnsalted: { ndbNo: '12135' },
  oatsDry: { ndbNo: '08120' },
  oliveOil: { ndbNo: '04053', tbsp: 13.5 },
  orange: { ndbNo: '09200', fruit: 131 },
  orangeJuice: { ndbNo: '09209', ml: cupDensity(249) },
  pastaSauce: { ndbNo: '06931', halfCup: 132 },
  peanutButter: { ndbNo: '16098', tbsp: 16 },
  pear: { ndbNo: '09252', medium: 178 },
  pineapple: { ndbNo: '09266' },
  pizza: { ndbNo: '21224' },
  porridge: { ndbNo: '08121' },
  potatoBaked: { ndbNo: '11674', medium: 173 },
  potatoBoiled: { ndbNo: '11367' },
  riceBrownCooked: { ndbNo: '20037', cup: 195 },
  riceWhiteCooked: { ndbNo: '20045' },
  salmon: { ndbNo: '15236' },
  salmonSmoked: { ndbNo: '15077' },
  spinachRaw: { ndbNo: '11457' },
  spaghettiCooked: { ndbNo: '20121', cup: 140 },
  strawberries: { ndbNo: '09316', medium: 12, cupWhole: 144 },
  sugar: { ndbNo: '19335', tsp: 4.2 },
  sweetPotatoBaked: { ndbNo: '11508' },
  tea: { ndbNo: '14355', cup: 237, ml: flOzDensity(29.6) },
  toastWhite: { ndbNo: '18070', slice: 22 },
  toastWholeWheat: { ndbNo: '18076', slice: 25 },
  tomatoSoup: { ndbNo: '06559', cup: 248 },
  tuna: { ndbNo: '15121', can: 165 },
  wineRed: { ndbNo: '14096', serving: 147 },
  yogurtLowFat: { ndbNo: '01117' },
} as const;

const GLASS_ML = 250;
const MUG_ML = 300;
/** A Dutch kopje of coffee or tea (a cup and saucer), not SR's 8 fl oz cup. */
const KOPJE_ML = 125;
const HANDFUL_G = 30;
const BOWL_G = 250;
const SPLASH_G = 30;
/** One slice of bread's spread (peanut butter, chocolate sprinkles, jam), and a Dutch slice of cheese or ham. */
const SPREAD_PER_SLICE_G = 15;
const DUTCH_CHEESE_SLICE_G = 20;
const DUTCH_HAM_SLICE_G = 15;
/** A plate of pasta: 100 g dry is 250 g cooked; a quarter of a 500 g jar of sauce. */
const PLATE_OF_PASTA_G = 250;
const PASTA_SAUCE_FOR_A_PLATE_G = 125;
const KRENTENBOL_G = 60;
const MAYONNAISE_ON_FRIES_G = 25;
/** A Dutch gehaktbal (SR has no measure for meatballs). */
const GEHAKTBAL_G = 100;
/** Magere kwark as one serving (the single-serve pots; a 'bakje' of blueberries on it a small handful). */
const KWARK_SERVING_G = 150;
const BERRIES_ON_KWARK_G = 50;
/** 12 fl oz, a US bottle of beer (SR's can of the same size). */
const BEER_BOTTLE_ML = 355;
/** A slice of a 14" pizza, 1/8 of it. */
const PIZZA_SLICE_G = 107;

const food = (ndbNo: string, grams: number): LabelledFood => ({ ndbNo, grams });
const nl = (prompt: string, ...foods: LabelledFood[]): LabelledPrompt => ({ prompt, language: 'nl', foods });
const en = (prompt: string, ...foods: LabelledFood[]): LabelledPrompt => ({ prompt, language: 'en', foods });

const DUTCH: readonly LabelledPrompt[] = [
  nl(
    'een boterham met pindakaas',
    food(SR.breadWheat.ndbNo, SR.breadWheat.slice),
    food(SR.peanutButter.ndbNo, SPREAD_PER_SLICE_G),
  ),
  nl('twee eieren', food(SR.eggRaw.ndbNo, 2 * SR.eggRaw.large)),
  nl('glas halfvolle melk', food(SR.milk2.ndbNo, SR.milk2.ml(GLASS_ML))),
  nl('kop thee', food(SR.tea.ndbNo, SR.tea.ml(KOPJE_ML))),
  nl('twee kopjes koffie', food(SR.coffee.ndbNo, 2 * SR.coffee.ml(KOPJE_ML))),
  nl('een kop tomatensoep', food(SR.tomatoSoup.ndbNo, SR.tomatoSoup.cup)),
  nl('appel', food(SR.apple.ndbNo, SR.apple.medium)),
  nl(
    'bakje kwark met blauwe bessen',
    food(SR.greekYogurtNonfat.ndbNo, KWARK_SERVING_G),
    food(SR.blueberries.ndbNo, BERRIES_ON_KWARK_G),
  ),
  nl('handje noten', food(SR.mixedNutsUnsalted.ndbNo, HANDFUL_G)),
  nl(
    'bord pasta met pastasaus',
    food(SR.spaghettiCooked.ndbNo, PLATE_OF_PASTA_G),
    food(SR.pastaSauce.ndbNo, PASTA_SAUCE_FOR_A_PLATE_G),
  ),
  nl('een kop koffie met melk', food(SR.coffee.ndbNo, SR.coffee.ml(KOPJE_ML)), food(SR.milk2.ndbNo, SPLASH_G)),
  nl(
    'twee boterhammen met kaas',
    food(SR.breadWheat.ndbNo, 2 * SR.breadWheat.slice),
    food(SR.gouda.ndbNo, 2 * DUTCH_CHEESE_SLICE_G),
  ),
  nl('een halve banaan', food(SR.banana.ndbNo, SR.banana.medium / 2)),
  nl('een kom yoghurt met een handje granola', food(SR.yogurtLowFat.ndbNo, BOWL_G), food(SR.granola.ndbNo, HANDFUL_G)),
  nl('een glas sinaasappelsap', food(SR.orangeJuice.ndbNo, SR.orangeJuice.ml(GLASS_ML))),
  nl(
    '150 gram kipfilet, 200 gram rijst en 150 gram broccoli',
    food(SR.chickenBreastRaw.ndbNo, 150),
    food(SR.riceWhiteCooked.ndbNo, 200),
    food(SR.broccoliCooked.ndbNo, 150),
  ),
  nl(
    'twee sneetjes volkorenbrood met hagelslag',
    food(SR.breadWholeWheat.ndbNo, 2 * SR.breadWholeWheat.slice),
    food(SR.chocolateSprinkles.ndbNo, 2 * SPREAD_PER_SLICE_G),
  ),
  nl('een mandarijn', food(SR.mandarin.ndbNo, SR.mandarin.medium)),
  nl('een blikje cola', food(SR.cola.ndbNo, SR.cola.ml(330))),
  nl('twee glazen bier', food(SR.beer.ndbNo, SR.beer.ml(2 * GLASS_ML))),
  nl('een glas rode wijn', food(SR.wineRed.ndbNo, SR.wineRed.serving)),
  nl('een stuk appeltaart', food(SR.applePie.ndbNo, SR.applePie.piece)),
  nl('een croissant', food(SR.croissant.ndbNo, SR.croissant.medium)),
  nl('aardappelen 250 gram', food(SR.potatoBoiled.ndbNo, 250)),
  nl(
    'een portie patat met mayonaise',
    food(SR.fries.ndbNo, SR.fries.medium),
    food(SR.mayonnaise.ndbNo, MAYONNAISE_ON_FRIES_G),
  ),
  nl('een gehaktbal', food(SR.meatball.ndbNo, GEHAKTBAL_G)),
  nl('een eetlepel olijfolie', food(SR.oliveOil.ndbNo, SR.oliveOil.tbsp)),
  nl('twee theelepels suiker', food(SR.sugar.ndbNo, 2 * SR.sugar.tsp)),
  nl('een krentenbol met boter', food(SR.breadRaisin.ndbNo, KRENTENBOL_G), food(SR.butter.ndbNo, SR.butter.pat)),
  nl('vijf aardbeien', food(SR.strawberries.ndbNo, 5 * SR.strawberries.medium)),
  nl('een beker karnemelk', food(SR.buttermilk.ndbNo, SR.buttermilk.ml(GLASS_ML))),
  nl(
    'twee boterhammen met ham en een glas melk',
    food(SR.breadWheat.ndbNo, 2 * SR.breadWheat.slice),
    food(SR.ham.ndbNo, 2 * DUTCH_HAM_SLICE_G),
    food(SR.milk2.ndbNo, SR.milk2.ml(GLASS_ML)),
  ),
  nl('een gekookt ei', food(SR.eggBoiled.ndbNo, SR.eggBoiled.large)),
  nl('100 gram zalm met 200 gram zoete aardappel', food(SR.salmon.ndbNo, 100), food(SR.sweetPotatoBaked.ndbNo, 200)),
  nl('anderhalf glas appelsap', food(SR.appleJuice.ndbNo, SR.appleJuice.ml(1.5 * GLASS_ML))),
  nl('een kiwi en een peer', food(SR.kiwi.ndbNo, SR.kiwi.fruit), food(SR.pear.ndbNo, SR.pear.medium)),
  nl('40 gram havermout met 200 ml melk', food(SR.oatsDry.ndbNo, 40), food(SR.milk2.ndbNo, SR.milk2.ml(200))),
];

const ENGLISH: readonly LabelledPrompt[] = [
  en('a banana', food(SR.banana.ndbNo, SR.banana.medium)),
  en(
    '200 g chicken breast and a banana',
    food(SR.chickenBreastRaw.ndbNo, 200),
    food(SR.banana.ndbNo, SR.banana.medium),
  ),
  en(
    '2 slices of whole-wheat bread with 2 tbsp peanut butter',
    food(SR.breadWholeWheat.ndbNo, 2 * SR.breadWholeWheat.slice),
    food(SR.peanutButter.ndbNo, 2 * SR.peanutButter.tbsp),
  ),
  en(
    'a cup of coffee with milk and sugar',
    food(SR.coffee.ndbNo, SR.coffee.cup),
    food(SR.milk2.ndbNo, SPLASH_G),
    food(SR.sugar.ndbNo, SR.sugar.tsp),
  ),
  en('a glass of orange juice', food(SR.orangeJuice.ndbNo, SR.orangeJuice.ml(GLASS_ML))),
  en(
    'a bowl of porridge with a handful of blueberries',
    food(SR.porridge.ndbNo, BOWL_G),
    food(SR.blueberries.ndbNo, HANDFUL_G),
  ),
  en('3 eggs', food(SR.eggRaw.ndbNo, 3 * SR.eggRaw.large)),
  en('a can of coke', food(SR.cola.ndbNo, SR.cola.can)),
  en(
    '100g greek yogurt with a tbsp of honey',
    food(SR.greekYogurtWhole.ndbNo, 100),
    food(SR.honey.ndbNo, SR.honey.tbsp),
  ),
  en(
    '1/2 cup brown rice and 150 g salmon',
    food(SR.riceBrownCooked.ndbNo, SR.riceBrownCooked.cup / 2),
    food(SR.salmon.ndbNo, 150),
  ),
  en('an apple and a handful of almonds', food(SR.apple.ndbNo, SR.apple.medium), food(SR.almonds.ndbNo, HANDFUL_G)),
  en(
    'two fried eggs and two slices of toast with butter',
    food(SR.eggFried.ndbNo, 2 * SR.eggFried.large),
    food(SR.toastWhite.ndbNo, 2 * SR.toastWhite.slice),
    food(SR.butter.ndbNo, 2 * SR.butter.pat),
  ),
  en('a glass of whole milk', food(SR.milkWhole.ndbNo, SR.milkWhole.ml(GLASS_ML))),
  en(
    'a bagel with cream cheese',
    food(SR.bagel.ndbNo, SR.bagel.medium),
    food(SR.creamCheese.ndbNo, 2 * SR.creamCheese.tbsp),
  ),
  en(
    'a cheeseburger and medium fries',
    food(SR.cheeseburger.ndbNo, SR.cheeseburger.sandwich),
    food(SR.fries.ndbNo, SR.fries.medium),
  ),
  en('2 cups of black coffee', food(SR.coffee.ndbNo, 2 * SR.coffee.cup)),
  en(
    'half an avocado and a slice of toast',
    food(SR.avocado.ndbNo, SR.avocado.whole / 2),
    food(SR.toastWhite.ndbNo, SR.toastWhite.slice),
  ),
  en('150g cottage cheese and 100g pineapple', food(SR.cottageCheese.ndbNo, 150), food(SR.pineapple.ndbNo, 100)),
  en('a bowl of tomato soup', food(SR.tomatoSoup.ndbNo, BOWL_G)),
  en('a bottle of beer', food(SR.beer.ndbNo, SR.beer.ml(BEER_BOTTLE_ML))),
  en('250 ml semi-skimmed milk', food(SR.milk2.ndbNo, SR.milk2.ml(250))),
  en('30g crisps', food(SR.crisps.ndbNo, 30)),
  en('a slice of pizza', food(SR.pizza.ndbNo, PIZZA_SLICE_G)),
  en(
    '1.5 cups of cooked pasta with 1/2 cup tomato sauce',
    food(SR.spaghettiCooked.ndbNo, 1.5 * SR.spaghettiCooked.cup),
    food(SR.pastaSauce.ndbNo, SR.pastaSauce.halfCup),
  ),
  en('a mug of hot chocolate', food(SR.hotChocolate.ndbNo, SR.hotChocolate.ml(MUG_ML))),
  en(
    'an orange, a pear and a kiwi',
    food(SR.orange.ndbNo, SR.orange.fruit),
    food(SR.pear.ndbNo, SR.pear.medium),
    food(SR.kiwi.ndbNo, SR.kiwi.fruit),
  ),
  en('a tablespoon of mayo', food(SR.mayonnaise.ndbNo, SR.mayonnaise.tbsp)),
  en('a cup of strawberries', food(SR.strawberries.ndbNo, SR.strawberries.cupWhole)),
  en('a can of tuna', food(SR.tuna.ndbNo, SR.tuna.can)),
  en(
    '2 oz cheddar and 6 crackers',
    food(SR.cheddar.ndbNo, 2 * 28.35),
    food(SR.crackersRound.ndbNo, 6 * SR.crackersRound.one),
  ),
  en('a scoop of vanilla ice cream', food(SR.iceCreamVanilla.ndbNo, SR.iceCreamVanilla.halfCup)),
  en(
    'I had 2 scrambled eggs and a slice of whole wheat toast for breakfast',
    food(SR.eggScrambled.ndbNo, 2 * SR.eggScrambled.large),
    food(SR.toastWholeWheat.ndbNo, SR.toastWholeWheat.slice),
  ),
];

/**
 * Preparation words decide between variants of a food: SR's food prepared so, the plainest (without salt, meat only).
 */
const PREPARED: readonly LabelledPrompt[] = [
  nl('gekookte aardappelen 200 gram', food(SR.potatoBoiled.ndbNo, 200)),
  nl('een gebakken ei', food(SR.eggFried.ndbNo, SR.eggFried.large)),
  nl('150 gram gegrilde kipfilet', food(SR.chickenBreastGrilled.ndbNo, 150)),
  nl('200 gram gekookte rijst', food(SR.riceWhiteCooked.ndbNo, 200)),
  nl('twee gekookte eieren', food(SR.eggBoiled.ndbNo, 2 * SR.eggBoiled.large)),
  nl('100 gram gerookte zalm', food(SR.salmonSmoked.ndbNo, 100)),
  nl('een bord gekookte pasta', food(SR.spaghettiCooked.ndbNo, PLATE_OF_PASTA_G)),
  nl('150 gram gebakken kipfilet', food(SR.chickenBreastFried.ndbNo, 150)),
  nl('250 gram gekookte broccoli', food(SR.broccoliCooked.ndbNo, 250)),
  nl('gekookte wortelen 150 gram', food(SR.carrotsCooked.ndbNo, 150)),
  nl('een gepocheerd ei', food(SR.eggPoached.ndbNo, SR.eggPoached.large)),
  nl('100 gram rauwe spinazie', food(SR.spinachRaw.ndbNo, 100)),
  en('200 g cooked white rice', food(SR.riceWhiteCooked.ndbNo, 200)),
  en('a boiled egg', food(SR.eggBoiled.ndbNo, SR.eggBoiled.large)),
  en('150 g grilled chicken breast', food(SR.chickenBreastGrilled.ndbNo, 150)),
  en('2 poached eggs', food(SR.eggPoached.ndbNo, 2 * SR.eggPoached.large)),
  en('a baked potato', food(SR.potatoBaked.ndbNo, SR.potatoBaked.medium)),
  en('150 g roasted chicken breast', food(SR.chickenBreastRoasted.ndbNo, 150)),
  en('a cup of cooked brown rice', food(SR.riceBrownCooked.ndbNo, SR.riceBrownCooked.cup)),
  en('a cup of steamed broccoli', food(SR.broccoliCooked.ndbNo, 2 * SR.broccoliCooked.halfCupChopped)),
  en('100 g raw spinach', food(SR.spinachRaw.ndbNo, 100)),
  en('125 g cooked lentils', food(SR.lentilsCooked.ndbNo, 125)),
];

/** The labelled set: Dutch first, then English, then the prompts with preparation words. */
export const LABELLED_PROMPTS: readonly LabelledPrompt[] = [...DUTCH, ...ENGLISH, ...PREPARED];
