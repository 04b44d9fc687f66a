import { sql } from 'kysely';
import type { DB } from '../../../db/schema';
import { seedDemoData } from '../../../seed/demo';
import {
  insertGoal,
  insertIntakeLog,
  insertPortion,
  insertProduct,
  insertRecipe,
  insertRecipeItem,
  insertWeightLog,
} from '../../../testing/fixtures';

/** "Today" of the rich account: its demo month ends on this day (UTC). */
export const RICH_ACCOUNT_NOW = new Date('2024-05-20T18:00:00Z');

/**
 * An account with every kind of row and every variant a row can have: the demo data (products with portions, recipes
 * with items and portions, a month of product, recipe and manual logs, goals, six weeks of weigh-ins) plus a deleted
 * product and a deleted recipe still referred to by logs and a recipe item, a millilitre product with a barcode, a
 * name that needs quoting in CSV and accents, a manual log without a description, a pound weigh-in, goals with and
 * without dates, Dutch as the preferred locale, and rows created in one statement (equal created_at, so lists order
 * them by uuid).
 */
export async function seedRichAccount(db: DB, userUuid: string): Promise<void> {
  await seedDemoData(db, userUuid, { now: RICH_ACCOUNT_NOW });
  await db.updateTable('users').set({ preferred_locale: 'nl-NL' }).where('uuid', '=', userUuid).execute();

  const deleted = await insertProduct(db, userUuid, {
    name: 'Crème fraîche, "light"',
    source_food: 'reference:01056',
    nutrients: { calories: 170, totalFat: 15, water: 70 },
  });
  const spoon = await insertPortion(db, userUuid, { name: '1 tablespoon', amount: 15, product_uuid: deleted.uuid });
  const milk = await insertProduct(db, userUuid, {
    name: 'Oat drink',
    unit: 'milliliter',
    nutrients_per: 250,
    barcode: '8711327369999',
    source_food: 'openFoodFacts:8711327369999',
    favorite: true,
    nutrients: { calories: 115, totalCarbohydrates: 17, caffeine: 0.5, potassium: 300 },
  });
  const oldRecipe = await insertRecipe(db, userUuid, { name: 'Old soup', unit: 'milliliter', unit_size: 500 });
  const bowl = await insertPortion(db, userUuid, { name: 'Bowl', amount: 350, recipe_uuid: oldRecipe.uuid });
  await insertRecipeItem(db, userUuid, {
    recipe_uuid: oldRecipe.uuid,
    product_uuid: deleted.uuid,
    portion_uuid: spoon.uuid,
    quantity: 2,
  });
  await insertRecipeItem(db, userUuid, { recipe_uuid: oldRecipe.uuid, product_uuid: milk.uuid, amount: 300 });

  await insertIntakeLog(db, userUuid, {
    type: 'product',
    date: '2024-05-19T07:15:00.123Z',
    product_uuid: deleted.uuid,
    portion_uuid: spoon.uuid,
    quantity: 1.5,
  });
  await insertIntakeLog(db, userUuid, {
    type: 'product',
    date: '2024-05-19T08:00:00Z',
    product_uuid: milk.uuid,
    amount: 200,
  });
  await insertIntakeLog(db, userUuid, {
    type: 'recipe',
    date: '2024-05-19T12:30:00Z',
    recipe_uuid: oldRecipe.uuid,
    recipe_portion_uuid: bowl.uuid,
    quantity: 1,
  });
  await insertIntakeLog(db, userUuid, {
    type: 'recipe',
    date: '2024-05-19T19:00:00Z',
    recipe_uuid: oldRecipe.uuid,
    amount: 120,
  });
  await insertIntakeLog(db, userUuid, {
    type: 'manual',
    date: '2024-05-19T21:00:00Z',
    description: null,
    nutrients: { calories: 90, sugars: 20 },
  });
  await db
    .updateTable('products')
    .set({ deleted_at: sql`now()` })
    .where('uuid', '=', deleted.uuid)
    .execute();
  await db
    .updateTable('recipes')
    .set({ deleted_at: sql`now()` })
    .where('uuid', '=', oldRecipe.uuid)
    .execute();

  // One statement each: equal created_at, so the order of these rows is their uuids' order.
  await db
    .insertInto('goals')
    .values([
      {
        user_uuid: userUuid,
        nutrient: 'water',
        goal_type: 'minimum',
        value: 2000,
        start_date: '2024-01-01',
        end_date: null,
      },
      {
        user_uuid: userUuid,
        nutrient: 'water',
        goal_type: 'minimum',
        value: 1500,
        start_date: null,
        end_date: '2023-12-31',
      },
      { user_uuid: userUuid, nutrient: 'caffeine', goal_type: 'maximum', value: 400, start_date: null, end_date: null },
    ])
    .execute();
  await db
    .insertInto('weight_logs')
    .values([
      { user_uuid: userUuid, date: '2024-05-20T06:00:00Z', weight: 180.4, unit: 'pound', body_fat_percentage: null },
      { user_uuid: userUuid, date: '2024-05-20T06:00:00Z', weight: 81.8, unit: 'kilogram', body_fat_percentage: 24.25 },
    ])
    .execute();
  await insertGoal(db, userUuid, {
    nutrient: 'sugars',
    goal_type: 'maximum',
    value: 50.5,
    start_date: '2024-05-01',
    end_date: '2024-06-30',
  });
  await insertWeightLog(db, userUuid, { date: '2024-05-21T06:00:00Z', weight: 81.5 });
}
