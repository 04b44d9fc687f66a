/** How an intake log was made (docs/product.md#intake-log-record): from a product, from a recipe, or typed in. */
export const INTAKE_LOG_TYPES = ['product', 'recipe', 'manual'] as const;
export type IntakeLogType = (typeof INTAKE_LOG_TYPES)[number];
