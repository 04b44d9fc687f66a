import dayjs from 'dayjs';
import type { AveragePeriod } from '@nutrilog/shared/domain';
import { browserTimeZone, localDayBoundsUtc } from '@nutrilog/shared/format';
import type { Query } from './query';

/**
 * Every API path the front ends read or write. A SWR key starts with one of them, so a write refreshes what it
 * touched with `mutate(underPath(API_PATHS.products))`: lists, pickers, details and histories alike.
 */
export const API_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  profile: '/api/auth/profile',
  products: '/api/products',
  mostUsedProducts: '/api/products/most_used',
  productFromBarcode: '/api/products/from_barcode',
  productFromFood: '/api/products/from_food',
  productInference: '/api/products/inference',
  imageInferences: '/api/image_inferences',
  portions: '/api/portions',
  recipes: '/api/recipes',
  foods: '/api/foods',
  intakeLogs: '/api/intake_logs',
  intakeLogInference: '/api/intake_logs/inference',
  dailyConsumption: '/api/intake_logs/daily_consumption',
  nutrientHistory: '/api/intake_logs/nutrient_history',
  goals: '/api/goals',
  goalTargets: '/api/goals/targets',
  weightLogs: '/api/weight_logs',
  caloricBalance: '/api/weight_logs/caloric_balance',
} as const;

/** GET /api/intake_logs/week_averages or month_averages. */
export const averagesPath = (period: AveragePeriod) => `${API_PATHS.intakeLogs}/${period}_averages` as const;

/*
 * The keys below are read by more than one place: the page that shows the data and the host or remote that
 * prefetches it on intent (docs/product.md#screens), or two remotes. The same key (path and query) is the same
 * cache entry.
 */

export const WEIGHT_LOGS_NEWEST_FIRST_KEY: readonly [string, Query] = [
  API_PATHS.weightLogs,
  { 'order[date]': 'desc', pagination: false },
];

/** One product, as its detail and edit pages and the intake form's "Log product" read it. */
export const productKey = (uuid: string | undefined): string => `${API_PATHS.products}/${uuid}`;

/** One recipe, as its detail page reads it. */
export const recipeKey = (uuid: string | undefined): string => `${API_PATHS.recipes}/${uuid}`;

/** One intake log, as its edit page reads it. */
export const intakeLogKey = (uuid: string | undefined): string => `${API_PATHS.intakeLogs}/${uuid}`;

/** One weight log (the weight page's `?edit=` link reads it to open its dialog). */
export const weightLogKey = (uuid: string): string => `${API_PATHS.weightLogs}/${uuid}`;

/** Every goal, as the dashboard's targets read them. */
export const ALL_GOALS_KEY = [API_PATHS.goals, { pagination: false }] as const;

/** What was logged on a local day (`YYYY-MM-DD`), counted in `timezone`: the intake form and the statistics. */
export const dailyConsumptionKey = (date: string, timezone: string) =>
  [API_PATHS.dailyConsumption, { date, timezone }] as const;

/** The logs of a local day (`YYYY-MM-DD`), oldest first: the dashboard (docs/product.md#the-api). */
export function dayLogsKey(date: string) {
  const { after, before } = localDayBoundsUtc(date);
  return [
    API_PATHS.intakeLogs,
    { 'order[date]': 'asc', 'date[after]': after, 'date[before]': before, pagination: false },
  ] as const;
}

/** Every product, sorted by name, filtered by `name` when one is given: the product list. */
export function productListKey(name: string) {
  const query = { pagination: false, 'order[name]': 'asc', ...(name ? { name } : {}) };
  return [API_PATHS.products, query] as const;
}

/** Every recipe, sorted by name: the recipe list. */
export const RECIPES_KEY = [API_PATHS.recipes, { pagination: false, 'order[name]': 'asc' }] as const;

/** The products logged most, for the intake form's picker. */
export const mostUsedProductsKey = () => [API_PATHS.mostUsedProducts, { timezone: browserTimeZone() }] as const;

/** Every goal with its progress today: the goals page. */
export const goalsPageKey = () => [API_PATHS.goals, { timezone: browserTimeZone(), pagination: false }] as const;

/** The windows of the weight page's two balance cards, in days up to and including today. */
export const BALANCE_WINDOWS = [7, 30] as const;

/**
 * GET /api/weight_logs/caloric_balance over the `days` local days up to `today` (`YYYY-MM-DD`): the window starts
 * `days - 1` days before today, as a calendar date the API reads in the browser's time zone.
 */
export function caloricBalanceKey(days: number, today: string) {
  const firstDay = dayjs(today)
    .subtract(days - 1, 'day')
    .format('YYYY-MM-DD');
  return [
    API_PATHS.caloricBalance,
    { 'order[date]': 'asc', 'date[after]': firstDay, timezone: browserTimeZone() },
  ] as const;
}
