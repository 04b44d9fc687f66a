import * as v from 'valibot';
import { DEFAULT_PRODUCT_UNIT, PRODUCT_UNITS, DEFAULT_RECIPE_UNIT_SIZE } from '@nutrilog/shared/domain';
import { strictBody } from './body';
import { nonNegativeNumber, nutrientBasis, oneOf, requiredString } from './fields';
import { collectionSchema, type ResourceOf, resourceSchema } from './linked-data';
import { messages } from './messages';
import { nutrientsSchema } from './nutrients';
import { portionSchema } from './portions';
import { timestampEntries, uuidSchema } from './response-values';

/**
 * An item embedded in its recipe: `@id` `/api/recipe_items/<uuid>`, `@type` RecipeItem. Its product and
 * portion are embedded (name and reference values) so the recipe can be shown without further requests.
 * totalAmount = portion amount × quantity, or amount; effectiveNutrients = the product's for totalAmount.
 */
export const recipeItemSchema = v.object({
  '@id': v.string(),
  '@type': v.literal('RecipeItem'),
  uuid: uuidSchema,
  product: v.object({
    '@id': v.string(),
    '@type': v.literal('Product'),
    uuid: uuidSchema,
    name: v.string(),
    unit: v.picklist(PRODUCT_UNITS),
    /** A product deleted after it was added keeps its place in the recipe. */
    deleted: v.boolean(),
  }),
  portion: v.nullable(v.object({ '@id': v.string(), uuid: uuidSchema, name: v.string(), amount: v.number() })),
  amount: v.number(),
  quantity: v.number(),
  totalAmount: v.number(),
  effectiveNutrients: nutrientsSchema,
  ...timestampEntries,
});
export type RecipeItem = ResourceOf<typeof recipeItemSchema>;

/** PATCH /api/recipe_items/{uuid} and the answer of POST {recipe}/items (with its context). */
export const recipeItemResourceSchema = v.object({ '@context': v.string(), ...recipeItemSchema.entries });

const recipeEntries = {
  uuid: uuidSchema,
  name: v.string(),
  unit: v.picklist(PRODUCT_UNITS),
  unitSize: v.number(),
  /** The sum of the items' nutrients: the nutrients of `unitSize` of the recipe. */
  effectiveNutrients: nutrientsSchema,
  portions: v.array(portionSchema),
  ...timestampEntries,
};

/** A member of GET /api/recipes (without its items). */
export const recipeSchema = resourceSchema('Recipe', recipeEntries);

/** GET /api/recipes/{uuid}: the recipe with its items. */
export const recipeDetailSchema = resourceSchema('Recipe', { ...recipeEntries, items: v.array(recipeItemSchema) });
/** A member of GET /api/recipes; GET /api/recipes/{uuid} adds its `items`. */
export type Recipe = ResourceOf<typeof recipeSchema> & Partial<Pick<ResourceOf<typeof recipeDetailSchema>, 'items'>>;

/** GET /api/recipes */
export const recipeCollectionSchema = collectionSchema(recipeSchema);

const recipeInputEntries = {
  name: requiredString('Name'),
  unit: v.optional(oneOf('Unit', PRODUCT_UNITS), DEFAULT_PRODUCT_UNIT),
  unitSize: v.optional(nutrientBasis('Unit size'), DEFAULT_RECIPE_UNIT_SIZE),
};

/**
 * POST /api/recipes and the recipe dialogs: name, unit, unitSize > 0, default 100 g
 * (docs/product.md#validation-rules).
 */
export const recipeInputSchema = strictBody(recipeInputEntries);
export type RecipeInput = v.InferOutput<typeof recipeInputSchema>;

/** PATCH /api/recipes/{uuid} (merge patch). */
export const recipePatchSchema = strictBody({
  name: v.optional(recipeInputEntries.name),
  unit: v.optional(oneOf('Unit', PRODUCT_UNITS)),
  unitSize: v.optional(nutrientBasis('Unit size')),
});
export type RecipePatch = v.InferOutput<typeof recipePatchSchema>;

const recipeItemEntries = {
  product: requiredString('Product'),
  portion: v.optional(v.nullable(v.string(messages.mustBeString('Portion'))), null),
  amount: v.optional(nonNegativeNumber('Amount'), 0),
  quantity: v.optional(nonNegativeNumber('Quantity'), 0),
};

/** POST {recipe}/items and the item dialog: product (IRI), portion (IRI or null), amount, quantity. */
export const recipeItemInputSchema = v.pipe(
  strictBody(recipeItemEntries),
  // With a portion, quantity > 0; without one, amount > 0, reported on that field (docs/product.md#validation-rules).
  v.forward(
    v.partialCheck(
      [['portion'], ['amount']],
      (item) => Boolean(item.portion) || item.amount > 0,
      messages.greaterThan('Amount', 0),
    ),
    ['amount'],
  ),
  v.forward(
    v.partialCheck(
      [['portion'], ['quantity']],
      (item) => !item.portion || item.quantity > 0,
      messages.greaterThan('Quantity', 0),
    ),
    ['quantity'],
  ),
);
export type RecipeItemInput = v.InferOutput<typeof recipeItemInputSchema>;

/** PATCH /api/recipe_items/{uuid} (merge patch; the API checks the merged item against recipeItemInputSchema). */
export const recipeItemPatchSchema = strictBody({
  product: v.optional(recipeItemEntries.product),
  portion: v.optional(v.nullable(v.string(messages.mustBeString('Portion')))),
  amount: v.optional(nonNegativeNumber('Amount')),
  quantity: v.optional(nonNegativeNumber('Quantity')),
});
export type RecipeItemPatch = v.InferOutput<typeof recipeItemPatchSchema>;
