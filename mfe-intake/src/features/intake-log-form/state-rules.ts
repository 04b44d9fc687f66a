import type { IntakeLogType } from '@nutrilog/shared/domain';
import { emptyValues, type IntakeLogFormValues } from './form-values';

/**
 * The form's state rules (docs/product.md#notices-and-state-changes), as the changes each choice makes to the
 * form's values.
 */
export type FormUpdate = Partial<IntakeLogFormValues>;

/** A product or a recipe, as far as the rules need it. */
export interface WithPortions {
  '@id': string;
  portions: readonly { '@id': string }[];
}

/** How much: quantity 1 of a portion, or a blank amount without one. */
const startingAmounts = (portion: string | null) => ({ amount: 0, quantity: portion ? 1 : 0 });

/** A new product clears amount and quantity and takes its first portion (quantity 1), if it has one. */
export function productChosen(product: WithPortions): FormUpdate {
  const portion = product.portions[0]?.['@id'] ?? null;
  return { product: product['@id'], portion, ...startingAmounts(portion) };
}

/** A new portion clears the amount and sets quantity 1 (blank without a portion). */
export function portionChosen(portion: string | null): FormUpdate {
  return { portion, ...startingAmounts(portion) };
}

/** The same as productChosen, for a recipe and its recipe portions. */
export function recipeChosen(recipe: WithPortions): FormUpdate {
  const recipePortion = recipe.portions[0]?.['@id'] ?? null;
  return { recipe: recipe['@id'], recipePortion, ...startingAmounts(recipePortion) };
}

/** The same as portionChosen, for a recipe portion. */
export function recipePortionChosen(recipePortion: string | null): FormUpdate {
  return { recipePortion, ...startingAmounts(recipePortion) };
}

/**
 * Another type keeps the date, the time and what was chosen or typed for each type; amount and quantity, which
 * product and recipe logs share, start over for the new type's portion.
 */
export function typeChosen(values: IntakeLogFormValues, type: IntakeLogType): FormUpdate {
  if (type === values.type) return {};
  if (type === 'manual') return { type };
  return { type, ...startingAmounts(type === 'product' ? values.portion : values.recipePortion) };
}

/** After a log is created the form starts over, keeping only its date and time: the type is the default again. */
export function afterCreate(values: IntakeLogFormValues): IntakeLogFormValues {
  return { ...emptyValues(), date: values.date, time: values.time };
}

/** Manual values from text inference: a manual log with the answer's description (else the prompt) and nutrients. */
export function inferred(
  answer: { description?: string | null | undefined; nutrients: IntakeLogFormValues['nutrients'] },
  prompt: string,
): FormUpdate {
  return { type: 'manual', description: answer.description ?? prompt, nutrients: { ...answer.nutrients } };
}
