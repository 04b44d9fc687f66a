import useSWR from 'swr';
import { mostUsedProductsKey } from '@nutrilog/shared/api-client';
import type { Collection } from '@nutrilog/shared/domain';
import type { Product } from '@nutrilog/shared/schemas';

const NONE: readonly Product[] = [];

/** The products the user logs most, around this time of day (GET /api/products/most_used); none until they load. */
export function useMostUsedProducts(): readonly Product[] {
  const { data } = useSWR<Collection<Product>>(mostUsedProductsKey());
  return data?.member ?? NONE;
}
