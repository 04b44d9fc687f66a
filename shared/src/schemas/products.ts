import * as v from 'valibot';
import { DEFAULT_NUTRIENTS_PER, DEFAULT_PRODUCT_UNIT, PRODUCT_UNITS, INTAKE_LOG_TYPES } from '@nutrilog/shared/domain';
import { strictBody } from './body';
import { clientUuidEntry, nutrientBasis, oneOf, requiredString } from './fields';
import { PRODUCT_ORIGINS } from './foods';
import { collectionSchema, type ResourceOf, resourceSchema } from './linked-data';
import { messages } from './messages';
import { nutrientsInputSchema, nutrientsPatchSchema, nutrientsSchema } from './nutrients';
import { newProductPortionSchema, portionSchema } from './portions';
import { timestampEntries, timestampSchema, uuidSchema } from './response-values';

/** A barcode as printed under the bars: 4 to 32 digits (EAN-8, EAN-13, UPC-A, GTIN-14 and shop codes). */
const barcodeDigitsSchema = v.pipe(
  v.string(messages.mustBeString('Barcode')),
  v.trim(),
  v.nonEmpty(messages.required('Barcode')),
  v.regex(/^\d{4,32}$/, 'Barcode must be 4 to 32 digits.'),
);

/**
 * A barcode in a request. A 12-digit UPC-A is stored as its 13-digit EAN form (a leading 0), the form scanners and
 * Open Food Facts use, so a typed and a scanned code find the same product.
 */
export const barcodeSchema = v.pipe(
  barcodeDigitsSchema,
  v.transform((code) => (code.length === 12 ? `0${code}` : code)),
);

/** A form's optional barcode input: empty means no barcode, anything else must be a barcode. */
export const barcodeFieldSchema = v.pipe(v.string(), v.trim(), v.union([v.literal(''), barcodeDigitsSchema]));

const productEntries = {
  uuid: uuidSchema,
  name: v.string(),
  unit: v.picklist(PRODUCT_UNITS),
  nutrientsPer: v.number(),
  nutrients: nutrientsSchema,
  favorite: v.boolean(),
  barcode: v.nullable(v.string()),
  /**
   * The food database source it was made from (POST /api/products/from_food), or null for a product of the user's own.
   */
  origin: v.nullable(v.picklist(PRODUCT_ORIGINS)),
  portions: v.array(portionSchema),
  ...timestampEntries,
};

/** A member of GET /api/products (and of GET /api/products/most_used). */
export const productSchema = resourceSchema('Product', productEntries);

/** GET /api/products/{uuid}: the product and how many intake logs refer to it. */
export const productDetailSchema = resourceSchema('Product', {
  ...productEntries,
  intakeLogCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
/** A member of GET /api/products; GET /api/products/{uuid} adds `intakeLogCount`. */
export type Product = ResourceOf<typeof productSchema> &
  Partial<Pick<ResourceOf<typeof productDetailSchema>, 'intakeLogCount'>>;

/** GET /api/products */
export const productCollectionSchema = collectionSchema(productSchema);

const productInputEntries = {
  name: requiredString('Name'),
  nutrientsPer: v.optional(nutrientBasis('Nutrients per'), DEFAULT_NUTRIENTS_PER),
  unit: v.optional(oneOf('Unit', PRODUCT_UNITS), DEFAULT_PRODUCT_UNIT),
  nutrients: nutrientsInputSchema,
  barcode: v.optional(v.nullable(barcodeSchema), null),
};

/**
 * POST /api/products, and the product forms: the product with its first portions
 * (docs/product.md#validation-rules).
 */
export const productInputSchema = strictBody({
  uuid: clientUuidEntry,
  ...productInputEntries,
  portions: v.optional(v.array(newProductPortionSchema, 'Portions must be a list.'), []),
});
export type ProductInput = v.InferOutput<typeof productInputSchema>;

/** PATCH /api/products/{uuid} (merge patch: any field; nutrients merge key by key). */
export const productPatchSchema = strictBody({
  name: v.optional(productInputEntries.name),
  nutrientsPer: v.optional(nutrientBasis('Nutrients per')),
  unit: v.optional(oneOf('Unit', PRODUCT_UNITS)),
  nutrients: v.optional(nutrientsPatchSchema),
  barcode: v.optional(v.nullable(barcodeSchema)),
});
export type ProductPatch = v.InferOutput<typeof productPatchSchema>;

/** POST /api/products/{uuid}/duplicate: copy the portions too (default true). */
export const productDuplicateSchema = strictBody({
  copyPortions: v.optional(v.boolean(messages.mustBeBoolean('Copy portions')), true),
});
export type ProductDuplicateInput = v.InferOutput<typeof productDuplicateSchema>;

/** GET /api/products/from_barcode?barcode= */
export const barcodeQuerySchema = v.object({ barcode: barcodeSchema }, messages.required('Barcode'));

/** The answer of a barcode lookup (docs/product.md#records): values per 100 g, or per 100 ml for a beverage. */
export const barcodeLookupSchema = v.object({
  '@type': v.literal('BarcodeLookup'),
  barcode: v.string(),
  /** Where it was found: one of the user's own products, or Open Food Facts. */
  source: v.picklist(['own', 'open_food_facts']),
  name: v.string(),
  isBeverage: v.boolean(),
  /** One serving in g (ml for a beverage), when known. */
  servingSize: v.nullable(v.number()),
  nutrients: nutrientsSchema,
});
export type BarcodeLookup = v.InferOutput<typeof barcodeLookupSchema>;

/** A member of GET /api/products/{uuid}/intake_log_history: one time the product was logged. */
export const productIntakeHistoryItemSchema = v.object({
  '@id': v.string(),
  '@type': v.literal('IntakeLog'),
  uuid: uuidSchema,
  date: timestampSchema,
  type: v.picklist(INTAKE_LOG_TYPES),
  quantity: v.number(),
  amount: v.number(),
  totalAmount: v.number(),
  portion: v.nullable(v.object({ '@id': v.string(), uuid: uuidSchema, name: v.string(), amount: v.number() })),
});
export type ProductIntakeHistoryItem = ResourceOf<typeof productIntakeHistoryItemSchema>;

/** GET /api/products/{uuid}/intake_log_history (newest first, 10 per page, `totalItems` = times logged). */
export const productIntakeHistorySchema = collectionSchema(productIntakeHistoryItemSchema);

/** POST /api/products/inference and POST /api/intake_logs/inference, and their dialogs: a non-empty prompt. */
export const inferencePromptSchema = strictBody({ prompt: requiredString('Prompt') });
export type InferencePromptInput = v.InferOutput<typeof inferencePromptSchema>;
