import type { Collection, Product } from '@nutrilog/shared/domain';
import { browserTimeZone } from '@nutrilog/shared/format';
import useSWR from 'swr';

const NONE: readonly Product[] = [];

/** The products the user logs most, around this time of day (GET /api/products/most_used); none until they load. */
export function useMostUsedProducts(): readonly Product[] {
  const { data } = useSWR<Collection<Product>>(['/api/products/most_used', { timezone: browserTimeZone() }]);
  return data?.member ?? NONE;
}
