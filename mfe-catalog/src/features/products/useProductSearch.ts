import useSWR from 'swr';
import { API_PATHS } from '@nutrilog/shared/api-client';
import type { Collection } from '@nutrilog/shared/domain';
import type { Product } from '@nutrilog/shared/schemas';
import { useDebouncedValue } from '@nutrilog/shared/ui';

/** How long the search waits after the last keystroke before it asks the API. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The SWR key of the product list: every product, sorted by name, filtered by `name` when one is given. */
export function productListKey(name: string) {
  const query = { pagination: false, 'order[name]': 'asc', ...(name ? { name } : {}) };
  return [API_PATHS.products, query] as const;
}

/**
 * The products whose name contains the search text, asked for once the text has not changed for
 * SEARCH_DEBOUNCE_MS. While a new search loads, `result.data` still holds the previous results.
 */
export function useProductSearch(text: string) {
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const result = useSWR<Collection<Product>>(productListKey(term), { keepPreviousData: true });
  return { term, result };
}
