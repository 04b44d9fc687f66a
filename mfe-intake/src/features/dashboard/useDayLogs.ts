import useSWR from 'swr';
import { API_PATHS } from '@nutrilog/shared/api-client';
import type { Collection } from '@nutrilog/shared/domain';
import { localDayBoundsUtc } from '@nutrilog/shared/format';
import type { IntakeLog } from '@nutrilog/shared/schemas';

/** The SWR key of a local day's logs, oldest first (docs/product.md#the-api). */
export function dayLogsKey(date: string) {
  const { after, before } = localDayBoundsUtc(date);
  return [
    API_PATHS.intakeLogs,
    { 'order[date]': 'asc', 'date[after]': after, 'date[before]': before, pagination: false },
  ] as const;
}

/** The logs of a local day (`YYYY-MM-DD`); the previous day's stay shown while the next one loads. */
export function useDayLogs(date: string) {
  return useSWR<Collection<IntakeLog>>(dayLogsKey(date), { keepPreviousData: true });
}
