/** The unit a product's or a recipe's amounts are in (docs/product.md#product-record). */
export const PRODUCT_UNITS = ['gram', 'milliliter'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
export const DEFAULT_PRODUCT_UNIT: ProductUnit = 'gram';
/** The amount a product's nutrients refer to, unless given (docs/product.md#validation-rules). */
export const DEFAULT_NUTRIENTS_PER = 100;
