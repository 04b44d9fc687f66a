import type { ProductUnit } from '@nutrilog/shared/domain';
import { type NutrientSource, type Nutrients, nutrientsForAmount } from '@nutrilog/shared/nutrients';
import { type Food, type FoodPortion, type FoodSource, foodIri } from '@nutrilog/shared/schemas';
import { resource } from '../../http/linked-data';

/*
 * A member of GET /api/foods, whatever its source: nutrients per 100 of its unit (gram or milliliter), the
 * portions it can be logged by and, when the user has one, the IRI of the user's product for it.
 */

export const FOOD_NUTRIENTS_PER = 100;

export interface FoodFields {
  source: FoodSource;
  /** Its id within the source: a uuid, an NDB number or a barcode. */
  id: string;
  name: string;
  brand?: string | null;
  unit: ProductUnit;
  /** Nutrients per FOOD_NUTRIENTS_PER of the unit. */
  nutrients: Nutrients;
  portions: readonly FoodPortion[];
  product: string | null;
}

export function toFood(fields: FoodFields): Food {
  return resource('Food', foodIri(fields.source, fields.id), {
    source: fields.source,
    name: fields.name,
    brand: fields.brand ?? null,
    unit: fields.unit,
    nutrientsPer: FOOD_NUTRIENTS_PER,
    nutrients: fields.nutrients,
    portions: fields.portions.map(({ name, amount }) => ({ name, amount })),
    product: fields.product,
  });
}

/** Nutrients per 100 of the unit, from a product's (per nutrientsPer) or a recipe's (per unitSize). */
export const per100 = (source: NutrientSource): Nutrients => nutrientsForAmount(source, FOOD_NUTRIENTS_PER);
