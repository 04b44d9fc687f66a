import type { Nutrients } from '@nutrilog/shared/nutrients';
import type { StoredResource } from './linked-data';
import type { ProductUnit } from './products';

/** How an intake log was made (docs/product.md#intake-log-record): from a product, from a recipe, or typed in. */
export const INTAKE_LOG_TYPES = ['product', 'recipe', 'manual'] as const;
export type IntakeLogType = (typeof INTAKE_LOG_TYPES)[number];

/** A product or recipe embedded in an intake log; a deleted one still answers (`deleted: true`). */
export interface IntakeLogOwner<TType extends 'Product' | 'Recipe'> {
  '@id': string;
  '@type': TType;
  uuid: string;
  name: string;
  unit: ProductUnit;
  deleted: boolean;
}

/** A portion (of a product or a recipe) embedded in an intake log. */
export interface IntakeLogPortion {
  '@id': string;
  uuid: string;
  name: string;
  amount: number;
}

/** GET /api/intake_logs (members) and GET /api/intake_logs/{uuid}. */
export interface IntakeLog extends StoredResource {
  uuid: string;
  type: IntakeLogType;
  /** ISO 8601 timestamp (UTC). */
  date: string;
  /** Text of a manual entry; null otherwise. */
  description: string | null;
  /** In the unit of the product or recipe when no portion is chosen; 0 otherwise and for manual entries. */
  amount: number;
  /** Portions when a portion is chosen; 0 otherwise and for manual entries. */
  quantity: number;
  /** Typed-in nutrients of a manual entry; zeros otherwise. */
  nutrients: Nutrients;
  /** portion amount × quantity, or amount; 0 for manual entries. */
  totalAmount: number;
  /** The product's (per nutrientsPer) or recipe's (per unitSize) nutrients for totalAmount; a manual entry's own. */
  effectiveNutrients: Nutrients;
  product: IntakeLogOwner<'Product'> | null;
  portion: IntakeLogPortion | null;
  recipe: IntakeLogOwner<'Recipe'> | null;
  recipePortion: IntakeLogPortion | null;
}

/** A member of GET /api/intake_logs/daily_consumption: one log of the local day. */
export interface DailyConsumptionEntry {
  uuid: string;
  product: { uuid: string } | null;
  recipe: { uuid: string } | null;
  /** The product's or recipe's name, or the manual description (null when there is none). */
  description: string | null;
  totalAmount: number;
  /** null for manual entries. */
  unit: ProductUnit | null;
  effectiveNutrients: Nutrients;
}

/** A member of GET /api/intake_logs/nutrient_history: one local day's summed effectiveNutrients. */
export interface NutrientHistoryEntry {
  /** YYYY-MM-DD, in the requested time zone. */
  date: string;
  nutrients: Nutrients;
}
