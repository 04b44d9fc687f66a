import type { Nutrients } from '../nutrients/catalogue';
import type { Resource } from './linked-data';

/** How an intake log was made (spec section 3): from a product, from a recipe, or typed in. */
export const INTAKE_LOG_TYPES = ['product', 'recipe', 'manual'] as const;
export type IntakeLogType = (typeof INTAKE_LOG_TYPES)[number];

/** GET /api/intake_logs (members) and GET /api/intake_logs/{uuid}. */
export interface IntakeLog extends Resource {
  uuid: string;
  type: IntakeLogType;
  /** ISO 8601 timestamp (UTC). */
  date: string;
  /** Text of a manual entry; null otherwise. */
  description: string | null;
  /** In the unit of the product or recipe when no portion is chosen; 0 for manual entries. */
  amount: number;
  /** Portions when a portion is chosen; 0 for manual entries. */
  quantity: number;
  /** Typed-in nutrients of a manual entry; zeros otherwise. */
  nutrients: Nutrients;
  /** IRIs, or null. */
  product: string | null;
  portion: string | null;
  recipe: string | null;
  recipePortion: string | null;
}
