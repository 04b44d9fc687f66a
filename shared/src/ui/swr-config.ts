import type { SWRConfiguration } from 'swr';
import type { ApiClient, Query } from '@nutrilog/shared/api-client';

export const FRESH_FOR_MS = 60_000;

/** A SWR key is a path, or a [path, query] pair. */
export type ApiKey = string | readonly [string, Query];

/** Reads a SWR key through the API client. */
export function fetchApiKey<T>(api: ApiClient, key: ApiKey): Promise<T> {
  return typeof key === 'string' ? api.get<T>(key) : api.get<T>(key[0], key[1]);
}

/** An answer read ahead of its page, and what it was read under: when, whose, and after how many writes. */
interface ReadAhead {
  at: number;
  token: string | null;
  writes: number;
  /** Until the page's first read of the key takes it. */
  answer?: Promise<unknown>;
}

const readAhead = new Map<string, ReadAhead>();

/** Still what the API would answer: read within the freshness window, for this user, and no write since. */
const isCurrent = (api: ApiClient, entry: ReadAhead, now: number) =>
  now - entry.at < FRESH_FOR_MS && entry.token === api.session.getToken() && entry.writes === api.writesSoFar();

/**
 * Starts reading `key` ahead of its page, which the page's first read of it then takes instead of asking again.
 * Once per key while that read is current: pointing at the same row again does not ask again.
 */
export function preloadApiKey(api: ApiClient, key: ApiKey, now = Date.now()): void {
  const id = JSON.stringify(key);
  const last = readAhead.get(id);
  if (last !== undefined && isCurrent(api, last, now)) return;
  const entry: ReadAhead = { at: now, token: api.session.getToken(), writes: api.writesSoFar() };
  entry.answer = fetchApiKey(api, key);
  entry.answer.catch(() => readAhead.get(id) === entry && readAhead.delete(id));
  readAhead.set(id, entry);
}

/**
 * The answer read ahead for `key`, taken once. Never one that may be out of date: a write since (of this page or
 * another), another user, or the freshness window passed, as SWR's own preload slot would keep it.
 */
function takeReadAhead(api: ApiClient, key: ApiKey, now = Date.now()): Promise<unknown> | undefined {
  const id = JSON.stringify(key);
  const entry = readAhead.get(id);
  const answer = entry?.answer;
  if (entry === undefined || answer === undefined) return undefined;
  if (!isCurrent(api, entry, now)) {
    readAhead.delete(id);
    return undefined;
  }
  entry.answer = undefined;
  return answer;
}

/** Results stay fresh for 60 s and failed queries are not retried (docs/product.md#the-api). */
export function createSwrConfig(api: ApiClient): SWRConfiguration {
  return {
    fetcher: (key: ApiKey) => takeReadAhead(api, key) ?? fetchApiKey(api, key),
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
