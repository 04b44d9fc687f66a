import fc from 'fast-check';
import {
  entryNutrients,
  NUTRIENT_KEYS,
  type NutrientSource,
  type Nutrients,
  recipeNutrients,
  sumNutrients,
} from '@nutrilog/shared/nutrients';
import { softDelete } from '../../../db/soft-delete';
import {
  insertIntakeLog,
  insertPortion,
  insertProduct,
  insertRecipe,
  insertRecipeItem,
} from '../../../testing/fixtures';
import { setupTestApp } from '../../../testing/harness';
import { addDays, localDays } from '../local-days';
import { type ExpectedPeriod, expectedAverages } from './reference';
import { averageRequests } from './test-helpers';

/**
 * The SQL of the averages against the shared nutrient math and an in-memory grouping, on random data: product,
 * recipe and manual logs at random instants over the turn of the year and the spring daylight-saving changes,
 * in time zones with half-hour and 45-minute offsets and on both sides of the date line.
 */

const t = setupTestApp();
const averages = averageRequests(t);

const TIME_ZONES = [
  'UTC',
  'Europe/Amsterdam',
  'Pacific/Auckland',
  'Pacific/Honolulu',
  'America/St_Johns',
  'Asia/Kathmandu',
];
const FIRST_INSTANT = Date.parse('2024-12-15T00:00:00Z');
const LAST_INSTANT = Date.parse('2025-04-10T00:00:00Z');
const FIRST_AFTER = '2024-12-10';
const AFTER_DAYS = 125;

/** Decimals as people type them: hundredths in a range. */
const hundredths = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((n) => n / 100);
const nutrientsArb = fc.record(
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, hundredths(0, 900)])) as Record<
    keyof Nutrients,
    fc.Arbitrary<number>
  >,
);
/** Portion or amount: `amount` counts without a portion, `quantity` with one (as the database requires). */
const howMuch = fc.record({ withPortion: fc.boolean(), amount: hundredths(1, 400), quantity: hundredths(0.25, 4) });

const productArb = fc.record({
  nutrients: nutrientsArb,
  per: hundredths(1, 200),
  portionAmount: hundredths(1, 250),
  deleted: fc.boolean(),
});
const recipeArb = fc.record({
  unitSize: hundredths(10, 1000),
  portionAmount: hundredths(1, 300),
  deleted: fc.boolean(),
  items: fc.array(fc.record({ product: fc.nat(), howMuch }), { maxLength: 3 }),
});
const logArb = fc.record({
  instant: fc.integer({ min: FIRST_INSTANT, max: LAST_INSTANT }),
  kind: fc.oneof(
    fc.record({ type: fc.constant('manual' as const), nutrients: nutrientsArb }),
    fc.record({ type: fc.constant('product' as const), product: fc.nat(), howMuch }),
    fc.record({ type: fc.constant('recipe' as const), howMuch }),
  ),
});
const scenarioArb = fc.record({
  timeZone: fc.constantFrom(...TIME_ZONES),
  products: fc.array(productArb, { minLength: 1, maxLength: 3 }),
  recipe: recipeArb,
  logs: fc.array(logArb, { minLength: 1, maxLength: 25 }),
  after: fc.integer({ min: 0, max: AFTER_DAYS }).map((days) => addDays(FIRST_AFTER, days)),
  order: fc.constantFrom('asc' as const, 'desc' as const),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;
type HowMuch = Scenario['logs'][number] extends { kind: infer K } ? Extract<K, { howMuch: unknown }>['howMuch'] : never;

/** The stored amount and quantity, and the portion's amount for the shared math. */
const entryOf = ({ withPortion, amount, quantity }: HowMuch, portionAmount: number) =>
  withPortion ? { amount: 0, quantity, portionAmount } : { amount, quantity: 0, portionAmount: null };

/** Inserts the scenario for a new user; the user and the effectiveNutrients of each log by the shared math. */
async function insertScenario(scenario: Scenario) {
  const user = await t.signIn();
  const products: { uuid: string; portionUuid: string; portionAmount: number; source: NutrientSource }[] = [];
  for (const product of scenario.products) {
    const row = await insertProduct(t.db, user.uuid, { nutrients: product.nutrients, nutrients_per: product.per });
    const portion = await insertPortion(t.db, user.uuid, { product_uuid: row.uuid, amount: product.portionAmount });
    const source: NutrientSource = { nutrients: product.nutrients, per: product.per };
    products.push({ uuid: row.uuid, portionUuid: portion.uuid, portionAmount: product.portionAmount, source });
  }
  const productAt = (index: number) => products[index % products.length]!;

  const recipe = await insertRecipe(t.db, user.uuid, { unit_size: scenario.recipe.unitSize });
  const recipePortion = await insertPortion(t.db, user.uuid, {
    recipe_uuid: recipe.uuid,
    amount: scenario.recipe.portionAmount,
  });
  const items = [];
  for (const item of scenario.recipe.items) {
    const product = productAt(item.product);
    const { portionAmount, ...stored } = entryOf(item.howMuch, product.portionAmount);
    const portion_uuid = portionAmount === null ? null : product.portionUuid;
    await insertRecipeItem(t.db, user.uuid, {
      recipe_uuid: recipe.uuid,
      product_uuid: product.uuid,
      portion_uuid,
      ...stored,
    });
    items.push({ source: product.source, ...stored, portionAmount });
  }
  const recipeSource: NutrientSource = { nutrients: recipeNutrients(items), per: scenario.recipe.unitSize };

  const logged: { instant: Date; nutrients: Nutrients }[] = [];
  for (const { instant, kind } of scenario.logs) {
    const date = new Date(instant);
    if (kind.type === 'manual') {
      await insertIntakeLog(t.db, user.uuid, { type: 'manual', date, nutrients: kind.nutrients });
      logged.push({ instant: date, nutrients: kind.nutrients });
    } else if (kind.type === 'product') {
      const product = productAt(kind.product);
      const { portionAmount, ...stored } = entryOf(kind.howMuch, product.portionAmount);
      const portion_uuid = portionAmount === null ? null : product.portionUuid;
      await insertIntakeLog(t.db, user.uuid, {
        type: 'product',
        date,
        product_uuid: product.uuid,
        portion_uuid,
        ...stored,
      });
      logged.push({ instant: date, nutrients: entryNutrients(product.source, { ...stored, portionAmount }) });
    } else {
      const { portionAmount, ...stored } = entryOf(kind.howMuch, scenario.recipe.portionAmount);
      const recipe_portion_uuid = portionAmount === null ? null : recipePortion.uuid;
      await insertIntakeLog(t.db, user.uuid, {
        type: 'recipe',
        date,
        recipe_uuid: recipe.uuid,
        recipe_portion_uuid,
        ...stored,
      });
      logged.push({ instant: date, nutrients: entryNutrients(recipeSource, { ...stored, portionAmount }) });
    }
  }

  // Deleted products and recipes keep counting.
  for (const [index, product] of scenario.products.entries())
    if (product.deleted) await softDelete(t.db, 'products', user.uuid, productAt(index).uuid);
  if (scenario.recipe.deleted) await softDelete(t.db, 'recipes', user.uuid, recipe.uuid);
  return { user, logged };
}

/** The logs' nutrients summed per local day in the time zone, from `after` on. */
function dayTotalsOf(
  logged: readonly { instant: Date; nutrients: Nutrients }[],
  timeZone: string,
  after: string,
): Map<string, Nutrients> {
  const days = localDays(timeZone);
  const byDay = new Map<string, Nutrients[]>();
  for (const { instant, nutrients } of logged) {
    const day = days.dateOf(instant);
    if (day >= after) byDay.set(day, [...(byDay.get(day) ?? []), nutrients]);
  }
  return new Map([...byDay].map(([day, list]) => [day, sumNutrients(list)]));
}

/** The members without their nutrients must be equal; the nutrients close (relative 1e-9, at least 1e-9). */
function expectMatch(
  actual: { startDate: string; nutrients: Nutrients }[],
  expected: { startDate: string; nutrients: Nutrients }[],
): void {
  const withoutNutrients = (list: { nutrients: Nutrients }[]) => list.map(({ nutrients: _, ...rest }) => rest);
  expect(withoutNutrients(actual)).toEqual(withoutNutrients(expected));
  actual.forEach((member, index) => {
    const wanted = expected[index]!.nutrients;
    for (const key of NUTRIENT_KEYS) {
      expect(Math.abs(member.nutrients[key] - wanted[key])).toBeLessThanOrEqual(
        1e-9 * Math.max(1, Math.abs(wanted[key])),
      );
    }
  });
}

const asWeek = ({ number, ...rest }: ExpectedPeriod) => ({ weekNumber: number, ...rest });
const asMonth = ({ number, ...rest }: ExpectedPeriod) => ({ month: number, ...rest });

describe('the week and month averages on random logs', () => {
  it('equal the shared nutrient math summed per local day and averaged per ISO week and month in memory', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        const { user, logged } = await insertScenario(scenario);
        const dayTotals = dayTotalsOf(logged, scenario.timeZone, scenario.after);
        const query = `date[after]=${scenario.after}&timezone=${scenario.timeZone}&order[date]=${scenario.order}`;

        expectMatch(
          await averages.weeks(query, user.headers),
          expectedAverages('week', dayTotals, scenario.order).map(asWeek),
        );
        expectMatch(
          await averages.months(query, user.headers),
          expectedAverages('month', dayTotals, scenario.order).map(asMonth),
        );
      }),
      { numRuns: 25 },
    );
  });
});
