import type * as v from 'valibot';
import type { ContextOptional } from './linked-data';
import type {
  barcodeLookupSchema,
  portionSchema,
  productDetailSchema,
  productIntakeHistoryItemSchema,
  productSchema,
} from '@nutrilog/shared/schemas';

/** The unit a product's or a recipe's amounts are in (docs/product.md#product-record). */
export const PRODUCT_UNITS = ['gram', 'milliliter'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
export const DEFAULT_PRODUCT_UNIT: ProductUnit = 'gram';
/** The amount a product's nutrients refer to, unless given (docs/product.md#validation-rules). */
export const DEFAULT_NUTRIENTS_PER = 100;

/** A named amount of a product or of a recipe, such as '1 slice' (35 g). `@id` is `/api/portions/<uuid>`. */
export type Portion = v.InferOutput<typeof portionSchema>;

/** GET /api/products (members) and GET /api/products/{uuid} (with `intakeLogCount`). */
export type Product = ContextOptional<v.InferOutput<typeof productSchema>> &
  Partial<Pick<v.InferOutput<typeof productDetailSchema>, 'intakeLogCount'>>;

/** GET /api/products/from_barcode: what a barcode stands for, per 100 g (100 ml for a beverage). */
export type BarcodeLookup = v.InferOutput<typeof barcodeLookupSchema>;

/** A member of GET /api/products/{uuid}/intake_log_history. */
export type ProductIntakeHistoryItem = v.InferOutput<typeof productIntakeHistoryItemSchema>;
