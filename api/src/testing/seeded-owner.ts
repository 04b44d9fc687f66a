import { iriOf } from '../http/iri';
import {
  insertGoal,
  insertIntakeLog,
  insertPortion,
  insertProduct,
  insertRecipe,
  insertRecipeItem,
  insertWeightLog,
} from './fixtures';
import type { SignedInUser, TestApp } from './harness';

/** One row of every kind a user owns: what the route examples point at. */
export interface OwnerRows {
  product: string;
  productPortion: string;
  recipe: string;
  recipePortion: string;
  recipeItem: string;
  productLog: string;
  recipeLog: string;
  manualLog: string;
  goal: string;
  weightLog: string;
}

export interface SeededOwner extends SignedInUser {
  rows: OwnerRows;
  /** The product's barcode (found by /api/products/from_barcode for this user only). */
  barcode: string;
  /** The product's name: the offline inference finds it in this user's products only. */
  productName: string;
}

export const SEEDED_BARCODE = '8710398527486';
export const SEEDED_PRODUCT_NAME = 'Quinoa porridge';

const NUTRIENTS = { calories: 120, proteins: 4.5, totalCarbohydrates: 21, totalFat: 1.9, fibers: 2.8, potassium: 170 };

/** What another user's product is called, and its barcode: neither may find the owner's product. */
export const INTRUDER_PRODUCT = { productName: 'Rice pudding', barcode: '5449000000996' };

/**
 * A signed-in user with a product (and portion), a recipe (portion, item), three intake logs, a goal and a weight
 * log. Its product is named `productName` and has `barcode`.
 */
export async function seedOwner(
  t: TestApp,
  { productName = SEEDED_PRODUCT_NAME, barcode = SEEDED_BARCODE } = {},
): Promise<SeededOwner> {
  const user = await t.signIn();
  const db = t.db;
  const product = await insertProduct(db, user.uuid, { name: productName, barcode, nutrients: NUTRIENTS });
  const productPortion = await insertPortion(db, user.uuid, { product_uuid: product.uuid, name: 'Bowl', amount: 250 });
  const recipe = await insertRecipe(db, user.uuid, { name: 'Breakfast bowl', unit_size: 400 });
  const recipePortion = await insertPortion(db, user.uuid, { recipe_uuid: recipe.uuid, name: 'Half', amount: 200 });
  const recipeItem = await insertRecipeItem(db, user.uuid, {
    recipe_uuid: recipe.uuid,
    product_uuid: product.uuid,
    amount: 300,
  });
  const date = new Date(Date.now() - 3_600_000);
  const productLog = await insertIntakeLog(db, user.uuid, {
    type: 'product',
    date,
    product_uuid: product.uuid,
    portion_uuid: productPortion.uuid,
    quantity: 1,
  });
  const recipeLog = await insertIntakeLog(db, user.uuid, {
    type: 'recipe',
    date,
    recipe_uuid: recipe.uuid,
    amount: 150,
  });
  const manualLog = await insertIntakeLog(db, user.uuid, {
    type: 'manual',
    date,
    description: 'Coffee',
    nutrients: { calories: 5, caffeine: 80 },
  });
  const goal = await insertGoal(db, user.uuid, { nutrient: 'proteins', goal_type: 'minimum', value: 90 });
  const weightLog = await insertWeightLog(db, user.uuid, { date, weight: 81.4, body_fat_percentage: 22 });
  return {
    ...user,
    barcode,
    productName,
    rows: {
      product: product.uuid,
      productPortion: productPortion.uuid,
      recipe: recipe.uuid,
      recipePortion: recipePortion.uuid,
      recipeItem: recipeItem.uuid,
      productLog: productLog.uuid,
      recipeLog: recipeLog.uuid,
      manualLog: manualLog.uuid,
      goal: goal.uuid,
      weightLog: weightLog.uuid,
    },
  };
}

/** The IRIs a request body uses to refer to the owner's rows. */
export function ownerIris({ rows }: SeededOwner) {
  return {
    product: iriOf('product', rows.product),
    productPortion: iriOf('portion', rows.productPortion),
    recipe: iriOf('recipe', rows.recipe),
    recipePortion: iriOf('portion', rows.recipePortion),
  };
}

/** What no answer to another user may contain: the owner's uuids and email. */
export const ownerSecrets = (owner: SeededOwner): string[] => [owner.uuid, owner.email, ...Object.values(owner.rows)];
