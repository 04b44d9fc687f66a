import type * as v from 'valibot';
import type { ContextOptional } from './linked-data';
import type { recipeDetailSchema, recipeItemSchema, recipeSchema } from '@nutrilog/shared/schemas';

/** The amount of the full recipe unless given (docs/product.md#validation-rules), in grams. */
export const DEFAULT_RECIPE_UNIT_SIZE = 100;

/**
 * One product in a recipe. With a portion, `quantity` counts portions (and `amount` is 0); without one,
 * `amount` is in the product's unit (and `quantity` is 0). `@id` is `/api/recipe_items/<uuid>`.
 */
export type RecipeItem = v.InferOutput<typeof recipeItemSchema>;

/** GET /api/recipes (members, without `items`) and GET /api/recipes/{uuid} (with `items`). */
export type Recipe = ContextOptional<v.InferOutput<typeof recipeSchema>> &
  Partial<Pick<v.InferOutput<typeof recipeDetailSchema>, 'items'>>;
