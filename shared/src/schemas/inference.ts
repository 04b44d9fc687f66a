import * as v from 'valibot';
import { PRODUCT_UNITS } from '@nutrilog/shared/domain';
import { nutrientsSchema } from './nutrients';

/*
 * What the AI fill-in answers (the inference result, docs/product.md#records): POST /api/intake_logs/inference,
 * POST /api/products/inference and POST /api/image_inferences. The API builds its answers with these, the online
 * provider's answers are checked with them, and the forms check what they receive with them.
 */

/** Where a recognised food's nutrients came from. */
export const INFERRED_FOOD_SOURCES = ['product', 'recipe', 'reference', 'online'] as const;

/** One food recognised in a prompt, and how much of it. */
export const inferredFoodSchema = v.object({
  /** The words of the prompt it was read from: "2 slices of whole-wheat bread". */
  text: v.string(),
  /** What it was matched to: the user's product or recipe, or the reference food. */
  name: v.string(),
  source: v.picklist(INFERRED_FOOD_SOURCES),
  /** How much, in `unit`. */
  amount: v.number(),
  unit: v.picklist(PRODUCT_UNITS),
  nutrients: nutrientsSchema,
});
export type InferredFood = v.InferOutput<typeof inferredFoodSchema>;

/** POST /api/intake_logs/inference: a description and the summed nutrients of everything recognised. */
export const intakeLogInferenceSchema = v.object({
  description: v.string(),
  nutrients: nutrientsSchema,
  foods: v.array(inferredFoodSchema),
  /** Parts of the prompt no food was found for, as typed. */
  unmatched: v.array(v.string()),
});
export type IntakeLogInference = v.InferOutput<typeof intakeLogInferenceSchema>;

/** POST /api/products/inference and POST /api/image_inferences: nutrients per 100 g, or per 100 ml for a drink. */
export const productInferenceSchema = v.object({
  nutrients: nutrientsSchema,
  unit: v.picklist(PRODUCT_UNITS),
  foods: v.array(inferredFoodSchema),
  unmatched: v.array(v.string()),
});
export type ProductInference = v.InferOutput<typeof productInferenceSchema>;
