import { useMemo } from 'react';
import useSWR from 'swr';
import { dayLogsKey } from '@nutrilog/shared/api-client';
import type { Collection } from '@nutrilog/shared/domain';
import type { IntakeLog } from '@nutrilog/shared/schemas';

/** The logs of a local day (`YYYY-MM-DD`); the previous day's stay shown while the next one loads. */
export function useDayLogs(date: string) {
  // The day's bounds in UTC once per day shown, not on each of the page's renders.
  const key = useMemo(() => dayLogsKey(date), [date]);
  return useSWR<Collection<IntakeLog>>(key, { keepPreviousData: true });
}
