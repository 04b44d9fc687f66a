import type { Nutrients } from '@nutrilog/shared/nutrients';
import type { Resource, StoredResource } from './linked-data';

/** The unit a product's or a recipe's amounts are in (docs/product.md#product-record). */
export const PRODUCT_UNITS = ['gram', 'milliliter'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
export const DEFAULT_PRODUCT_UNIT: ProductUnit = 'gram';
/** The amount a product's nutrients refer to, unless given (docs/product.md#validation-rules). */
export const DEFAULT_NUTRIENTS_PER = 100;

/** A named amount of a product or of a recipe, such as '1 slice' (35 g). `@id` is `/api/portions/<uuid>`. */
export interface Portion extends StoredResource {
  uuid: string;
  name: string;
  /** In the unit of its product or recipe; greater than 0. */
  amount: number;
  /** The owner's nutrients for `amount` (see nutrients/math.ts). */
  effectiveNutrients: Nutrients;
}

/** GET /api/products (members) and GET /api/products/{uuid} (with `intakeLogCount`). */
export interface Product extends StoredResource {
  uuid: string;
  name: string;
  unit: ProductUnit;
  /** The amount `nutrients` refer to, e.g. 100 (g or ml). */
  nutrientsPer: number;
  nutrients: Nutrients;
  favorite: boolean;
  /** The barcode under which barcode lookups find this product first, if any. */
  barcode: string | null;
  /**
   * Where it was made from (POST /api/products/from_food): USDA SR or Open Food Facts; null for the user's own product.
   */
  origin: 'reference' | 'openFoodFacts' | null;
  portions: Portion[];
  /** How many intake logs refer to the product (detail only). */
  intakeLogCount?: number;
}

/** GET /api/products/from_barcode: what a barcode stands for, per 100 g (100 ml for a beverage). */
export interface BarcodeLookup {
  '@type': 'BarcodeLookup';
  barcode: string;
  source: 'own' | 'open_food_facts';
  name: string;
  isBeverage: boolean;
  servingSize: number | null;
  nutrients: Nutrients;
}

/** A member of GET /api/products/{uuid}/intake_log_history. */
export interface ProductIntakeHistoryItem extends Resource {
  uuid: string;
  date: string;
  type: 'product' | 'recipe' | 'manual';
  quantity: number;
  amount: number;
  totalAmount: number;
  portion: { '@id': string; uuid: string; name: string; amount: number } | null;
}
