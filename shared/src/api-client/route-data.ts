import type { Query } from './client';

/**
 * The first data of routes that have a loader (docs/product.md#screens), as SWR keys shared by the page that reads
 * it and the host that prefetches it on intent. The same key (path and query) is the same cache entry.
 */
export const WEIGHT_LOGS_NEWEST_FIRST_KEY: readonly [string, Query] = [
  '/api/weight_logs',
  { 'order[date]': 'desc', pagination: false },
];

/** One product, as its detail and edit pages and the intake form's "Log product" read it. */
export const productKey = (uuid: string | undefined): string => `/api/products/${uuid}`;

/** One recipe, as its detail page reads it. */
export const recipeKey = (uuid: string | undefined): string => `/api/recipes/${uuid}`;

/** One intake log, as its edit page reads it. */
export const intakeLogKey = (uuid: string | undefined): string => `/api/intake_logs/${uuid}`;
