import dayjs from 'dayjs';
import useSWR from 'swr';
import { API_PATHS } from '@nutrilog/shared/api-client';
import type { Collection } from '@nutrilog/shared/domain';
import { browserTimeZone } from '@nutrilog/shared/format';
import type { NutrientHistoryEntry } from '@nutrilog/shared/schemas';

/** The days of history a nutrient's sparkline shows, the selected day the last of them. */
export const HISTORY_DAYS = 30;

export function nutrientHistoryKey(date: string) {
  const first = dayjs(date)
    .subtract(HISTORY_DAYS - 1, 'day')
    .format('YYYY-MM-DD');
  return [
    API_PATHS.nutrientHistory,
    { 'date[after]': first, 'date[before]': date, timezone: browserTimeZone() },
  ] as const;
}

/**
 * Every nutrient's daily totals over the HISTORY_DAYS days ending on `date` (`YYYY-MM-DD`): one read for all
 * sparklines.
 */
export function useNutrientHistory(date: string) {
  // SWR re-renders only for the fields read while rendering; the panels that read them may open later.
  const { data, error, isLoading, mutate } = useSWR<Collection<NutrientHistoryEntry>>(nutrientHistoryKey(date), {
    keepPreviousData: true,
  });
  return { data, error, isLoading, mutate };
}
