import useSWR from 'swr';
import { caloricBalanceKey } from '@nutrilog/shared/api-client';
import type { CaloricBalance } from '@nutrilog/shared/schemas';

export function useCaloricBalance(days: number, today: string) {
  return useSWR<CaloricBalance>(caloricBalanceKey(days, today));
}
