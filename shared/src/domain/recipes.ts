import type { Nutrients } from '@nutrilog/shared/nutrients';
import type { Portion, ProductUnit } from './products';
import type { StoredResource } from './linked-data';

/** The amount of the full recipe unless given (docs/product.md#validation-rules), in grams. */
export const DEFAULT_RECIPE_UNIT_SIZE = 100;

/**
 * One product in a recipe. With a portion, `quantity` counts portions (and `amount` is 0); without one,
 * `amount` is in the product's unit (and `quantity` is 0). `@id` is `/api/recipe_items/<uuid>`.
 */
export interface RecipeItem extends StoredResource {
  uuid: string;
  product: { '@id': string; '@type': 'Product'; uuid: string; name: string; unit: ProductUnit; deleted: boolean };
  portion: { '@id': string; uuid: string; name: string; amount: number } | null;
  amount: number;
  quantity: number;
  /** portion amount × quantity, or amount. */
  totalAmount: number;
  effectiveNutrients: Nutrients;
}

/** GET /api/recipes (members, without `items`) and GET /api/recipes/{uuid} (with `items`). */
export interface Recipe extends StoredResource {
  uuid: string;
  name: string;
  unit: ProductUnit;
  /** The amount of the full recipe (such as one whole cake), in `unit`. */
  unitSize: number;
  /** The sum of the items' nutrients, i.e. for `unitSize`. */
  effectiveNutrients: Nutrients;
  portions: Portion[];
  items?: RecipeItem[];
}
