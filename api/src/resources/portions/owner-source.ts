import type { NutrientSource } from '@nutrilog/shared/nutrients';
import type { DB } from '../../db/schema';
import { productNutrientSource } from '../products/product';
import { findProduct } from '../products/repository';
import { recipeNutrientSources } from '../recipes/recipe-nutrients';
import type { PortionRow } from './repository';

/**
 * What a portion's effectiveNutrients derive from: its product's nutrients per nutrientsPer, or its recipe's
 * summed item nutrients per unitSize. Undefined when the product is gone (deleted meanwhile).
 */
export async function portionOwnerSource(
  db: DB,
  userUuid: string,
  portion: PortionRow,
): Promise<NutrientSource | undefined> {
  if (portion.product_uuid !== null) {
    const product = await findProduct(db, userUuid, portion.product_uuid);
    return product && productNutrientSource(product);
  }
  if (portion.recipe_uuid === null) return undefined;
  return (await recipeNutrientSources(db, userUuid, [portion.recipe_uuid])).get(portion.recipe_uuid);
}
