import * as v from 'valibot';
import type { DB } from '../../db/schema';
import { findCachedLookup, saveLookup } from './cache-repository';
import { lookupFieldsSchema } from './lookup-result';
import type { OpenFoodFactsAnswer } from './open-food-facts-client';

/** An online product database: Open Food Facts (or a mirror of it) in production, anything alike in tests. */
export type OnlineProvider = (barcode: string) => Promise<OpenFoodFactsAnswer>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Not found" is remembered for a day only: products are added to Open Food Facts all the time. */
const NOT_FOUND_CACHE_DAYS = 1;

/**
 * The provider through the cache. A fresh cached answer (found for `cacheDays`, not found for a day) is reused;
 * otherwise the provider is asked and its found / not found answer cached. Failures are never cached; when the
 * provider fails, an expired cached product is answered rather than nothing.
 */
export async function lookUpOnline(
  db: DB,
  provider: OnlineProvider,
  cacheDays: number,
  barcode: string,
  now = new Date(),
): Promise<OpenFoodFactsAnswer> {
  const cached = await findCachedLookup(db, barcode);
  const age = cached ? now.getTime() - cached.fetchedAt.getTime() : Infinity;
  const cachedProduct = cached?.found ? v.safeParse(lookupFieldsSchema, cached.result) : undefined;
  if (cachedProduct?.success && age < cacheDays * DAY_MS) return { kind: 'found', fields: cachedProduct.output };
  if (cached && !cached.found && age < NOT_FOUND_CACHE_DAYS * DAY_MS) return { kind: 'not_found' };

  const answer = await provider(barcode);
  if (answer.kind === 'unavailable')
    return cachedProduct?.success ? { kind: 'found', fields: cachedProduct.output } : answer;
  await saveLookup(db, barcode, answer.kind === 'found' ? answer.fields : null);
  return answer;
}
