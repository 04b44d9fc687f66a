import type { DB } from '../../db/schema';
import { findReferenceFoodImport, loadReferenceCatalogue } from '../reference-foods/repository';
import type { MealContext } from './recognise-meal';
import { ReferenceSearch } from './reference-search';

/*
 * The reference foods in memory, built on the first prompt (about 2 s for SR's 8,790 foods on PGlite) and kept until
 * the import changes: every prompt reads the import's fingerprint (one small query), so an import by the foods
 * command on PostgreSQL, or a re-import at start-up, is seen by the next prompt.
 */

type Reference = NonNullable<MealContext['reference']>;

interface Cached {
  fingerprint: string;
  reference: Promise<Reference>;
}

const cache = new WeakMap<DB, Cached>();

async function build(db: DB): Promise<Reference> {
  const catalogue = await loadReferenceCatalogue(db);
  const search = new ReferenceSearch(catalogue);
  return { search, measuresOf: (ndbNo) => catalogue.measures.get(ndbNo) ?? [] };
}

/** The reference foods of the database, or null when none were imported. */
export async function referenceFoodsOf(db: DB): Promise<Reference | null> {
  const current = await findReferenceFoodImport(db);
  if (!current) return null;
  let cached = cache.get(db);
  if (cached?.fingerprint !== current.fingerprint) {
    cached = { fingerprint: current.fingerprint, reference: build(db) };
    cache.set(db, cached);
    cached.reference.catch(() => cache.delete(db));
  }
  return cached.reference;
}
