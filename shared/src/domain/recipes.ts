/** The amount of the full recipe unless given (docs/product.md#validation-rules), in grams. */
export const DEFAULT_RECIPE_UNIT_SIZE = 100;
