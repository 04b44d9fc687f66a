import { parseMeal, type MealLanguage, type MealPhrase, type MealUnit } from './parse-meal';

type Expected = Partial<MealPhrase>;

/** A phrase as expected: quantity, unit, food; the flags default to a plain phrase with a quantity said. */
const food = (quantity: number, unit: MealUnit | null, name: string, flags: Expected = {}): Expected => ({
  quantity,
  unit,
  food: name,
  quantityGiven: true,
  own: false,
  addition: false,
  ...flags,
});
const unsaid = { quantityGiven: false };
const added = { addition: true };

const cases: [string, MealLanguage, Expected[]][] = [
  // The examples of parse-meal.ts's own description.
  [
    '200 g chicken breast, a banana and 2 slices of whole-wheat bread',
    'en',
    [
      food(200, 'g', 'chicken breast', { text: '200 g chicken breast' }),
      food(1, null, 'banana', { text: 'a banana' }),
      food(2, 'slice', 'whole-wheat bread', { text: '2 slices of whole-wheat bread' }),
    ],
  ],
  [
    'twee eieren en een kop koffie met melk',
    'nl',
    [food(2, null, 'eieren'), food(1, 'kop', 'koffie'), food(1, null, 'melk', { ...unsaid, ...added, text: 'melk' })],
  ],
  // Splitting.
  [
    'banana; apple\nPear + kiwi',
    'en',
    [
      food(1, null, 'banana', unsaid),
      food(1, null, 'apple', unsaid),
      food(1, null, 'pear', unsaid),
      food(1, null, 'kiwi', unsaid),
    ],
  ],
  [
    'eggs, toast, and coffee.',
    'en',
    [food(1, null, 'eggs', unsaid), food(1, null, 'toast', unsaid), food(1, null, 'coffee', unsaid)],
  ],
  ['rice plus beans', 'en', [food(1, null, 'rice', unsaid), food(1, null, 'beans', unsaid)]],
  [
    'appel, peer en banaan',
    'nl',
    [food(1, null, 'appel', unsaid), food(1, null, 'peer', unsaid), food(1, null, 'banaan', unsaid)],
  ],
  [
    'a bowl of macaroni and cheese and a glass of water',
    'en',
    [food(1, 'bowl', 'macaroni and cheese'), food(1, 'glass', 'water')],
  ],
  ['a bag of salt and vinegar crisps', 'en', [food(1, null, 'bag of salt and vinegar crisps')]],
  [
    'coffee with half and half',
    'en',
    [food(1, null, 'coffee', unsaid), food(1, null, 'half and half', { ...unsaid, ...added })],
  ],
  [
    'coffee with milk and sugar',
    'en',
    [
      food(1, null, 'coffee', unsaid),
      food(1, null, 'milk', { ...unsaid, ...added }),
      food(1, null, 'sugar', { ...unsaid, ...added }),
    ],
  ],
  [
    'koffie met melk en een boterham',
    'nl',
    [food(1, null, 'koffie', unsaid), food(1, null, 'melk', { ...unsaid, ...added }), food(1, 'slice', 'brood')],
  ],
  [
    'thee met suiker, een appel',
    'nl',
    [food(1, null, 'thee', unsaid), food(1, null, 'suiker', { ...unsaid, ...added }), food(1, null, 'appel')],
  ],
  ['yoghurt met 2 el honing', 'nl', [food(1, null, 'yoghurt', unsaid), food(2, 'tbsp', 'honing', added)]],
  // Quantities: digits, decimals, fractions, ranges.
  ['1.5 cups of rice', 'en', [food(1.5, 'cup', 'rice')]],
  ['1,5 liter melk', 'nl', [food(1.5, 'l', 'melk')]],
  [
    '250 g kwark,1,5 banaan, 2 eieren',
    'nl',
    [food(250, 'g', 'kwark'), food(1.5, null, 'banaan'), food(2, null, 'eieren')],
  ],
  ['1/2 cup oats', 'en', [food(0.5, 'cup', 'oats')]],
  ['½ avocado', 'en', [food(0.5, null, 'avocado')]],
  ['1 1/2 cups of milk', 'en', [food(1.5, 'cup', 'milk')]],
  ['1½ kop rijst', 'nl', [food(1.5, 'kop', 'rijst')]],
  ['2-3 eggs', 'en', [food(2.5, null, 'eggs')]],
  ['2 of 3 eieren en een appel', 'nl', [food(2.5, null, 'eieren'), food(1, null, 'appel')]],
  // Number words.
  ['half a banana', 'en', [food(0.5, null, 'banana')]],
  ['a half cup of yogurt', 'en', [food(0.5, 'cup', 'yogurt')]],
  ['one and a half cups of milk', 'en', [food(1.5, 'cup', 'milk')]],
  ['a cup and a half of milk and a banana and a half', 'en', [food(1.5, 'cup', 'milk'), food(1.5, null, 'banana')]],
  ['een appel en een halve banaan', 'nl', [food(1, null, 'appel'), food(0.5, null, 'banaan')]],
  ['twee eieren en een half', 'nl', [food(2.5, null, 'eieren')]],
  ['a quarter of a cup of sugar', 'en', [food(0.25, 'cup', 'sugar')]],
  ['a couple of slices of bacon', 'en', [food(2, 'slice', 'bacon')]],
  ['a few strawberries', 'en', [food(3, null, 'strawberries')]],
  ['a dozen almonds and half a dozen eggs', 'en', [food(12, null, 'almonds'), food(6, null, 'eggs')]],
  ['twelve grapes', 'en', [food(12, null, 'grapes')]],
  ['één appel', 'nl', [food(1, null, 'appel')]],
  ['drie crackers en twaalf druiven', 'nl', [food(3, null, 'crackers'), food(12, null, 'druiven')]],
  ['een halve banaan', 'nl', [food(0.5, null, 'banaan')]],
  // An addition without a quantity comes with each of the food counted before it.
  [
    'anderhalve boterham met kaas',
    'nl',
    [food(1.5, 'slice', 'brood'), food(1.5, null, 'kaas', { ...unsaid, ...added })],
  ],
  ['200 g rijst met saus', 'nl', [food(200, 'g', 'rijst'), food(1, null, 'saus', { ...unsaid, ...added })]],
  ['twee en een halve boterham', 'nl', [food(2.5, 'slice', 'brood')]],
  ['een kwart meloen', 'nl', [food(0.25, null, 'meloen')]],
  ['een paar noten', 'nl', [food(2, null, 'noten')]],
  // Units glued to numbers, plurals, abbreviations, two-word units.
  ['200g chicken', 'en', [food(200, 'g', 'chicken')]],
  ['330ml cola', 'en', [food(330, 'ml', 'cola')]],
  ['2 tbsp peanut butter and 1 tsp honey', 'en', [food(2, 'tbsp', 'peanut butter'), food(1, 'tsp', 'honey')]],
  ['3 tablespoons of olive oil', 'en', [food(3, 'tbsp', 'olive oil')]],
  ['8 fl oz orange juice', 'en', [food(8, 'fl oz', 'orange juice')]],
  ['4 oz. steak and 1 lb potatoes', 'en', [food(4, 'oz', 'steak'), food(1, 'lb', 'potatoes')]],
  ['2 servings of pasta', 'en', [food(2, 'portion', 'pasta')]],
  ['a scoop of ice cream', 'en', [food(1, 'scoop', 'ice cream')]],
  ['a handful of nuts', 'en', [food(1, 'handful', 'nuts')]],
  ['2 mugs of tea', 'en', [food(2, 'mug', 'tea')]],
  ['a bar of chocolate and a plate of pasta', 'en', [food(1, 'piece', 'chocolate'), food(1, 'bowl', 'pasta')]],
  [
    'een bord pasta, een reep chocola en een beker melk',
    'nl',
    [food(1, 'bowl', 'pasta'), food(1, 'piece', 'chocola'), food(1, 'glass', 'melk')],
  ],
  ['0.5 kilo aardappelen', 'nl', [food(0.5, 'kg', 'aardappelen')]],
  ['een ons kaas', 'nl', [food(100, 'g', 'kaas')]],
  ['2 dl melk en 5 cl wijn', 'nl', [food(2, 'dl', 'melk'), food(5, 'cl', 'wijn')]],
  ['2 eetlepels olijfolie en een theelepel suiker', 'nl', [food(2, 'tbsp', 'olijfolie'), food(1, 'tsp', 'suiker')]],
  ['een glas melk en twee glazen water', 'nl', [food(1, 'glass', 'melk'), food(2, 'glass', 'water')]],
  ['een blikje cola', 'nl', [food(1, 'can', 'cola')]],
  ['een flesje bier', 'nl', [food(1, 'bottle', 'bier')]],
  ['een kommetje soep en een schaaltje vla', 'nl', [food(1, 'bowl', 'soep'), food(1, 'bowl', 'vla')]],
  ['twee plakjes kaas en drie sneetjes brood', 'nl', [food(2, 'slice', 'kaas'), food(3, 'slice', 'brood')]],
  ['twee stuks fruit', 'nl', [food(2, 'piece', 'fruit')]],
  ['een handje noten', 'nl', [food(1, 'handful', 'noten')]],
  ['een portie friet', 'nl', [food(1, 'portion', 'friet')]],
  ['een schepje proteïnepoeder', 'nl', [food(1, 'scoop', 'proteïnepoeder')]],
  ['een mok thee', 'nl', [food(1, 'mug', 'thee')]],
  ['kop koffie', 'nl', [food(1, 'kop', 'koffie')]],
  // Size words; sizes of containers.
  ['a medium banana and 2 large eggs', 'en', [food(1, 'medium', 'banana'), food(2, 'large', 'eggs')]],
  ['een grote appel en twee kleine tomaten', 'nl', [food(1, 'large', 'appel'), food(2, 'small', 'tomaten')]],
  ['een middelgrote aardappel', 'nl', [food(1, 'medium', 'aardappel')]],
  ['a large glass of milk', 'en', [food(1, 'glass', 'milk')]],
  ['a 330 ml can of cola', 'en', [food(330, 'ml', 'cola')]],
  ['two 500ml bottles of water', 'en', [food(1000, 'ml', 'water')]],
  ['een blikje cola van 250 ml', 'nl', [food(250, 'ml', 'cola')]],
  // Units said without a number; foods that start with a unit word.
  ['cup of tea', 'en', [food(1, 'cup', 'tea')]],
  ['glass noodles', 'en', [food(1, null, 'glass noodles', unsaid)]],
  // Vague amounts, possessives, amounts after the food.
  ['some milk', 'en', [food(1, null, 'milk', unsaid)]],
  [
    'coffee with a splash of milk',
    'en',
    [food(1, null, 'coffee', unsaid), food(1, null, 'milk', { ...unsaid, ...added })],
  ],
  [
    'koffie met een scheutje melk',
    'nl',
    [food(1, null, 'koffie', unsaid), food(1, null, 'melk', { ...unsaid, ...added })],
  ],
  ['wat druiven', 'nl', [food(1, null, 'druiven', unsaid)]],
  ['a portion of my granola', 'en', [food(1, 'portion', 'granola', { own: true })]],
  ['my protein shake', 'en', [food(1, null, 'protein shake', { ...unsaid, own: true })]],
  ['2 porties van mijn eigen muesli', 'nl', [food(2, 'portion', 'muesli', { own: true })]],
  ['mijn pannenkoeken', 'nl', [food(1, null, 'pannenkoeken', { ...unsaid, own: true })]],
  ['chicken breast 200g and eggs x2', 'en', [food(200, 'g', 'chicken breast'), food(2, null, 'eggs')]],
  ['kipfilet 150 gram', 'nl', [food(150, 'g', 'kipfilet')]],
  // Words around the meal; case and punctuation.
  [
    'I had 2 Eggs and Toast for breakfast.',
    'en',
    [food(2, null, 'eggs', { text: '2 Eggs' }), food(1, null, 'toast', { ...unsaid, text: 'Toast' })],
  ],
  [
    'Ik heb twee boterhammen met pindakaas gegeten!',
    'nl',
    [food(2, 'slice', 'brood', { text: 'twee boterhammen' }), food(2, null, 'pindakaas', { ...unsaid, ...added })],
  ],
  ['Ontbijt: (een) banaan', 'nl', [food(1, null, 'banaan', { text: '(een) banaan' })]],
];

/** Each unit word, as '2 <word> of rice' (English) or '2 <word> rijst' (Dutch). */
const unitWords: [MealUnit, string[]][] = [
  ['g', ['g', 'gr', 'gram', 'grams']],
  ['kg', ['kg', 'kilo', 'kilos', 'kilogram']],
  ['mg', ['mg', 'milligrams']],
  ['oz', ['oz', 'ounce', 'ounces']],
  ['lb', ['lb', 'lbs', 'pound', 'pounds']],
  ['ml', ['ml', 'milliliter', 'millilitres']],
  ['cl', ['cl']],
  ['dl', ['dl']],
  ['l', ['l', 'liter', 'litre', 'liters', 'litres']],
  ['fl oz', ['fl oz', 'fl. oz.', 'fluid ounces']],
  ['cup', ['cup', 'cups']],
  ['kop', ['kop', 'kopje', 'kopjes']],
  ['tbsp', ['tbsp', 'tablespoon', 'tablespoons', 'el', 'eetlepel', 'eetlepels']],
  ['tsp', ['tsp', 'teaspoon', 'teaspoons', 'tl', 'theelepel', 'theelepels']],
  ['slice', ['slice', 'slices', 'plak', 'plakje', 'plakjes', 'snee', 'sneetje', 'sneetjes']],
  ['piece', ['piece', 'pieces', 'stuk', 'stuks', 'stukje', 'stukjes']],
  ['can', ['can', 'cans', 'blik', 'blikje', 'blikjes']],
  ['glass', ['glass', 'glasses', 'glas', 'glazen', 'glaasje']],
  ['bottle', ['bottle', 'bottles', 'fles', 'flesje', 'flesjes']],
  ['bowl', ['bowl', 'bowls', 'kom', 'kommetje', 'schaal', 'schaaltje']],
  ['mug', ['mug', 'mugs', 'mok']],
  ['handful', ['handful', 'handfuls', 'handje', 'handvol']],
  ['portion', ['portion', 'portions', 'serving', 'servings', 'portie', 'porties']],
  ['scoop', ['scoop', 'scoops', 'schep', 'schepje']],
  ['small', ['small', 'klein', 'kleine']],
  ['medium', ['medium', 'middelgroot', 'middelgrote']],
  ['large', ['large', 'groot', 'grote']],
];

describe('unit words', () => {
  it.each(unitWords.flatMap(([unit, words]) => words.map((word): [string, MealUnit] => [word, unit])))(
    '%j is %j',
    (word, unit) => {
      expect(parseMeal(`2 ${word} of rice`).phrases).toEqual([
        expect.objectContaining({ quantity: 2, unit, food: 'rice' }),
      ]);
    },
  );
});

describe('parseMeal', () => {
  it.each(cases)('%j (%s)', (prompt, language, phrases) => {
    const meal = parseMeal(prompt);
    expect(meal.language).toBe(language);
    expect(meal.phrases).toEqual(phrases.map((phrase) => expect.objectContaining(phrase)));
  });

  it('keeps each phrase as typed, trimmed, without separators and end punctuation', () => {
    expect(parseMeal('  Een KOP koffie   met Melk. ').phrases.map((phrase) => phrase.text)).toEqual([
      'Een KOP koffie',
      'Melk',
    ]);
  });

  it('answers no phrases for an empty description', () => {
    expect(parseMeal(' , ; \n')).toEqual({ language: 'en', phrases: [] });
  });
});
