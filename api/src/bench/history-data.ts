import { nutrientColumnValues } from '../db/nutrients';
import type { DB } from '../db/schema';
import { seededRandom } from '../seed/demo';

/** How much one user has logged: the benchmark's main user has years of it, the others a month. */
export interface HistoryShape {
  days: number;
  products: number;
  recipes: number;
  logsPerDay: number;
  weightDaysPerWeek: number;
}

export const MAIN_USER_SHAPE = (years: number): HistoryShape => ({
  days: Math.round(years * 365),
  products: 200,
  recipes: 20,
  logsPerDay: 5,
  weightDaysPerWeek: 4,
});
export const OTHER_USER_SHAPE: HistoryShape = {
  days: 30,
  products: 20,
  recipes: 2,
  logsPerDay: 5,
  weightDaysPerWeek: 4,
};

const DAY_MS = 86_400_000;
/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table (intake_logs, 24 columns). */
const CHUNK = 1_000;
/** Local times of the day's logs (minutes after UTC midnight; the benchmark reads them in Europe/Amsterdam). */
const MEAL_MINUTES = [7 * 60 + 30, 10 * 60 + 30, 12 * 60 + 15, 15 * 60 + 30, 18 * 60, 20 * 60 + 30];

const round1 = (value: number) => Math.round(value * 10) / 10;

async function insertChunked(
  db: DB,
  table: 'recipe_items' | 'intake_logs' | 'weight_logs' | 'goals',
  rows: readonly object[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    // The rows are built to the table's shape below; kysely's per-table insert types add nothing here.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .execute();
  }
}

/**
 * Fills one user's account with `shape.days` days of realistic logging ending today: products (a third with
 * portions), recipes of three to six items, `logsPerDay` intake logs a day (products by amount or portion,
 * recipes, manual entries) and weigh-ins on `weightDaysPerWeek` days a week. Deterministic for a seed.
 */
export async function seedHistory(
  db: DB,
  userUuid: string,
  shape: HistoryShape,
  seed: number,
  now = new Date(),
): Promise<void> {
  const random = seededRandom(seed);
  const between = (low: number, high: number) => low + random() * (high - low);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  const products = await db
    .insertInto('products')
    .values(
      Array.from({ length: shape.products }, (_, index) => {
        const [proteins, carbs, fat] = [between(0, 30), between(0, 70), between(0, 30)];
        return {
          user_uuid: userUuid,
          name: `Product ${index + 1}`,
          unit: index % 7 === 0 ? 'milliliter' : 'gram',
          nutrients_per: 100,
          favorite: index % 10 === 0,
          ...nutrientColumnValues({
            calories: Math.round(proteins * 4 + carbs * 4 + fat * 9),
            proteins: round1(proteins),
            totalCarbohydrates: round1(carbs),
            sugars: round1(carbs * between(0, 0.5)),
            totalFat: round1(fat),
            saturatedFat: round1(fat * between(0, 0.5)),
            fibers: round1(between(0, 8)),
            salt: Math.round(between(0, 2) * 100) / 100,
          }),
        };
      }),
    )
    .returning('uuid')
    .execute();
  const recipes = await db
    .insertInto('recipes')
    .values(
      Array.from({ length: shape.recipes }, (_, index) => ({
        user_uuid: userUuid,
        name: `Recipe ${index + 1}`,
        unit: 'gram',
        unit_size: 100,
      })),
    )
    .returning('uuid')
    .execute();
  const portioned = products.filter((_, index) => index % 3 === 0);
  const portions = await db
    .insertInto('portions')
    .values([
      ...portioned.map((product) => ({
        user_uuid: userUuid,
        name: 'Serving',
        amount: Math.round(between(20, 250)),
        product_uuid: product.uuid,
      })),
      ...recipes.map((recipe) => ({
        user_uuid: userUuid,
        name: 'Plate',
        amount: Math.round(between(250, 500)),
        recipe_uuid: recipe.uuid,
      })),
    ])
    .returning(['uuid', 'product_uuid', 'recipe_uuid'])
    .execute();
  const productPortion = new Map(portions.filter((p) => p.product_uuid).map((p) => [p.product_uuid!, p.uuid]));
  const recipePortion = new Map(portions.filter((p) => p.recipe_uuid).map((p) => [p.recipe_uuid!, p.uuid]));
  const pickOf = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

  await insertChunked(
    db,
    'recipe_items',
    recipes.flatMap((recipe) =>
      Array.from({ length: 3 + Math.floor(random() * 4) }, () => ({
        user_uuid: userUuid,
        recipe_uuid: recipe.uuid,
        product_uuid: pickOf(products).uuid,
        amount: Math.round(between(20, 200)),
      })),
    ),
  );

  // Habits: most days repeat a few favourite products, as real logs do (most_used depends on it).
  const favorites = products.slice(0, Math.max(1, Math.round(products.length / 10)));
  const logs: object[] = [];
  for (let day = shape.days - 1; day >= 0; day -= 1) {
    const midnight = today - day * DAY_MS;
    const minutes = MEAL_MINUTES.slice(0, shape.logsPerDay);
    for (const minute of minutes) {
      const date = new Date(midnight + (minute + Math.floor(between(-20, 20)) - 60) * 60_000);
      const base = { user_uuid: userUuid, date, created_at: date, updated_at: date };
      const kind = random();
      if (kind < 0.1) {
        logs.push({
          ...base,
          type: 'manual',
          description: 'Snack at work',
          ...nutrientColumnValues({ calories: Math.round(between(80, 400)), proteins: round1(between(0, 15)) }),
        });
      } else if (kind < 0.25 && recipes.length > 0) {
        const recipe = pickOf(recipes);
        logs.push({
          ...base,
          type: 'recipe',
          recipe_uuid: recipe.uuid,
          recipe_portion_uuid: recipePortion.get(recipe.uuid)!,
          quantity: 1,
        });
      } else {
        const product = random() < 0.6 ? pickOf(favorites) : pickOf(products);
        const portion = productPortion.get(product.uuid);
        logs.push(
          portion && random() < 0.5
            ? {
                ...base,
                type: 'product',
                product_uuid: product.uuid,
                portion_uuid: portion,
                quantity: pickOf([1, 1, 1, 2, 0.5]),
              }
            : { ...base, type: 'product', product_uuid: product.uuid, amount: Math.round(between(15, 300)) },
        );
      }
    }
  }
  await insertChunked(db, 'intake_logs', logs);

  const weights: object[] = [];
  let weight = between(70, 95);
  for (let day = shape.days - 1; day >= 0; day -= 1) {
    weight += between(-0.08, 0.07);
    if (random() >= shape.weightDaysPerWeek / 7) continue;
    const date = new Date(today - day * DAY_MS + 6 * 3_600_000);
    weights.push({
      user_uuid: userUuid,
      date,
      weight: round1(weight + between(-0.4, 0.4)),
      body_fat_percentage: random() < 0.5 ? round1(between(18, 28)) : null,
      unit: 'kilogram',
    });
  }
  await insertChunked(db, 'weight_logs', weights);

  await insertChunked(db, 'goals', [
    { user_uuid: userUuid, nutrient: 'calories', goal_type: 'maximum', value: 2200 },
    { user_uuid: userUuid, nutrient: 'proteins', goal_type: 'minimum', value: 120 },
    { user_uuid: userUuid, nutrient: 'fibers', goal_type: 'minimum', value: 30 },
  ]);
}
