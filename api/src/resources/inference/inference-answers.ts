import { roundNutrients, scaleNutrients, sumNutrients } from '@nutrilog/shared/nutrients';
import type { InferredFood, IntakeLogInference, ProductInference } from '@nutrilog/shared/schemas';
import type { RecognisedMeal } from './recognise-meal';

/** Nothing in the prompt was recognised: there is no answer to give. */
export class NothingRecognised extends Error {
  override name = 'NothingRecognised';
  constructor(readonly unmatched: readonly string[]) {
    super('No food was recognised in the prompt.');
  }
}

const JOINERS = { en: ' with ', nl: ' met ' } as const;

const publicFood = ({ text, name, source, amount, unit, nutrients }: InferredFood): InferredFood => ({
  text,
  name,
  source,
  amount: Math.round(amount * 10) / 10,
  unit,
  nutrients: roundNutrients(nutrients),
});

/**
 * The foods as the user wrote them, an addition joined to the food before it: "a cup of coffee with milk, a banana".
 */
function describe(meal: RecognisedMeal): string {
  const parts: string[] = [];
  for (const food of meal.foods) {
    const previous = parts.length - 1;
    if (food.addition && previous >= 0) parts[previous] += `${JOINERS[meal.language]}${food.text}`;
    else parts.push(food.text);
  }
  return parts.join(', ');
}

/** POST /api/intake_logs/inference: everything eaten, summed. */
export function intakeLogAnswer(meal: RecognisedMeal): IntakeLogInference {
  if (meal.foods.length === 0) throw new NothingRecognised(meal.unmatched);
  return {
    description: describe(meal),
    nutrients: roundNutrients(sumNutrients(meal.foods.map((food) => food.nutrients))),
    foods: meal.foods.map(publicFood),
    unmatched: meal.unmatched,
  };
}

/**
 * POST /api/products/inference: the whole described as one product, per 100 ml when every food in it is a drink
 * (or a product in millilitres), else per 100 g.
 */
export function productAnswer(meal: RecognisedMeal): ProductInference {
  if (meal.foods.length === 0) throw new NothingRecognised(meal.unmatched);
  const drink = meal.foods.every((food) => food.unit === 'milliliter');
  const total = meal.foods.reduce((sum, food) => sum + (drink ? food.amount : food.grams), 0);
  const nutrients = sumNutrients(meal.foods.map((food) => food.nutrients));
  return {
    nutrients: roundNutrients(total > 0 ? scaleNutrients(nutrients, 100 / total) : nutrients),
    unit: drink ? 'milliliter' : 'gram',
    foods: meal.foods.map(publicFood),
    unmatched: meal.unmatched,
  };
}
