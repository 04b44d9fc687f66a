import type { Query } from './client';

/**
 * The first data of routes whose loader the spec names, as SWR keys shared by the page that reads it and the
 * host that prefetches it on intent. The same key (path and query) is the same cache entry.
 */
export const WEIGHT_LOGS_NEWEST_FIRST_KEY: readonly [string, Query] = ['/api/weight_logs', { 'order[date]': 'desc', pagination: false }];
