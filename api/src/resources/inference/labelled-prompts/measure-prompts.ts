import type { IntakeLogInference } from '@nutrilog/shared/schemas';
import type { DB } from '../../../db/schema';
import { intakeLogAnswer, NothingRecognised } from '../inference-answers';
import { listOwnFoods } from '../own-foods-repository';
import { type MealContext, recogniseMeal } from '../recognise-meal';
import { referenceFoodsOf } from '../reference-cache';
import { expectedNutrients, labelledFoodValues } from './expected-nutrients';
import { LABELLED_PROMPTS } from './labelled-prompts';
import { caloriesAgree } from './tolerances';

/*
 * The labelled prompts as a benchmark: the offline engine run directly (no HTTP, no database per prompt), once
 * over the whole set to warm up, then once more timing each prompt. Times are of recogniseMeal + intakeLogAnswer
 * only; loading the reference foods into memory happens before (referenceFoodsOf).
 */

export interface LabelledPromptsMeasurement {
  prompts: number;
  /** Prompts whose calories are within 15 % (or 15 kcal) of the label's. */
  withinCalories15: number;
  /** withinCalories15 / prompts. */
  share: number;
  msMedian: number;
  msP95: number;
  msMax: number;
}

function answer(prompt: string, context: MealContext): IntakeLogInference | null {
  try {
    return intakeLogAnswer(recogniseMeal(prompt, context));
  } catch (error) {
    if (error instanceof NothingRecognised) return null;
    throw error;
  }
}

/** The value below which `share` of the sorted values lie (nearest rank). */
const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;

function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Runs every labelled prompt through the offline engine over the reference foods imported into `db`. Without
 * `userUuid` no own products or recipes are searched; with it, that user's are, as the API does for them.
 */
export async function measureLabelledPrompts(db: DB, userUuid?: string): Promise<LabelledPromptsMeasurement> {
  const reference = await referenceFoodsOf(db);
  if (!reference) throw new Error('No reference foods were imported: run the foods import (FOOD_DATA_DIR) first.');
  const context: MealContext = { ownFoods: userUuid === undefined ? [] : await listOwnFoods(db, userUuid), reference };
  const values = await labelledFoodValues(db, LABELLED_PROMPTS);

  for (const { prompt } of LABELLED_PROMPTS) answer(prompt, context);

  const milliseconds: number[] = [];
  let withinCalories15 = 0;
  for (const labelled of LABELLED_PROMPTS) {
    const started = performance.now();
    const answered = answer(labelled.prompt, context);
    milliseconds.push(performance.now() - started);
    if (answered && caloriesAgree(answered.nutrients, expectedNutrients(labelled, values))) withinCalories15 += 1;
  }
  const sorted = [...milliseconds].sort((a, b) => a - b);
  return {
    prompts: LABELLED_PROMPTS.length,
    withinCalories15,
    share: withinCalories15 / LABELLED_PROMPTS.length,
    msMedian: median(sorted),
    msP95: percentile(sorted, 0.95),
    msMax: sorted.at(-1) ?? 0,
  };
}
