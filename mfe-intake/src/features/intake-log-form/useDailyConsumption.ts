import useSWR from 'swr';
import { dailyConsumptionKey } from '@nutrilog/shared/api-client';
import type { Collection } from '@nutrilog/shared/domain';
import { browserTimeZone } from '@nutrilog/shared/format';
import type { DailyConsumptionEntry } from '@nutrilog/shared/schemas';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The logs of a local day (`YYYY-MM-DD`), as GET /api/intake_logs/daily_consumption counts them; none for no date. */
export function useDailyConsumption(date: string) {
  return useSWR<Collection<DailyConsumptionEntry>>(
    CALENDAR_DATE.test(date) ? dailyConsumptionKey(date, browserTimeZone()) : null,
  );
}
