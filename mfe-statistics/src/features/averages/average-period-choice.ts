import { useState } from 'react';
import { AVERAGE_PERIODS, type AveragePeriod } from '@nutrilog/shared/domain';

const STORAGE_KEY = 'nutrilog:statistics-average-period';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function storedPeriod(): AveragePeriod {
  const stored = storage()?.getItem(STORAGE_KEY);
  return AVERAGE_PERIODS.find((period) => period === stored) ?? 'week';
}

/** Week or month averages: week by default, the choice remembered for the tab's session. */
export function useAveragePeriodChoice(): [AveragePeriod, (period: AveragePeriod) => void] {
  const [period, setPeriod] = useState(storedPeriod);
  const choose = (next: AveragePeriod) => {
    setPeriod(next);
    storage()?.setItem(STORAGE_KEY, next);
  };
  return [period, choose];
}
