import * as v from 'valibot';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  GOAL_TYPES,
  INTAKE_LOG_TYPES,
  MIN_WEIGHT_EXCLUSIVE,
  PRODUCT_UNITS,
  SUPPORTED_LOCALES,
} from '@nutrilog/shared/domain';
import { NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import { strictBody } from './body';
import { exportReferenceIssues, pathOf } from './export-references';
import {
  nonNegativeNumber,
  numberGreaterThan,
  oneOf,
  requiredBoolean,
  requiredList,
  requiredString,
  requiredTimestamp,
  requiredUuid,
} from './fields';
import { END_BEFORE_START, endNotBeforeStart, optionalDate } from './goals';
import { messages } from './messages';
import { nutrientsInputSchema, nutrientsSchema } from './nutrients';
import { barcodeSchema } from './products';
import { calendarDateSchema, timestampSchema, uuidSchema } from './response-values';
import { bodyFatEntry } from './weight-logs';

/*
 * The export file (GET /api/export) and the body of POST /api/import. Two schemas, as for every resource: the
 * answer's plain shape, and the input's with every rule of the database (docs/product.md#validation-rules and the
 * CHECK constraints of migration 0002) plus the references between rows (export-references.ts), so an import is
 * refused as a whole, with violations, before anything is written.
 */

// ---------------------------------------------------------------------------------------------------------------
// The answer of GET /api/export.
// ---------------------------------------------------------------------------------------------------------------

const rowTimestamps = { createdAt: timestampSchema, updatedAt: timestampSchema };
const nullableUuid = v.nullable(uuidSchema);

export const exportFileSchema = v.object({
  format: v.literal(EXPORT_FORMAT),
  version: v.literal(EXPORT_VERSION),
  exportedAt: timestampSchema,
  profile: v.object({ email: v.string(), preferredLocale: v.picklist(SUPPORTED_LOCALES) }),
  products: v.array(
    v.object({
      uuid: uuidSchema,
      name: v.string(),
      unit: v.picklist(PRODUCT_UNITS),
      nutrientsPer: v.number(),
      nutrients: nutrientsSchema,
      favorite: v.boolean(),
      barcode: v.nullable(v.string()),
      sourceFood: v.nullable(v.string()),
      ...rowTimestamps,
      deletedAt: v.nullable(timestampSchema),
    }),
  ),
  portions: v.array(
    v.object({ uuid: uuidSchema, productUuid: uuidSchema, name: v.string(), amount: v.number(), ...rowTimestamps }),
  ),
  recipes: v.array(
    v.object({
      uuid: uuidSchema,
      name: v.string(),
      unit: v.picklist(PRODUCT_UNITS),
      unitSize: v.number(),
      ...rowTimestamps,
      deletedAt: v.nullable(timestampSchema),
      items: v.array(
        v.object({
          uuid: uuidSchema,
          productUuid: uuidSchema,
          portionUuid: nullableUuid,
          amount: v.number(),
          quantity: v.number(),
          ...rowTimestamps,
        }),
      ),
      portions: v.array(v.object({ uuid: uuidSchema, name: v.string(), amount: v.number(), ...rowTimestamps })),
    }),
  ),
  intakeLogs: v.array(
    v.object({
      uuid: uuidSchema,
      type: v.picklist(INTAKE_LOG_TYPES),
      date: timestampSchema,
      description: v.nullable(v.string()),
      amount: v.number(),
      quantity: v.number(),
      nutrients: nutrientsSchema,
      productUuid: nullableUuid,
      portionUuid: nullableUuid,
      recipeUuid: nullableUuid,
      recipePortionUuid: nullableUuid,
      ...rowTimestamps,
    }),
  ),
  goals: v.array(
    v.object({
      uuid: uuidSchema,
      nutrient: v.picklist(NUTRIENT_KEYS),
      goalType: v.picklist(GOAL_TYPES),
      value: v.number(),
      startDate: v.nullable(calendarDateSchema),
      endDate: v.nullable(calendarDateSchema),
      ...rowTimestamps,
    }),
  ),
  weightLogs: v.array(
    v.object({
      uuid: uuidSchema,
      date: timestampSchema,
      weight: v.number(),
      bodyFatPercentage: v.nullable(v.number()),
      unit: v.string(),
      ...rowTimestamps,
    }),
  ),
});

/**
 * The export file. Rows refer to each other by the uuids of the file (productUuid, portionUuid, …); an import gives
 * every row a new uuid and remaps the references. Timestamps are ISO 8601 in UTC with microseconds.
 */
export type DataExport = v.InferOutput<typeof exportFileSchema>;
/** `sourceFood`: the food of the food database it was made from (`reference:09040`), or null. */
export type ExportedProduct = DataExport['products'][number];
/** A portion of a product (recipe portions are inside their recipe). */
export type ExportedPortion = DataExport['portions'][number];
export type ExportedRecipe = DataExport['recipes'][number];
/** `portionUuid`: a portion of the item's product, or null when the item is an amount. */
export type ExportedRecipeItem = ExportedRecipe['items'][number];
export type ExportedRecipePortion = ExportedRecipe['portions'][number];
/** As stored: a product or recipe log's nutrients are computed when read, a manual log's are its own. */
export type ExportedIntakeLog = DataExport['intakeLogs'][number];
export type ExportedGoal = DataExport['goals'][number];
export type ExportedWeightLog = DataExport['weightLogs'][number];

// ---------------------------------------------------------------------------------------------------------------
// The body of POST /api/import.
// ---------------------------------------------------------------------------------------------------------------

const row = {
  uuid: requiredUuid('UUID'),
  createdAt: requiredTimestamp('Created at'),
  updatedAt: requiredTimestamp('Updated at'),
};
const deletedAt = v.nullable(requiredTimestamp('Deleted at'));
const reference = (field: string) => v.nullable(requiredUuid(field));
const unit = oneOf('Unit', PRODUCT_UNITS);

/**
 * A product's source food in the file: `reference:<NDB number>` or `openFoodFacts:<barcode>`, as products.source_food
 * holds it.
 */
const sourceFoodSchema = v.pipe(
  v.string(messages.mustBeString('Source food')),
  v.regex(
    /^(reference|openFoodFacts):[0-9]{4,32}$/,
    'Source food must be reference:<NDB number> or openFoodFacts:<barcode>.',
  ),
);

const productInput = strictBody(
  {
    ...row,
    name: requiredString('Name'),
    unit,
    nutrientsPer: numberGreaterThan('Nutrients per', 0),
    nutrients: nutrientsInputSchema,
    favorite: requiredBoolean('Favourite'),
    barcode: v.nullable(barcodeSchema),
    // Absent in files written before the food database.
    sourceFood: v.optional(v.nullable(sourceFoodSchema), null),
    deletedAt,
  },
  'Product',
);

const portionEntries = { ...row, name: requiredString('Name'), amount: numberGreaterThan('Amount', 0) };

const productPortionInput = strictBody({ ...portionEntries, productUuid: requiredUuid('Product UUID') }, 'Portion');

const recipeItemInput = strictBody(
  {
    ...row,
    productUuid: requiredUuid('Product UUID'),
    portionUuid: reference('Portion UUID'),
    amount: nonNegativeNumber('Amount'),
    quantity: nonNegativeNumber('Quantity'),
  },
  'Recipe item',
);

const recipeInput = strictBody(
  {
    ...row,
    name: requiredString('Name'),
    unit,
    unitSize: numberGreaterThan('Unit size', 0),
    deletedAt,
    items: requiredList('Items', recipeItemInput),
    portions: requiredList('Portions', strictBody(portionEntries, 'Portion')),
  },
  'Recipe',
);

const intakeLogInput = strictBody(
  {
    ...row,
    type: oneOf('Type', INTAKE_LOG_TYPES),
    date: requiredTimestamp('Date'),
    description: v.nullable(v.string(messages.mustBeString('Description'))),
    amount: nonNegativeNumber('Amount'),
    quantity: nonNegativeNumber('Quantity'),
    nutrients: nutrientsInputSchema,
    productUuid: reference('Product UUID'),
    portionUuid: reference('Portion UUID'),
    recipeUuid: reference('Recipe UUID'),
    recipePortionUuid: reference('Recipe portion UUID'),
  },
  'Intake log',
);

const goalInput = v.pipe(
  strictBody(
    {
      ...row,
      nutrient: oneOf('Nutrient', NUTRIENT_KEYS),
      goalType: oneOf('Goal type', GOAL_TYPES),
      value: numberGreaterThan('Value', 0),
      startDate: optionalDate('Start date'),
      endDate: optionalDate('End date'),
    },
    'Goal',
  ),
  v.forward(v.partialCheck([['startDate'], ['endDate']], endNotBeforeStart, END_BEFORE_START), ['endDate']),
);

const weightLogInput = strictBody(
  {
    ...row,
    date: requiredTimestamp('Date'),
    weight: numberGreaterThan('Weight', MIN_WEIGHT_EXCLUSIVE),
    bodyFatPercentage: bodyFatEntry,
    unit: requiredString('Unit'),
  },
  'Weight log',
);

export const NOT_AN_EXPORT = `This is not a Nutrilog export: its format must be ${EXPORT_FORMAT}.`;
export const UNSUPPORTED_VERSION =
  "This export's version cannot be read: this Nutrilog reads version " + `${EXPORT_VERSION}.`;

/**
 * Checked first, so that a file of another kind or version is one clear violation rather than dozens: an object,
 * then its format, then its version.
 */
const exportHeaderCheck = v.rawCheck<unknown>(({ dataset, addIssue }) => {
  const file = dataset.value;
  if (file === null || typeof file !== 'object' || Array.isArray(file)) addIssue({ message: messages.notAnObject });
  else if ((file as { format?: unknown }).format !== EXPORT_FORMAT)
    addIssue({ message: NOT_AN_EXPORT, path: pathOf(file, ['format']) });
  else if ((file as { version?: unknown }).version !== EXPORT_VERSION)
    addIssue({ message: UNSUPPORTED_VERSION, path: pathOf(file, ['version']) });
});

const importEntries = {
  format: v.literal(EXPORT_FORMAT, NOT_AN_EXPORT),
  version: v.literal(EXPORT_VERSION, UNSUPPORTED_VERSION),
  exportedAt: requiredTimestamp('Exported at'),
  profile: strictBody(
    { email: v.string(messages.mustBeString('Email')), preferredLocale: oneOf('Preferred locale', SUPPORTED_LOCALES) },
    'Profile',
  ),
  products: requiredList('Products', productInput),
  portions: requiredList('Portions', productPortionInput),
  recipes: requiredList('Recipes', recipeInput),
  intakeLogs: requiredList('Intake logs', intakeLogInput),
  goals: requiredList('Goals', goalInput),
  weightLogs: requiredList('Weight logs', weightLogInput),
};

/** The shape of an import file, without the checks of the header and the references (for the OpenAPI document). */
export const importFileShapeSchema = strictBody(importEntries);
type ImportFile = v.InferOutput<typeof importFileShapeSchema>;

/**
 * POST /api/import: an export file of this version, every row valid, every uuid once per kind of row and every
 * reference naming a row of the file (of the right product or recipe). UUIDs come out in lower case.
 */
export const importFileSchema = v.pipe(
  v.unknown(),
  exportHeaderCheck,
  importFileShapeSchema,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const issue of exportReferenceIssues(dataset.value as ImportFile)) addIssue(issue);
  }),
);
export type ImportFileInput = v.InferOutput<typeof importFileSchema>;

/** The answer of POST /api/import. */
export const dataImportSummarySchema = v.object({
  '@type': v.literal('DataImport'),
  products: v.number(),
  portions: v.number(),
  recipes: v.number(),
  recipeItems: v.number(),
  intakeLogs: v.number(),
  goals: v.number(),
  weightLogs: v.number(),
});

/** The answer of POST /api/import/weight_logs.csv. */
export const weightLogImportSummarySchema = v.object({
  '@type': v.literal('WeightLogImport'),
  imported: v.number(),
  skipped: v.number(),
});

export type DataImportSummary = v.InferOutput<typeof dataImportSummarySchema>;
export type WeightLogImportSummary = v.InferOutput<typeof weightLogImportSummarySchema>;
