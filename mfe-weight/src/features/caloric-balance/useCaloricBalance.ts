import dayjs from 'dayjs';
import useSWR from 'swr';
import { API_PATHS } from '@nutrilog/shared/api-client';
import { browserTimeZone } from '@nutrilog/shared/format';
import type { CaloricBalance } from '@nutrilog/shared/schemas';

/** The windows of the two balance cards, in days up to and including today (docs/product.md#numbers-and-limits). */
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

export function useCaloricBalance(days: number, today: string) {
  return useSWR<CaloricBalance>(caloricBalanceKey(days, today));
}
