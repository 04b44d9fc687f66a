import * as v from 'valibot';
import { INTAKE_LOG_TYPES, PRODUCT_UNITS } from '@nutrilog/shared/domain';
import { zeroNutrients } from '@nutrilog/shared/nutrients';
import { strictBody } from './body';
import { clientUuidEntry, nonNegativeNumber, oneOf, requiredTimestamp } from './fields';
import { collectionSchema, type ResourceOf, resourceSchema } from './linked-data';
import { messages } from './messages';
import { nutrientsInputSchema, nutrientsPatchSchema, nutrientsSchema } from './nutrients';
import { calendarDateSchema, timestampEntries, timestampSchema, uuidSchema } from './response-values';

const embeddedOwnerSchema = <const TType extends string>(type: TType) =>
  v.object({
    '@id': v.string(),
    '@type': v.literal(type),
    uuid: uuidSchema,
    name: v.string(),
    unit: v.picklist(PRODUCT_UNITS),
    /** A product or recipe deleted after it was logged still answers (history is never lost). */
    deleted: v.boolean(),
  });

const embeddedPortionSchema = v.object({ '@id': v.string(), uuid: uuidSchema, name: v.string(), amount: v.number() });

/**
 * GET /api/intake_logs/{uuid} and the members of GET /api/intake_logs. The product, recipe and portions are
 * embedded so the dashboard needs no further requests. totalAmount = portion amount × quantity, or amount
 * (0 for manual logs); effectiveNutrients = the product's (per nutrientsPer) or the recipe's (per unitSize)
 * nutrients for totalAmount, or a manual log's own nutrients.
 */
export const intakeLogSchema = resourceSchema('IntakeLog', {
  uuid: uuidSchema,
  type: v.picklist(INTAKE_LOG_TYPES),
  date: timestampSchema,
  description: v.nullable(v.string()),
  amount: v.number(),
  quantity: v.number(),
  nutrients: nutrientsSchema,
  totalAmount: v.number(),
  effectiveNutrients: nutrientsSchema,
  product: v.nullable(embeddedOwnerSchema('Product')),
  portion: v.nullable(embeddedPortionSchema),
  recipe: v.nullable(embeddedOwnerSchema('Recipe')),
  recipePortion: v.nullable(embeddedPortionSchema),
  ...timestampEntries,
});
export type IntakeLog = ResourceOf<typeof intakeLogSchema>;
/** A product or recipe embedded in an intake log; a deleted one still answers (`deleted: true`). */
export type IntakeLogOwner<TType extends 'Product' | 'Recipe'> = NonNullable<
  IntakeLog[TType extends 'Product' ? 'product' : 'recipe']
>;
/** A portion (of a product or a recipe) embedded in an intake log. */
export type IntakeLogPortion = NonNullable<IntakeLog['portion']>;

/** GET /api/intake_logs */
export const intakeLogCollectionSchema = collectionSchema(intakeLogSchema);

/** A member of GET /api/intake_logs/daily_consumption: one log of the local day, reduced to what it counts. */
export const dailyConsumptionEntrySchema = v.object({
  uuid: uuidSchema,
  product: v.nullable(v.object({ uuid: uuidSchema })),
  recipe: v.nullable(v.object({ uuid: uuidSchema })),
  /** The product's or recipe's name, or a manual log's description (null when it has none). */
  description: v.nullable(v.string()),
  totalAmount: v.number(),
  /** The product's or recipe's unit; null for manual logs. */
  unit: v.nullable(v.picklist(PRODUCT_UNITS)),
  effectiveNutrients: nutrientsSchema,
});
export type DailyConsumptionEntry = v.InferOutput<typeof dailyConsumptionEntrySchema>;

/** GET /api/intake_logs/daily_consumption */
export const dailyConsumptionCollectionSchema = collectionSchema(dailyConsumptionEntrySchema);

/** A member of GET /api/intake_logs/nutrient_history: the summed effectiveNutrients of one local day. */
export const nutrientHistoryEntrySchema = v.object({ date: calendarDateSchema, nutrients: nutrientsSchema });
export type NutrientHistoryEntry = v.InferOutput<typeof nutrientHistoryEntrySchema>;

/** GET /api/intake_logs/nutrient_history */
export const nutrientHistoryCollectionSchema = collectionSchema(nutrientHistoryEntrySchema);

const dateEntry = requiredTimestamp('Date');

/** An IRI or null; an empty string (a form's empty select) means none. */
const optionalIri = (field: string) =>
  v.pipe(
    v.nullable(v.string(messages.mustBeString(field))),
    v.transform((iri) => (iri === null || iri.trim() === '' ? null : iri.trim())),
  );

/** A manual log's text; blank means none. */
const descriptionEntry = v.pipe(
  v.nullable(v.string(messages.mustBeString('Description'))),
  v.transform((text) => (text === null || text.trim() === '' ? null : text.trim())),
);

const intakeLogEntries = {
  uuid: clientUuidEntry,
  type: oneOf('Type', INTAKE_LOG_TYPES),
  date: dateEntry,
  product: v.optional(optionalIri('Product'), null),
  portion: v.optional(optionalIri('Portion'), null),
  recipe: v.optional(optionalIri('Recipe'), null),
  recipePortion: v.optional(optionalIri('Recipe portion'), null),
  amount: v.optional(nonNegativeNumber('Amount'), 0),
  quantity: v.optional(nonNegativeNumber('Quantity'), 0),
  description: v.optional(descriptionEntry, null),
  nutrients: v.optional(nutrientsInputSchema, zeroNutrients),
};

type RawIntakeLog = v.InferOutput<v.StrictObjectSchema<typeof intakeLogEntries, undefined>>;

/** The portion that counts for the log's type (portion of a product, recipe portion of a recipe). */
const chosenPortion = (log: Pick<RawIntakeLog, 'type' | 'portion' | 'recipePortion'>) =>
  log.type === 'product' ? log.portion : log.type === 'recipe' ? log.recipePortion : null;

/**
 * What is stored (docs/product.md#the-api): a manual log keeps description and nutrients, amount and quantity 0 and no
 * references; a product or recipe log keeps only its own references, description null and nutrients zeros;
 * with a portion the amount is 0, without one the quantity.
 */
function normalize(log: RawIntakeLog) {
  if (log.type === 'manual') {
    return { ...log, product: null, portion: null, recipe: null, recipePortion: null, amount: 0, quantity: 0 };
  }
  const byPortion = chosenPortion(log) !== null;
  const references =
    log.type === 'product'
      ? { product: log.product, portion: log.portion, recipe: null, recipePortion: null }
      : { product: null, portion: null, recipe: log.recipe, recipePortion: log.recipePortion };
  return {
    ...log,
    ...references,
    amount: byPortion ? 0 : log.amount,
    quantity: byPortion ? log.quantity : 0,
    description: null,
    nutrients: zeroNutrients(),
  };
}

/**
 * POST /api/intake_logs and the intake log form (docs/product.md#validation-rules). Product and recipe are IRIs
 * (`/api/products/<uuid>`, `/api/recipes/<uuid>`), portion and recipePortion `/api/portions/<uuid>`.
 * The output is what is stored (see normalize).
 */
export const intakeLogInputSchema = v.pipe(
  strictBody(intakeLogEntries),
  v.forward(
    v.partialCheck(
      [['type'], ['product']],
      (log) => log.type !== 'product' || log.product !== null,
      messages.required('Product'),
    ),
    ['product'],
  ),
  v.forward(
    v.partialCheck(
      [['type'], ['recipe']],
      (log) => log.type !== 'recipe' || log.recipe !== null,
      messages.required('Recipe'),
    ),
    ['recipe'],
  ),
  // With a portion (recipe portion) quantity > 0; without one amount > 0; reported on that field.
  v.forward(
    v.partialCheck(
      [['type'], ['portion'], ['recipePortion'], ['amount']],
      (log) => log.type === 'manual' || chosenPortion(log) !== null || log.amount > 0,
      messages.greaterThan('Amount', 0),
    ),
    ['amount'],
  ),
  v.forward(
    v.partialCheck(
      [['type'], ['portion'], ['recipePortion'], ['quantity']],
      (log) => log.type === 'manual' || chosenPortion(log) === null || log.quantity > 0,
      messages.greaterThan('Quantity', 0),
    ),
    ['quantity'],
  ),
  v.transform(normalize),
);
export type IntakeLogInput = v.InferOutput<typeof intakeLogInputSchema>;

/**
 * PATCH /api/intake_logs/{uuid} (merge patch): any of the fields, e.g. only `quantity` or only `amount` for
 * the plus and minus buttons. The API merges it into the stored log and checks the result with
 * intakeLogInputSchema.
 */
export const intakeLogPatchSchema = strictBody({
  type: v.optional(intakeLogEntries.type),
  date: v.optional(dateEntry),
  product: v.optional(optionalIri('Product')),
  portion: v.optional(optionalIri('Portion')),
  recipe: v.optional(optionalIri('Recipe')),
  recipePortion: v.optional(optionalIri('Recipe portion')),
  amount: v.optional(nonNegativeNumber('Amount')),
  quantity: v.optional(nonNegativeNumber('Quantity')),
  description: v.optional(descriptionEntry),
  nutrients: v.optional(nutrientsPatchSchema),
});
export type IntakeLogPatch = v.InferOutput<typeof intakeLogPatchSchema>;

/**
 * The log drawer's Add amount dialog: what is added to a log's amount, or to its quantity for a log by portion
 * (`field` names it in the messages). The sum is sent as the log's new value, which the log's patch checks again.
 */
export const addToLogSchema = (field: 'Amount' | 'Quantity') => v.object({ added: nonNegativeNumber(field) });

export type AddToLogInput = v.InferOutput<ReturnType<typeof addToLogSchema>>;
