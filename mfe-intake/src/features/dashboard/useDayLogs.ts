import useSWR from 'swr';
import { dayLogsKey } from '@nutrilog/shared/api-client';
import type { Collection } from '@nutrilog/shared/domain';
import type { IntakeLog } from '@nutrilog/shared/schemas';

/** The logs of a local day (`YYYY-MM-DD`); the previous day's stay shown while the next one loads. */
export function useDayLogs(date: string) {
  return useSWR<Collection<IntakeLog>>(dayLogsKey(date), { keepPreviousData: true });
}
