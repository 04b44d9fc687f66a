import type { ProductUnit, Recipe, RecipeItem } from '@nutrilog/shared/domain';
import { embedded, resource, resourceIri } from '../../http/linked-data';
import { portionIri, toPortion } from '../portions/portion';
import type { PortionRow } from '../portions/repository';
import { PRODUCTS } from '../products/product';
import type { RecipeItemRow, RecipeRow } from './repository';

export const RECIPES = 'recipes';
export const RECIPE_ITEMS = 'recipe_items';

/** A recipe with its portions (a member of GET /api/recipes). */
export function toRecipe(row: RecipeRow, portions: readonly PortionRow[]) {
  return resource('Recipe', resourceIri(RECIPES, row.uuid), {
    uuid: row.uuid,
    name: row.name,
    unit: row.unit as ProductUnit,
    unitSize: row.unit_size,
    portions: portions.map(toPortion),
  }) satisfies Recipe;
}

/** An item as embedded in its recipe. */
export function toRecipeItem(row: RecipeItemRow) {
  return embedded('RecipeItem', resourceIri(RECIPE_ITEMS, row.uuid), {
    uuid: row.uuid,
    product: resourceIri(PRODUCTS, row.product_uuid),
    portion: portionIri(row.portion_uuid),
    amount: row.amount,
    quantity: row.quantity,
  }) satisfies RecipeItem;
}

/** GET /api/recipes/{uuid}: the recipe with its portions and items. */
export function toRecipeDetail(row: RecipeRow, portions: readonly PortionRow[], items: readonly RecipeItemRow[]) {
  return { ...toRecipe(row, portions), items: items.map(toRecipeItem) } satisfies Recipe;
}

/** The IRI of a recipe, or null. */
export const recipeIri = (uuid: string | null) => (uuid === null ? null : resourceIri(RECIPES, uuid));
