import {
  entryNutrients,
  NUTRIENT_KEYS,
  type NutrientSource,
  type Nutrients,
  totalAmount,
} from '@nutrilog/shared/nutrients';
import { nutrientColumn, nutrientsOf } from '../../db/nutrients';
import type { DB } from '../../db/schema';
import { recipeNutrientSources } from '../recipes/recipe-nutrients';
import type { IntakeLogView } from './repository';

/** The recipes' nutrient sources (by uuid) of the logs that refer to a recipe: two queries for any number of logs. */
export async function recipeSourcesOf(
  db: DB,
  userUuid: string,
  logs: readonly IntakeLogView[],
): Promise<Map<string, NutrientSource>> {
  const recipeUuids = [...new Set(logs.flatMap((log) => (log.recipe_uuid === null ? [] : [log.recipe_uuid])))];
  return recipeNutrientSources(db, userUuid, recipeUuids);
}

/** The product's nutrients per nutrientsPer, from the view's product columns. */
function productSource(log: IntakeLogView): NutrientSource {
  const nutrients = Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [key, log[`product_${nutrientColumn(key)}`] ?? 0]),
  ) as Nutrients;
  return { nutrients, per: log.product_nutrients_per ?? 1 };
}

/** How much of its product or recipe a log holds, for the shared math. */
function logEntry(log: IntakeLogView) {
  const portionAmount =
    log.type === 'product' ? log.portion_amount : log.type === 'recipe' ? log.recipe_portion_amount : null;
  return { amount: log.amount, quantity: log.quantity, portionAmount };
}

export interface LogNutrients {
  totalAmount: number;
  effectiveNutrients: Nutrients;
}

/**
 * A log's totalAmount and effectiveNutrients (docs/product.md#numbers-and-limits): a product log, the product's
 * nutrients per nutrientsPer for portion amount × quantity (or amount); a recipe log, the recipe's summed nutrients
 * per unitSize likewise; a manual log, its own nutrients (totalAmount 0).
 */
export function logNutrients(log: IntakeLogView, recipeSources: ReadonlyMap<string, NutrientSource>): LogNutrients {
  if (log.type === 'manual') return { totalAmount: totalAmount(logEntry(log)), effectiveNutrients: nutrientsOf(log) };
  const source = log.type === 'product' ? productSource(log) : recipeSources.get(log.recipe_uuid ?? '');
  if (source === undefined) throw new Error(`Intake log ${log.uuid}: its recipe was not loaded.`);
  return { totalAmount: totalAmount(logEntry(log)), effectiveNutrients: entryNutrients(source, logEntry(log)) };
}
