export const DEFAULT_WEIGHT_UNIT = 'kilogram';
/** A weight must be greater than this (docs/product.md#validation-rules, docs/product.md#numbers-and-limits). */
export const MIN_WEIGHT_EXCLUSIVE = 25;
/** A body fat percentage is at most this. */
export const MAX_BODY_FAT_PERCENTAGE = 100;
