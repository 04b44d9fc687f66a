import type { Nutrients } from '../nutrients/catalogue';
import type { Resource } from './linked-data';

/** The unit a product's or a recipe's amounts are in (spec section 3). */
export const PRODUCT_UNITS = ['gram', 'milliliter'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
export const DEFAULT_PRODUCT_UNIT: ProductUnit = 'gram';
/** The amount a product's nutrients refer to, unless given (spec section 5). */
export const DEFAULT_NUTRIENTS_PER = 100;

/** A named amount of a product or of a recipe, such as '1 slice' (35 g). `@id` is `/api/portions/<uuid>`. */
export interface Portion extends Resource {
  uuid: string;
  name: string;
  /** In the unit of its product or recipe; greater than 0. */
  amount: number;
}

/** GET /api/products (members) and GET /api/products/{uuid} (with `intakeLogCount`). */
export interface Product extends Resource {
  uuid: string;
  name: string;
  unit: ProductUnit;
  /** The amount `nutrients` refer to, e.g. 100 (g or ml). */
  nutrientsPer: number;
  nutrients: Nutrients;
  favorite: boolean;
  portions: Portion[];
  /** How many intake logs refer to the product (detail only). */
  intakeLogCount?: number;
}
