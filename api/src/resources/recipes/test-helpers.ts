import { type Nutrients, zeroNutrients } from '@nutrilog/shared/nutrients';
import type { DB } from '../../db/schema';
import { insertPortion, insertProduct, insertRecipe, insertRecipeItem } from '../../testing/fixtures';

export { jsonRequests as recipeRequests } from '../../testing/requests';

/** All eleven nutrients: the given ones, the others 0. */
export const nutrients = (values: Partial<Nutrients>): Nutrients => ({ ...zeroNutrients(), ...values });

/**
 * A rice bowl of 500 g from two products: chicken (per 100 g) by its 150 g fillet portion × 2, and rice
 * (per 50 g) by 200 g. Its nutrients, the portion's and each item's are worked out in the tests (all
 * exact in binary floating point).
 */
export async function insertRiceBowl(db: DB, userUuid: string) {
  const bowl = await insertRecipe(db, userUuid, { name: 'Rice bowl', unit_size: 500 });
  const serving = await insertPortion(db, userUuid, { recipe_uuid: bowl.uuid, name: '1 bowl', amount: 125 });
  const chicken = await insertProduct(db, userUuid, {
    name: 'Chicken',
    nutrients: { calories: 160, proteins: 30, totalFat: 4, saturatedFat: 1, salt: 0.25, water: 60, potassium: 250 },
  });
  const fillet = await insertPortion(db, userUuid, { product_uuid: chicken.uuid, name: '1 fillet', amount: 150 });
  const rice = await insertProduct(db, userUuid, {
    name: 'Rice',
    nutrients_per: 50,
    nutrients: { calories: 65, totalCarbohydrates: 14, proteins: 1.5, fibers: 0.5 },
  });
  const chickenItem = await insertRecipeItem(db, userUuid, {
    recipe_uuid: bowl.uuid,
    product_uuid: chicken.uuid,
    portion_uuid: fillet.uuid,
    quantity: 2,
    created_at: new Date('2024-01-01T00:00:00Z'),
  });
  const riceItem = await insertRecipeItem(db, userUuid, {
    recipe_uuid: bowl.uuid,
    product_uuid: rice.uuid,
    amount: 200,
    created_at: new Date('2024-01-02T00:00:00Z'),
  });
  return { bowl, serving, chicken, fillet, rice, chickenItem, riceItem };
}

/** The chicken item: 300 g of chicken (per 100 g) is 3 × its nutrients. */
export const CHICKEN_ITEM_NUTRIENTS = nutrients({
  calories: 480,
  proteins: 90,
  totalFat: 12,
  saturatedFat: 3,
  salt: 0.75,
  water: 180,
  potassium: 750,
});
/** The rice item: 200 g of rice (per 50 g) is 4 × its nutrients. */
export const RICE_ITEM_NUTRIENTS = nutrients({ calories: 260, totalCarbohydrates: 56, proteins: 6, fibers: 2 });
/** The whole bowl (500 g): both items. */
export const BOWL_NUTRIENTS = nutrients({
  calories: 740,
  proteins: 96,
  totalFat: 12,
  saturatedFat: 3,
  totalCarbohydrates: 56,
  fibers: 2,
  salt: 0.75,
  water: 180,
  potassium: 750,
});
/** The 125 g portion of the 500 g bowl: a quarter of it. */
export const BOWL_PORTION_NUTRIENTS = nutrients({
  calories: 185,
  proteins: 24,
  totalFat: 3,
  saturatedFat: 0.75,
  totalCarbohydrates: 14,
  fibers: 0.5,
  salt: 0.1875,
  water: 45,
  potassium: 187.5,
});
