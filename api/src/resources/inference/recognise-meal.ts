import type { ProductUnit } from '@nutrilog/shared/domain';
import { nutrientsForAmount, scaleNutrients } from '@nutrilog/shared/nutrients';
import type { InferredFood } from '@nutrilog/shared/schemas';
import type { ReferenceFood } from '../reference-foods/repository';
import {
  type AmountFacts,
  gramsForPhrase,
  type HouseholdMeasure,
  millilitresPerGram,
} from './meal-text/household-amounts';
import type { MealLanguage, MealPhrase } from './meal-text/parse-meal';
import { parseMeal } from './meal-text/parse-meal';
import { findOwnFood } from './own-food-match';
import type { OwnFood } from './own-foods-repository';
import type { ReferenceSearch } from './reference-search';

/*
 * The offline engine: a meal description → the foods in it, each with an amount and its nutrients. Each phrase
 * is looked up in the user's own products and recipes first, then in the reference foods; what finds nothing is
 * reported back as unmatched, never dropped in silence.
 */

export interface MealContext {
  ownFoods: readonly OwnFood[];
  /** The reference foods; null when none were imported (then only the user's own foods are found). */
  reference: { search: ReferenceSearch; measuresOf(ndbNo: string): readonly HouseholdMeasure[] } | null;
}

export interface RecognisedMeal {
  language: MealLanguage;
  foods: (InferredFood & { addition: boolean; grams: number })[];
  unmatched: string[];
}

type Recognised = RecognisedMeal['foods'][number];

/** SR food groups and names of drinks, measured in millilitres; not powders, concentrates and the like. */
const BEVERAGE_GROUP = '1400';
const BEVERAGE_NAME = /^(milk|soymilk|buttermilk)\b|\bjuice\b|\bbeverage\b/i;
const NOT_POURED = /\b(powder|dry|dried|dehydrated|evaporated|condensed|concentrate|mix)\b/i;

export function isBeverage(food: ReferenceFood): boolean {
  return (food.foodGroup === BEVERAGE_GROUP || BEVERAGE_NAME.test(food.name)) && !NOT_POURED.test(food.name);
}

function fromOwnFood(phrase: MealPhrase, food: OwnFood): Recognised {
  const facts: AmountFacts = {
    measures: food.portions.map((portion) => ({ amount: 1, description: portion.name, grams: portion.amount })),
    isBeverage: food.unit === 'milliliter',
  };
  const amount = gramsForPhrase(phrase, facts)?.grams ?? food.source.per;
  return {
    text: phrase.text,
    name: food.name,
    source: food.kind,
    amount,
    unit: food.unit,
    nutrients: nutrientsForAmount(food.source, amount),
    addition: phrase.addition,
    grams: amount,
  };
}

function fromReferenceFood(
  phrase: MealPhrase,
  food: ReferenceFood,
  measures: readonly HouseholdMeasure[],
): Recognised | null {
  const facts: AmountFacts = { measures, isBeverage: isBeverage(food) };
  const resolved = gramsForPhrase(phrase, facts);
  if (!resolved) return null;
  const unit: ProductUnit = facts.isBeverage ? 'milliliter' : 'gram';
  const amount = facts.isBeverage ? resolved.grams * millilitresPerGram(facts) : resolved.grams;
  return {
    text: phrase.text,
    name: food.name,
    source: 'reference',
    amount,
    unit,
    nutrients: scaleNutrients(food.nutrients, resolved.grams / 100),
    addition: phrase.addition,
    grams: resolved.grams,
  };
}

export function recogniseMeal(prompt: string, context: MealContext): RecognisedMeal {
  const { language, phrases } = parseMeal(prompt);
  const foods: Recognised[] = [];
  const unmatched: string[] = [];
  for (const phrase of phrases) {
    const own = findOwnFood(phrase.food, phrase.own, context.ownFoods);
    if (own) {
      foods.push(fromOwnFood(phrase, own));
      continue;
    }
    const match = context.reference?.search.find(phrase.food);
    const recognised =
      match && context.reference
        ? fromReferenceFood(phrase, match.food, context.reference.measuresOf(match.food.ndbNo))
        : null;
    if (recognised && match) {
      foods.push(recognised);
      unmatched.push(...match.ignored);
    } else {
      unmatched.push(phrase.text);
    }
  }
  return { language, foods, unmatched };
}
