import { sql } from 'kysely';
import * as v from 'valibot';
import type { DB } from '../../db/schema';
import { lookupFieldsSchema } from '../barcodes/lookup-result';
import type { OffSearchAnswer, OffSearchPage } from './off-search-client';

/*
 * Open Food Facts search answers cached in food_searches, like barcode lookups in barcode_lookups: public data only,
 * shared by all users, keyed by the normalized terms and the page (no user's data or searches are in it). A page is
 * reused for a day; failures are never cached, and when Open Food Facts fails an expired page is answered rather than
 * nothing. The products of a page also go into the barcode cache, so that making a product of one needs no request.
 */

const SEARCH_CACHE_MS = 24 * 60 * 60 * 1000;

const cachedPageSchema = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  products: v.array(
    v.object({ code: v.string(), name: v.string(), brand: v.nullable(v.string()), fields: lookupFieldsSchema }),
  ),
});

/** Search terms as they are asked and cached: trimmed, lower case, single spaces. */
export const searchTerms = (query: string) => query.trim().toLowerCase().replace(/\s+/g, ' ');

const cacheKey = (terms: string, page: number, pageSize: number) => `${pageSize} ${page} ${terms}`;

/** The search of `terms` (see searchTerms), page `page` of `pageSize`, through the cache. */
export async function searchThroughCache(
  db: DB,
  search: (terms: string, page: number, pageSize: number) => Promise<OffSearchAnswer>,
  terms: string,
  page: number,
  pageSize: number,
  now = new Date(),
): Promise<OffSearchAnswer> {
  const key = cacheKey(terms, page, pageSize);
  const row = await db
    .selectFrom('food_searches')
    .select(['result', 'fetched_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  const cached = row ? v.safeParse(cachedPageSchema, row.result) : undefined;
  if (row && cached?.success && now.getTime() - row.fetched_at.getTime() < SEARCH_CACHE_MS)
    return { kind: 'found', page: cached.output };

  const answer = await search(terms, page, pageSize);
  if (answer.kind === 'unavailable') return cached?.success ? { kind: 'found', page: cached.output } : answer;
  await savePage(db, key, answer.page);
  return answer;
}

async function savePage(db: DB, key: string, page: OffSearchPage): Promise<void> {
  const result = JSON.stringify(page);
  await db
    .insertInto('food_searches')
    .values({ key, result, fetched_at: sql`now()` })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ result, fetched_at: sql`now()` }))
    .execute();
  const products = new Map(page.products.map((product) => [product.code, product.fields]));
  if (products.size === 0) return;
  await db
    .insertInto('barcode_lookups')
    .values(
      [...products].map(([barcode, fields]) => ({
        barcode,
        found: true,
        result: JSON.stringify(fields),
        fetched_at: sql`now()`,
      })),
    )
    .onConflict((conflict) =>
      conflict.column('barcode').doUpdateSet((eb) => ({
        found: eb.ref('excluded.found'),
        result: eb.ref('excluded.result'),
        fetched_at: sql`now()`,
      })),
    )
    .execute();
}
