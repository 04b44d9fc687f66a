import type { DB } from '../../db/schema';
import { type ReferenceFoodIndex, referenceFoodIndexOf } from '../reference-foods/food-index';
import type { MealContext } from './recognise-meal';
import { ReferenceSearch } from './reference-search';

/*
 * The reference foods of the text fill-in: the food search's own index (reference-foods/food-index.ts), built once
 * per import (under a second for SR's 8,790 foods, after loading them) and kept until the import changes: every
 * prompt reads the import's fingerprint (one small query), so an import by the foods command on PostgreSQL, or a
 * re-import at start-up, is seen by the next prompt.
 */

type Reference = NonNullable<MealContext['reference']>;

const searches = new WeakMap<ReferenceFoodIndex, Reference>();

/** The fill-in's view of an index: its search and its household measures. */
export function referenceOf(index: ReferenceFoodIndex): Reference {
  let reference = searches.get(index);
  if (!reference) {
    reference = { search: new ReferenceSearch(index), measuresOf: (ndbNo) => index.measuresOf(ndbNo) };
    searches.set(index, reference);
  }
  return reference;
}

/** The reference foods of the database, or null when none were imported. */
export async function referenceFoodsOf(db: DB): Promise<Reference | null> {
  const index = await referenceFoodIndexOf(db);
  return index && referenceOf(index);
}
