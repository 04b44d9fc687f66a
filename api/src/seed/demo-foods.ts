import type { GoalType, ProductUnit } from '@nutrilog/shared/domain';
import type { NutrientKey, Nutrients } from '@nutrilog/shared/nutrients';

/**
 * The demo account's foods: common products with real nutrient values per 100 g (or 100 ml), rounded from
 * the USDA FoodData Central and the Dutch NEVO tables (carbohydrates include fibres; salt = sodium × 2.5).
 */

/**
 * [calories, totalFat, saturatedFat, totalCarbohydrates, sugars, fibers, proteins, salt, water, caffeine, potassium]
 */
type NutrientValues = [number, number, number, number, number, number, number, number, number, number, number];

const ORDER: readonly NutrientKey[] = [
  'calories',
  'totalFat',
  'saturatedFat',
  'totalCarbohydrates',
  'sugars',
  'fibers',
  'proteins',
  'salt',
  'water',
  'caffeine',
  'potassium',
];
const nutrients = (values: NutrientValues): Nutrients =>
  Object.fromEntries(ORDER.map((key, index) => [key, values[index]])) as Nutrients;

export interface DemoProduct {
  name: string;
  unit: ProductUnit;
  nutrients: Nutrients;
  favorite?: boolean;
  /** [name, amount] in the product's unit. */
  portions?: [string, number][];
}

const product = (
  name: string,
  unit: ProductUnit,
  values: NutrientValues,
  portions: [string, number][] = [],
  favorite = false,
): DemoProduct => ({
  name,
  unit,
  nutrients: nutrients(values),
  portions,
  favorite,
});

// Per 100 g / 100 ml:        kcal   fat   sat    carbs  sugar fibre  prot  salt   water  caff  potassium
export const DEMO_PRODUCTS: DemoProduct[] = [
  product('Rolled oats', 'gram', [379, 6.5, 1.1, 67.7, 1.0, 10.1, 13.2, 0.02, 8.8, 0, 362], [['1 serving', 40]], true),
  product('Semi-skimmed milk', 'milliliter', [47, 1.5, 1.0, 4.8, 4.8, 0, 3.5, 0.1, 89.8, 0, 150], [['1 glass', 200]]),
  product('Banana', 'gram', [89, 0.3, 0.1, 22.8, 12.2, 2.6, 1.1, 0, 74.9, 0, 358], [['1 medium', 118]], true),
  product('Chicken breast', 'gram', [120, 2.6, 0.6, 0, 0, 0, 22.5, 0.11, 75.8, 0, 370], [['1 fillet', 150]]),
  product('White rice, cooked', 'gram', [130, 0.3, 0.1, 28.2, 0.1, 0.4, 2.7, 0, 68.4, 0, 35], [['1 cup', 158]]),
  product(
    'Whole wheat bread',
    'gram',
    [252, 3.5, 0.7, 42.7, 4.4, 6.0, 12.5, 1.18, 38.7, 0, 254],
    [['1 slice', 35]],
    true,
  ),
  product(
    'Egg',
    'gram',
    [143, 9.5, 3.1, 0.7, 0.4, 0, 12.6, 0.36, 76.2, 0, 138],
    [
      ['1 medium', 44],
      ['1 large', 50],
    ],
  ),
  product('Apple', 'gram', [52, 0.2, 0, 13.8, 10.4, 2.4, 0.3, 0, 85.6, 0, 107], [['1 medium', 182]]),
  product(
    'Greek yogurt, low fat',
    'gram',
    [73, 1.9, 1.2, 3.9, 3.6, 0, 10.0, 0.09, 83.6, 0, 141],
    [['1 pot', 150]],
    true,
  ),
  product('Gouda cheese', 'gram', [356, 27.4, 17.6, 2.2, 2.2, 0, 24.9, 2.05, 41.5, 0, 121], [['1 slice', 20]]),
  product('Coffee, brewed', 'milliliter', [1, 0, 0, 0, 0, 0, 0.1, 0.01, 99.4, 40, 49], [['1 cup', 200]], true),
  product('Espresso', 'milliliter', [9, 0.2, 0.1, 1.7, 0, 0, 0.1, 0.04, 97.8, 212, 115], [['1 shot', 30]]),
  product('Olive oil', 'gram', [884, 100, 13.8, 0, 0, 0, 0, 0, 0, 0, 1], [['1 tablespoon', 14]]),
  product('Spaghetti, dry', 'gram', [371, 1.5, 0.3, 74.7, 2.7, 3.2, 13.0, 0.02, 10.2, 0, 223], [['1 serving', 80]]),
  product('Broccoli', 'gram', [34, 0.4, 0, 6.6, 1.7, 2.6, 2.8, 0.08, 89.3, 0, 316]),
  product('Salmon fillet', 'gram', [208, 13.4, 3.1, 0, 0, 0, 20.4, 0.15, 64.9, 0, 363], [['1 fillet', 125]]),
  product('Peanut butter', 'gram', [588, 50.0, 10.1, 20.0, 9.2, 6.0, 25.0, 1.15, 1.2, 0, 649], [['1 tablespoon', 16]]),
  product('Orange juice', 'milliliter', [45, 0.2, 0, 10.4, 8.4, 0.2, 0.7, 0, 88.3, 0, 200], [['1 glass', 200]]),
  product('Almonds', 'gram', [579, 49.9, 3.8, 21.6, 4.4, 12.5, 21.2, 0, 4.4, 0, 733], [['1 handful', 30]]),
  product('Potatoes, boiled', 'gram', [87, 0.1, 0, 20.1, 0.9, 1.8, 1.9, 0.01, 77.0, 0, 379]),
  product('Tomato', 'gram', [18, 0.2, 0, 3.9, 2.6, 1.2, 0.9, 0.01, 94.5, 0, 237], [['1 medium', 123]]),
  product('Minced beef', 'gram', [215, 15.0, 5.9, 0, 0, 0, 18.6, 0.17, 66.0, 0, 290]),
  product('Carrot', 'gram', [41, 0.2, 0, 9.6, 4.7, 2.8, 0.9, 0.17, 88.3, 0, 320], [['1 medium', 61]]),
  product('Avocado', 'gram', [160, 14.7, 2.1, 8.5, 0.7, 6.7, 2.0, 0.02, 73.2, 0, 485], [['1 half', 75]]),
  product(
    'Dark chocolate 70%',
    'gram',
    [598, 42.6, 24.5, 45.9, 24.0, 10.9, 7.8, 0.05, 1.4, 80, 715],
    [['1 piece', 10]],
  ),
  product('Green tea', 'milliliter', [1, 0, 0, 0, 0, 0, 0.2, 0, 99.9, 12, 8], [['1 cup', 200]]),
  product('Cola', 'milliliter', [42, 0, 0, 10.6, 10.6, 0, 0, 0.01, 89.4, 10, 2], [['1 can', 330]]),
  product('Hummus', 'gram', [166, 9.6, 1.4, 14.3, 0.3, 6.0, 7.9, 0.95, 64.9, 0, 228]),
];

/** An ingredient: a portion × quantity, or an amount in the product's unit. */
export type DemoIngredient =
  { product: string; portion: string; quantity: number } | { product: string; amount: number };

export interface DemoRecipe {
  name: string;
  unit: ProductUnit;
  unitSize: number;
  items: DemoIngredient[];
  /** [name, amount] in the recipe's unit. */
  portions: [string, number][];
}

export const DEMO_RECIPES: DemoRecipe[] = [
  {
    name: 'Overnight oats',
    unit: 'gram',
    unitSize: 494,
    items: [
      { product: 'Rolled oats', amount: 60 },
      { product: 'Semi-skimmed milk', portion: '1 glass', quantity: 1 },
      { product: 'Greek yogurt, low fat', amount: 100 },
      { product: 'Banana', portion: '1 medium', quantity: 1 },
      { product: 'Peanut butter', portion: '1 tablespoon', quantity: 1 },
    ],
    portions: [['1 jar', 247]],
  },
  {
    name: 'Chicken rice bowl',
    unit: 'gram',
    unitSize: 1028,
    items: [
      { product: 'Chicken breast', portion: '1 fillet', quantity: 2 },
      { product: 'White rice, cooked', amount: 400 },
      { product: 'Broccoli', amount: 300 },
      { product: 'Olive oil', portion: '1 tablespoon', quantity: 2 },
    ],
    portions: [['1 bowl', 514]],
  },
  {
    name: 'Salmon pasta',
    unit: 'gram',
    unitSize: 1000, // the dry pasta takes up water: the cooked dish weighs more than its ingredients
    items: [
      { product: 'Spaghetti, dry', amount: 160 },
      { product: 'Salmon fillet', portion: '1 fillet', quantity: 2 },
      { product: 'Broccoli', amount: 200 },
      { product: 'Tomato', portion: '1 medium', quantity: 2 },
      { product: 'Olive oil', portion: '1 tablespoon', quantity: 1 },
    ],
    portions: [['1 plate', 500]],
  },
];

/** What one intake log eats: a product (portion or amount), a recipe portion, or a manual entry. */
export type DemoMeal =
  | DemoIngredient
  | { recipe: string; portion: string; quantity: number }
  | { manual: string; nutrients: Partial<Nutrients> };

/** The meals of a day: each slot has a time window (minutes after UTC midnight) and weighted choices. */
export interface DemoSlot {
  from: number;
  to: number;
  choices: [weight: number, meal: DemoMeal][];
}

const at = (hours: number, minutes = 0) => hours * 60 + minutes;

export const DEMO_MEALS = {
  breakfast: {
    from: at(7),
    to: at(8, 30),
    choices: [
      [4, { product: 'Rolled oats', portion: '1 serving', quantity: 2 }],
      [3, { product: 'Whole wheat bread', portion: '1 slice', quantity: 3 }],
      [2, { product: 'Greek yogurt, low fat', portion: '1 pot', quantity: 2 }],
      [2, { product: 'Egg', portion: '1 large', quantity: 3 }],
      [2, { recipe: 'Overnight oats', portion: '1 jar', quantity: 1.5 }],
    ],
  },
  lunch: {
    from: at(12),
    to: at(13, 15),
    choices: [
      [4, { product: 'Whole wheat bread', portion: '1 slice', quantity: 4 }],
      [2, { recipe: 'Chicken rice bowl', portion: '1 bowl', quantity: 1 }],
      [2, { product: 'Hummus', amount: 150 }],
      [2, { product: 'Gouda cheese', portion: '1 slice', quantity: 4 }],
      [
        1,
        {
          manual: 'Lunch at the office canteen',
          nutrients: {
            calories: 640,
            totalFat: 24,
            saturatedFat: 8,
            totalCarbohydrates: 72,
            sugars: 9,
            fibers: 6,
            proteins: 32,
            salt: 2.6,
            water: 250,
            potassium: 700,
          },
        },
      ],
    ],
  },
  dinner: {
    from: at(18),
    to: at(19, 30),
    choices: [
      [3, { recipe: 'Salmon pasta', portion: '1 plate', quantity: 1 }],
      [3, { product: 'Chicken breast', portion: '1 fillet', quantity: 2 }],
      [3, { product: 'Spaghetti, dry', portion: '1 serving', quantity: 2 }],
      [2, { product: 'Minced beef', amount: 250 }],
      [2, { product: 'Salmon fillet', portion: '1 fillet', quantity: 2 }],
      [2, { product: 'Potatoes, boiled', amount: 400 }],
      [
        1,
        {
          manual: 'Pizza margherita',
          nutrients: {
            calories: 820,
            totalFat: 30,
            saturatedFat: 14,
            totalCarbohydrates: 104,
            sugars: 8,
            fibers: 5,
            proteins: 34,
            salt: 4.1,
            water: 180,
            potassium: 560,
          },
        },
      ],
    ],
  },
  morning: {
    from: at(9, 30),
    to: at(10, 45),
    choices: [
      [5, { product: 'Coffee, brewed', portion: '1 cup', quantity: 1 }],
      [2, { product: 'Espresso', portion: '1 shot', quantity: 2 }],
      [2, { product: 'Orange juice', portion: '1 glass', quantity: 1 }],
      [2, { product: 'Banana', portion: '1 medium', quantity: 1 }],
    ],
  },
  afternoon: {
    from: at(15),
    to: at(16, 30),
    choices: [
      [3, { product: 'Apple', portion: '1 medium', quantity: 1 }],
      [3, { product: 'Almonds', portion: '1 handful', quantity: 1 }],
      [2, { product: 'Green tea', portion: '1 cup', quantity: 1 }],
      [2, { product: 'Carrot', portion: '1 medium', quantity: 2 }],
      [1, { product: 'Cola', portion: '1 can', quantity: 1 }],
      [
        1,
        {
          manual: 'Slice of apple pie',
          nutrients: {
            calories: 320,
            totalFat: 15,
            saturatedFat: 6,
            totalCarbohydrates: 43,
            sugars: 22,
            fibers: 2,
            proteins: 3,
            salt: 0.4,
            water: 60,
            potassium: 90,
          },
        },
      ],
    ],
  },
  evening: {
    from: at(20, 30),
    to: at(21, 30),
    choices: [
      [3, { product: 'Dark chocolate 70%', portion: '1 piece', quantity: 3 }],
      [2, { product: 'Greek yogurt, low fat', portion: '1 pot', quantity: 1 }],
      [2, { product: 'Avocado', portion: '1 half', quantity: 1 }],
      [2, { product: 'Peanut butter', portion: '1 tablespoon', quantity: 2 }],
    ],
  },
} satisfies Record<string, DemoSlot>;

export interface DemoGoal {
  nutrient: NutrientKey;
  goalType: GoalType;
  value: number;
  /** Days from today (negative: in the past), or null for an open start or end. */
  startDay: number | null;
  endDay: number | null;
}

export const DEMO_GOALS: DemoGoal[] = [
  { nutrient: 'calories', goalType: 'maximum', value: 2200, startDay: -30, endDay: null },
  { nutrient: 'proteins', goalType: 'minimum', value: 120, startDay: null, endDay: null },
  { nutrient: 'totalCarbohydrates', goalType: 'maximum', value: 250, startDay: -30, endDay: null },
  { nutrient: 'totalFat', goalType: 'maximum', value: 70, startDay: -30, endDay: null },
  // The goal before the current calorie goal: expired.
  { nutrient: 'calories', goalType: 'maximum', value: 2500, startDay: -120, endDay: -31 },
];
