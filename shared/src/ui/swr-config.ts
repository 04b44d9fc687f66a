import type { SWRConfiguration } from 'swr';
import type { ApiClient, Query } from '../api-client/client';

export const FRESH_FOR_MS = 60_000;

/** A SWR key is a path, or a [path, query] pair. */
export type ApiKey = string | readonly [string, Query];

/** Results stay fresh for 60 s and failed queries are not retried (spec section 7). */
export function createSwrConfig(api: ApiClient): SWRConfiguration {
  return {
    fetcher: (key: ApiKey) => (typeof key === 'string' ? api.get(key) : api.get(key[0], key[1])),
    dedupingInterval: FRESH_FOR_MS,
    focusThrottleInterval: FRESH_FOR_MS,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    errorRetryCount: 0,
  };
}
