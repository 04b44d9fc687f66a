import { preload, type SWRConfiguration } from 'swr';
import type { ApiClient, Query } from '@nutrilog/shared/api-client';

export const FRESH_FOR_MS = 60_000;

/** A SWR key is a path, or a [path, query] pair. */
export type ApiKey = string | readonly [string, Query];

/** Reads a SWR key through the API client. */
export function fetchApiKey<T>(api: ApiClient, key: ApiKey): Promise<T> {
  return typeof key === 'string' ? api.get<T>(key) : api.get<T>(key[0], key[1]);
}

const preloadedAt = new Map<string, number>();

/**
 * Starts reading `key` into SWR's preload slot, which the page's `useSWR(key)` then takes instead of asking again.
 * Once per key within the freshness window: pointing at the same row again does not ask again.
 */
export function preloadApiKey(api: ApiClient, key: ApiKey, now = Date.now()): void {
  const id = JSON.stringify(key);
  const last = preloadedAt.get(id);
  if (last !== undefined && now - last < FRESH_FOR_MS) return;
  preloadedAt.set(id, now);
  preload(key, (k: ApiKey) => fetchApiKey(api, k)).catch(() => preloadedAt.delete(id));
}

/** Results stay fresh for 60 s and failed queries are not retried (docs/product.md#the-api). */
export function createSwrConfig(api: ApiClient): SWRConfiguration {
  return {
    fetcher: (key: ApiKey) => fetchApiKey(api, key),
    dedupingInterval: FRESH_FOR_MS,
    focusThrottleInterval: FRESH_FOR_MS,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    errorRetryCount: 0,
  };
}

/**
 * A filter for SWR's global `mutate`: every cached key whose path is `path` or lies under it. After a
 * product changes, `mutate(underPath('/api/products'))` refreshes its lists, pickers, details and history.
 */
export function underPath(path: string): (key: unknown) => boolean {
  return (key) => {
    const keyPath = typeof key === 'string' ? key : Array.isArray(key) && typeof key[0] === 'string' ? key[0] : null;
    return keyPath !== null && (keyPath === path || keyPath.startsWith(`${path}/`) || keyPath.startsWith(`${path}?`));
  };
}
