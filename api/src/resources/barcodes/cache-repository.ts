import { sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { LookupFields } from './lookup-result';

/*
 * The cache of Open Food Facts answers. Unlike every other repository this one takes no user: it holds public
 * product data only, shared by all users, keyed by barcode (no user's data or lookups are recorded in it).
 */

export interface CachedLookup {
  found: boolean;
  /** The stored lookup fields when found (jsonb, parsed by the driver); validate before use. */
  result: unknown;
  fetchedAt: Date;
}

export async function findCachedLookup(db: DB, barcode: string): Promise<CachedLookup | undefined> {
  const row = await db
    .selectFrom('barcode_lookups')
    .select(['found', 'result', 'fetched_at'])
    .where('barcode', '=', barcode)
    .executeTakeFirst();
  return row && { found: row.found, result: row.result, fetchedAt: row.fetched_at };
}

/** Records what Open Food Facts answered now: the product's fields, or null for "not found". */
export async function saveLookup(db: DB, barcode: string, fields: LookupFields | null): Promise<void> {
  const values = { found: fields !== null, result: fields === null ? null : JSON.stringify(fields) };
  await db
    .insertInto('barcode_lookups')
    .values({ barcode, ...values, fetched_at: sql`now()` })
    .onConflict((conflict) => conflict.column('barcode').doUpdateSet({ ...values, fetched_at: sql`now()` }))
    .execute();
}
