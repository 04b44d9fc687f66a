import dayjs from 'dayjs';
import {
  ALL_GOALS_KEY,
  API_PATHS,
  BALANCE_WINDOWS,
  caloricBalanceKey,
  dayLogsKey,
  goalsPageKey,
  mostUsedProductsKey,
  productListKey,
  RECIPES_KEY,
  WEIGHT_LOGS_NEWEST_FIRST_KEY,
} from './endpoints';
import type { Query } from './query';

/** How far back the dashboard's days are kept for offline use; tomorrow is kept too (a meal logged ahead). */
export const OFFLINE_DAYS_BACK = 7;

/**
 * The reads kept ahead for offline use, beside whatever the user opens: the dashboard's days from a week back to
 * tomorrow, products and recipes (with their portions), the most used products, goals and the weight page
 * (docs/architecture.md, "Offline"). `today` is the local day, `YYYY-MM-DD`.
 */
export function readsKeptForOffline(today: string): (string | readonly [string, Query])[] {
  const days = Array.from({ length: OFFLINE_DAYS_BACK + 2 }, (_, i) =>
    dayjs(today)
      .add(1 - i, 'day')
      .format('YYYY-MM-DD'),
  );
  return [
    API_PATHS.profile,
    ...days.map(dayLogsKey),
    ALL_GOALS_KEY,
    mostUsedProductsKey(),
    productListKey(''),
    RECIPES_KEY,
    goalsPageKey(),
    WEIGHT_LOGS_NEWEST_FIRST_KEY,
    ...BALANCE_WINDOWS.map((window) => caloricBalanceKey(window, today)),
  ];
}
