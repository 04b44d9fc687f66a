import * as v from 'valibot';
import { PRODUCT_UNITS } from '../domain/products';
import { collectionSchema, resourceSchema } from './linked-data';
import { nullableIriSchema, uuidSchema } from './response-values';
import { portionSchema } from './portions';

/** An item embedded in its recipe: `@id` `/api/recipe_items/<uuid>`, `@type` RecipeItem. */
export const recipeItemSchema = v.object({
  '@id': v.string(),
  '@type': v.literal('RecipeItem'),
  uuid: uuidSchema,
  product: v.string(),
  portion: nullableIriSchema,
  amount: v.number(),
  quantity: v.number(),
});

const recipeEntries = {
  uuid: uuidSchema,
  name: v.string(),
  unit: v.picklist(PRODUCT_UNITS),
  unitSize: v.number(),
  portions: v.array(portionSchema),
};

/** A member of GET /api/recipes (without its items). */
export const recipeSchema = resourceSchema('Recipe', recipeEntries);

/** GET /api/recipes/{uuid}: the recipe with its items. */
export const recipeDetailSchema = resourceSchema('Recipe', { ...recipeEntries, items: v.array(recipeItemSchema) });

/** GET /api/recipes */
export const recipeCollectionSchema = collectionSchema(recipeSchema);
