/*
 * Caffeine in mg per 100 g (for drinks about 100 ml), by NDB_No. SR's abbreviated file has no caffeine column,
 * so the import applies these well-known reference values:
 * - coffee, espresso, instant coffee, decaffeinated coffee, black and green tea: the caffeine values (nutrient
 *   262) of the same foods in the full USDA SR release 28;
 * - cola: about 10 mg per 100 ml (EFSA, Scientific Opinion on the safety of caffeine, 2015; the usual label
 *   value of regular cola in Europe);
 * - energy drinks: 32 mg per 100 ml (80 mg in a 250 ml can; EFSA 2015, and the labels of Red Bull and Monster).
 * Every other food has 0.
 */
export const CAFFEINE_MG_PER_100G: Readonly<Record<string, number>> = {
  '14209': 40, // Coffee, brewed from grounds, prepared with tap water
  '14210': 212, // Coffee, brewed, espresso, restaurant-prepared
  '14201': 2, // Coffee, brewed from grounds, prepared with tap water, decaffeinated
  '14214': 3142, // Coffee, instant, regular, powder
  '14215': 26, // Coffee, instant, regular, prepared with water
  '14355': 20, // Tea, black, brewed, prepared with tap water
  '14278': 12, // Tea, green, brewed, regular
  '14148': 10, // Carbonated beverage, cola
  '14400': 10, // Carbonated beverage, cola, contains caffeine, fast-food cola
  '14416': 10, // Carbonated beverage, low calorie, cola or pepper-type, with aspartame, contains caffeine
  '14060': 32, // Energy drink with carbonated water and high fructose corn syrup
  '14061': 32, // Energy drink, sugar free
  '14154': 32, // Energy drink, RED BULL
  '14156': 32, // Energy drink, RED BULL, sugar free
  '14022': 32, // Energy drink, MONSTER, low carb
  '14627': 32, // Energy drink, MONSTER
};

/** The caffeine of a food, mg per 100 g: the table's value, else 0. */
export const caffeineOf = (ndbNo: string): number => CAFFEINE_MG_PER_100G[ndbNo] ?? 0;
