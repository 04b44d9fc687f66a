import type { ProductUnit } from '@nutrilog/shared/domain';
import type { Nutrients } from '@nutrilog/shared/nutrients';

/*
 * An online inference provider (INFERENCE_PROVIDER=openai): it answers what the offline engine otherwise works
 * out. Every method either resolves with an answer already checked against the shared schemas, or rejects with
 * InferenceFailed; the routes turn that into its error message (docs/product.md#error-messages).
 */

export interface OnlineIntakeLogAnswer {
  description: string;
  nutrients: Nutrients;
}

export interface OnlineProductAnswer {
  /** Per 100 g, or per 100 ml when `unit` is milliliter. */
  nutrients: Nutrients;
  unit: ProductUnit;
}

export interface OnlineInferenceProvider {
  /** What a meal description contains, summed. */
  intakeLog(prompt: string): Promise<OnlineIntakeLogAnswer>;
  /** A product described in words, per 100 g or 100 ml. */
  product(prompt: string): Promise<OnlineProductAnswer>;
  /** A product from a photo of it or its nutrition label (PNG bytes). */
  label(png: Buffer): Promise<OnlineProductAnswer>;
}

/** A provider's failure as problem details: the messages of a failed AI generation (docs/product.md#error-messages). */
export const INTAKE_LOG_INFERENCE_FAILED = 'Failed to generate intake log data';
export const PRODUCT_INFERENCE_FAILED = 'Failed to generate product data';

/** The provider could not give a usable answer: unreachable, timed out, an error status or a malformed answer. */
export class InferenceFailed extends Error {
  override name = 'InferenceFailed';
}
