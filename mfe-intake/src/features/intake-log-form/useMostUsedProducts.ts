import useSWR from 'swr';
import { API_PATHS } from '@nutrilog/shared/api-client';
import type { Collection } from '@nutrilog/shared/domain';
import { browserTimeZone } from '@nutrilog/shared/format';
import type { Product } from '@nutrilog/shared/schemas';

const NONE: readonly Product[] = [];

/** The products the user logs most, around this time of day (GET /api/products/most_used); none until they load. */
export function useMostUsedProducts(): readonly Product[] {
  const { data } = useSWR<Collection<Product>>([API_PATHS.mostUsedProducts, { timezone: browserTimeZone() }]);
  return data?.member ?? NONE;
}
