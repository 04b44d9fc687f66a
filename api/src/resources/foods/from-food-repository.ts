import type { ProductUnit } from '@nutrilog/shared/domain';
import type { Nutrients } from '@nutrilog/shared/nutrients';
import type { FoodPortion } from '@nutrilog/shared/schemas';
import { nutrientColumnValues } from '../../db/nutrients';
import type { DB } from '../../db/schema';
import { insertProductPortions } from '../portions/repository';
import type { ProductRow } from '../products/repository';
import { FOOD_NUTRIENTS_PER } from './food';

/** A product to make of a food of the database: per 100 of its unit, with the food's portions. */
export interface ProductOfFood {
  /** products.source_food: `reference:09040`, `openFoodFacts:<barcode>`. */
  sourceFood: string;
  name: string;
  unit: ProductUnit;
  nutrients: Nutrients;
  barcode: string | null;
  portions: readonly FoodPortion[];
}

/** The user's live product made from the food, if any. */
export async function findProductMadeFrom(
  db: DB,
  userUuid: string,
  sourceFood: string,
): Promise<ProductRow | undefined> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('source_food', '=', sourceFood)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Makes the user's product of a food with its portions, in one transaction; or, when the user already has a live one
 * (made earlier, or by a request running at the same time: the unique index on (user_uuid, source_food) of live
 * products makes the second insert wait for the first and do nothing), answers that one with `made: false`.
 */
export async function makeProductOfFood(
  db: DB,
  userUuid: string,
  food: ProductOfFood,
): Promise<{ row: ProductRow; made: boolean }> {
  const existing = await findProductMadeFrom(db, userUuid, food.sourceFood);
  if (existing) return { row: existing, made: false };
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('products')
      .values({
        user_uuid: userUuid,
        name: food.name,
        unit: food.unit,
        nutrients_per: FOOD_NUTRIENTS_PER,
        barcode: food.barcode,
        source_food: food.sourceFood,
        ...nutrientColumnValues(food.nutrients),
      })
      .onConflict((conflict) =>
        conflict
          .columns(['user_uuid', 'source_food'])
          .where('source_food', 'is not', null)
          .where('deleted_at', 'is', null)
          .doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    if (inserted) {
      await insertProductPortions(trx, userUuid, inserted.uuid, food.portions);
      return { row: inserted, made: true };
    }
    const made = await findProductMadeFrom(trx, userUuid, food.sourceFood);
    if (made === undefined) throw new Error(`The product of ${food.sourceFood} conflicted but cannot be read.`);
    return { row: made, made: false };
  });
}
