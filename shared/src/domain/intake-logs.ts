import type * as v from 'valibot';
import type { ContextOptional } from './linked-data';
import type {
  dailyConsumptionEntrySchema,
  intakeLogSchema,
  nutrientHistoryEntrySchema,
} from '@nutrilog/shared/schemas';

/** How an intake log was made (docs/product.md#intake-log-record): from a product, from a recipe, or typed in. */
export const INTAKE_LOG_TYPES = ['product', 'recipe', 'manual'] as const;
export type IntakeLogType = (typeof INTAKE_LOG_TYPES)[number];

/** GET /api/intake_logs (members) and GET /api/intake_logs/{uuid}. */
export type IntakeLog = ContextOptional<v.InferOutput<typeof intakeLogSchema>>;

/** A product or recipe embedded in an intake log; a deleted one still answers (`deleted: true`). */
export type IntakeLogOwner<TType extends 'Product' | 'Recipe'> = NonNullable<IntakeLog[Lowercase<TType>]>;

/** A portion (of a product or a recipe) embedded in an intake log. */
export type IntakeLogPortion = NonNullable<IntakeLog['portion']>;

/** A member of GET /api/intake_logs/daily_consumption: one log of the local day. */
export type DailyConsumptionEntry = v.InferOutput<typeof dailyConsumptionEntrySchema>;

/** A member of GET /api/intake_logs/nutrient_history: one local day's summed effectiveNutrients. */
export type NutrientHistoryEntry = v.InferOutput<typeof nutrientHistoryEntrySchema>;
