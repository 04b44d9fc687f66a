import type { ProductUnit } from '@nutrilog/shared/domain';
import type { NutrientSource } from '@nutrilog/shared/nutrients';
import type { Recipe } from '@nutrilog/shared/schemas';
import { iriOf } from '../../http/iri';
import { resource, timestampsOf } from '../../http/linked-data';
import { toPortion } from '../portions/portion';
import type { PortionRow } from '../portions/repository';
import { toRecipeItem } from './items/recipe-item';
import type { RecipeItemView } from './items/repository';
import { recipeNutrientSource } from './recipe-nutrients';
import type { RecipeRow } from './repository';

/** A recipe with its portions (a member of GET /api/recipes); `source`: its items' nutrients per unitSize. */
export function toRecipe(row: RecipeRow, portions: readonly PortionRow[], source: NutrientSource) {
  return resource('Recipe', iriOf('recipe', row.uuid), {
    uuid: row.uuid,
    name: row.name,
    unit: row.unit as ProductUnit,
    unitSize: row.unit_size,
    effectiveNutrients: source.nutrients,
    portions: portions.map((portion) => toPortion(portion, source)),
    ...timestampsOf(row),
  }) satisfies Recipe;
}

/** GET /api/recipes/{uuid}: the recipe with its portions and items (its nutrients are their sum). */
export function toRecipeDetail(row: RecipeRow, portions: readonly PortionRow[], items: readonly RecipeItemView[]) {
  return {
    ...toRecipe(row, portions, recipeNutrientSource(row.unit_size, items)),
    items: items.map(toRecipeItem),
  } satisfies Recipe;
}
