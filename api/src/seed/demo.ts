import { randomBytes } from 'node:crypto';
import { nutrientColumnValues } from '../db/nutrients';
import type { DB } from '../db/schema';
import { hashPassword } from '../resources/auth/password';
import { countUsers, insertUser } from '../resources/users/repository';
import { DEMO_GOALS, DEMO_MEALS, DEMO_PRODUCTS, DEMO_RECIPES, type DemoMeal, type DemoSlot } from './demo-foods';

export const DEMO_EMAIL = 'demo@nutrilog.app';

export interface DemoAccount {
  email: string;
  password: string;
}

export interface DemoDataOptions {
  /** "Today": intake logs end on its UTC day, weight logs too (default: the current time). */
  now?: Date;
  /** Seed of the pseudo-random choices (default DEMO_SEED): the same seed gives the same data. */
  seed?: number;
}

export const DEMO_SEED = 20_240_501;
/** Intake logs cover this many days, today included; weight logs this many weeks. */
export const DEMO_INTAKE_DAYS = 30;
export const DEMO_WEIGHT_WEEKS = 6;

const DAY_MS = 86_400_000;

/** mulberry32: a small, fast, seeded PRNG; numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const calendarDate = (instant: Date) => instant.toISOString().slice(0, 10);

function lookup<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data: unknown ${key}.`);
  return value;
}

function pick<T>(random: () => number, choices: readonly (readonly [number, T])[]): T {
  const total = choices.reduce((sum, [weight]) => sum + weight, 0);
  let ticket = random() * total;
  for (const [weight, choice] of choices) {
    ticket -= weight;
    if (ticket < 0) return choice;
  }
  return choices[choices.length - 1]![1];
}

/**
 * Fills the demo user's account: products with portions, recipes with items and portions, a month of intake
 * logs ending today, goals and six weeks of weight logs. One multi-row INSERT per table; run it inside the
 * transaction that creates the user. Deterministic for a given `seed` (dates follow `now`).
 */
export async function seedDemoData(db: DB, userUuid: string, options: DemoDataOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const random = seededRandom(options.seed ?? DEMO_SEED);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = (offset: number) => new Date(today + offset * DAY_MS);
  // Rows inserted by one statement share now(): spread created_at by a millisecond each to keep their order.
  let sequence = 0;
  const created = () => {
    sequence += 1;
    return new Date(now.getTime() - 100_000 + sequence);
  };

  const products = await db
    .insertInto('products')
    .values(
      DEMO_PRODUCTS.map((product) => ({
        user_uuid: userUuid,
        name: product.name,
        unit: product.unit,
        nutrients_per: 100,
        favorite: product.favorite ?? false,
        ...nutrientColumnValues(product.nutrients),
      })),
    )
    .returning(['uuid', 'name'])
    .execute();
  const productUuids = new Map(products.map((row) => [row.name, row.uuid]));

  const recipes = await db
    .insertInto('recipes')
    .values(
      DEMO_RECIPES.map((recipe) => ({
        user_uuid: userUuid,
        name: recipe.name,
        unit: recipe.unit,
        unit_size: recipe.unitSize,
      })),
    )
    .returning(['uuid', 'name'])
    .execute();
  const recipeUuids = new Map(recipes.map((row) => [row.name, row.uuid]));

  const portionRows = [
    ...DEMO_PRODUCTS.flatMap((product) =>
      (product.portions ?? []).map(([name, amount]) => ({
        name,
        amount,
        product_uuid: lookup(productUuids, product.name),
        recipe_uuid: null,
      })),
    ),
    ...DEMO_RECIPES.flatMap((recipe) =>
      recipe.portions.map(([name, amount]) => ({
        name,
        amount,
        product_uuid: null,
        recipe_uuid: lookup(recipeUuids, recipe.name),
      })),
    ),
  ];
  const portions = await db
    .insertInto('portions')
    .values(portionRows.map((row) => ({ ...row, user_uuid: userUuid, created_at: created(), updated_at: now })))
    .returning(['uuid', 'name', 'product_uuid', 'recipe_uuid'])
    .execute();
  // Keyed "<product or recipe uuid>/<portion name>".
  const portionUuids = new Map(portions.map((row) => [`${row.product_uuid ?? row.recipe_uuid}/${row.name}`, row.uuid]));
  const portionOf = (ownerUuid: string, name: string) => lookup(portionUuids, `${ownerUuid}/${name}`);

  await db
    .insertInto('recipe_items')
    .values(
      DEMO_RECIPES.flatMap((recipe) =>
        recipe.items.map((item) => {
          const productUuid = lookup(productUuids, item.product);
          const measure =
            'portion' in item
              ? { portion_uuid: portionOf(productUuid, item.portion), amount: 0, quantity: item.quantity }
              : { portion_uuid: null, amount: item.amount, quantity: 0 };
          return {
            user_uuid: userUuid,
            recipe_uuid: lookup(recipeUuids, recipe.name),
            product_uuid: productUuid,
            ...measure,
            created_at: created(),
            updated_at: now,
          };
        }),
      ),
    )
    .execute();

  const intakeLog = (meal: DemoMeal, date: Date) => {
    const base = { user_uuid: userUuid, date, created_at: created(), updated_at: now };
    if ('manual' in meal)
      return { ...base, type: 'manual', description: meal.manual, ...nutrientColumnValues(meal.nutrients) };
    if ('recipe' in meal) {
      const recipeUuid = lookup(recipeUuids, meal.recipe);
      return {
        ...base,
        type: 'recipe',
        recipe_uuid: recipeUuid,
        recipe_portion_uuid: portionOf(recipeUuid, meal.portion),
        quantity: meal.quantity,
      };
    }
    const productUuid = lookup(productUuids, meal.product);
    if ('portion' in meal)
      return {
        ...base,
        type: 'product',
        product_uuid: productUuid,
        portion_uuid: portionOf(productUuid, meal.portion),
        quantity: meal.quantity,
      };
    return { ...base, type: 'product', product_uuid: productUuid, amount: meal.amount };
  };
  const extras = ['morning', 'afternoon', 'evening'] as const;
  const intakeLogs = [];
  for (let offset = 1 - DEMO_INTAKE_DAYS; offset <= 0; offset += 1) {
    const count = 3 + Math.floor(random() * 3); // 3 to 5 logs a day
    const spare = [...extras];
    const slots: DemoSlot[] = [DEMO_MEALS.breakfast, DEMO_MEALS.lunch, DEMO_MEALS.dinner];
    for (let extra = 3; extra < count; extra += 1)
      slots.push(DEMO_MEALS[spare.splice(Math.floor(random() * spare.length), 1)[0]!]);
    for (const slot of slots) {
      const minute = slot.from + Math.floor(random() * (slot.to - slot.from + 1));
      intakeLogs.push(intakeLog(pick(random, slot.choices), new Date(day(offset).getTime() + minute * 60_000)));
    }
  }
  intakeLogs.sort((a, b) => a.date.getTime() - b.date.getTime());
  await db.insertInto('intake_logs').values(intakeLogs).execute();

  await db
    .insertInto('goals')
    .values(
      DEMO_GOALS.map((goal) => ({
        user_uuid: userUuid,
        nutrient: goal.nutrient,
        goal_type: goal.goalType,
        value: goal.value,
        start_date: goal.startDay === null ? null : calendarDate(day(goal.startDay)),
        end_date: goal.endDay === null ? null : calendarDate(day(goal.endDay)),
        created_at: created(),
        updated_at: now,
      })),
    )
    .execute();

  // Every 1 to 3 days a morning weigh-in: about 0.4 kg a week down, ± 0.4 kg of day-to-day noise.
  const weightLogs = [];
  const firstDay = 1 - DEMO_WEIGHT_WEEKS * 7;
  for (let offset = firstDay; offset <= 0; offset += 1 + Math.floor(random() * 3)) {
    const elapsed = offset - firstDay;
    const weight = round(86.4 - 0.06 * elapsed + (random() - 0.5) * 0.8, 1);
    const bodyFat = random() < 0.4 ? round(27.5 - 0.04 * elapsed + (random() - 0.5) * 0.6, 1) : null;
    const minute = 6 * 60 + 30 + Math.floor(random() * 60);
    weightLogs.push({
      user_uuid: userUuid,
      date: new Date(day(offset).getTime() + minute * 60_000),
      weight,
      body_fat_percentage: bodyFat,
      unit: 'kilogram',
      created_at: created(),
      updated_at: now,
    });
  }
  await db.insertInto('weight_logs').values(weightLogs).execute();
}

/**
 * On an empty database (no users at all) creates the demo account with a random password and its demo data,
 * in one transaction, and prints its sign-in line. Any later start finds users and does nothing.
 */
export async function seedDemoAccount(
  db: DB,
  print: (line: string) => void,
  options: DemoDataOptions = {},
): Promise<DemoAccount | null> {
  if ((await countUsers(db)) > 0) return null;
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password); // outside the transaction: scrypt takes a while
  const created = await db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, { email: DEMO_EMAIL, passwordHash });
    if (user === undefined) return false; // another instance seeded it meanwhile
    await seedDemoData(trx, user.uuid, options);
    return true;
  });
  if (!created) return null;
  print(`Demo sign-in: ${DEMO_EMAIL} / ${password}`);
  return { email: DEMO_EMAIL, password };
}
