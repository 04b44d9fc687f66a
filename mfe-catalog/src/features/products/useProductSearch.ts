import useSWR from 'swr';
import { productListKey } from '@nutrilog/shared/api-client';
import type { Collection } from '@nutrilog/shared/domain';
import type { Product } from '@nutrilog/shared/schemas';
import { useDebouncedValue } from '@nutrilog/shared/ui';

/** How long the search waits after the last keystroke before it asks the API. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The products whose name contains the search text, asked for once the text has not changed for
 * SEARCH_DEBOUNCE_MS. While a new search loads, `result.data` still holds the previous results.
 */
export function useProductSearch(text: string) {
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const result = useSWR<Collection<Product>>(productListKey(term), { keepPreviousData: true });
  return { term, result };
}
