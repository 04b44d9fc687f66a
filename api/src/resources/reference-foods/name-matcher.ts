import { NameIndex } from './name-index';
import { normalizeFoodName } from './normalize';

/*
 * How well a name answers the words someone typed: the one matcher of the food search (own products, recipes and
 * reference foods) and the text fill-in (name-index.ts, name-scoring.ts). The typed text is read as typed in a
 * search box: its last word may be unfinished ("banan"), one slip per word is forgiven ("bananna") and accents
 * do not count ("creme fraiche"). Exact names first, then names that begin with the words, then names that
 * have all of them, fewest other words first.
 */

export const wordsOf = (text: string): string[] =>
  normalizeFoodName(text)
    .split(' ')
    .filter((word) => word !== '');

/** Higher is better; null when some typed word is in no word of the name. */
export function nameScore(query: string, name: string): number | null {
  return new NameIndex([{ key: 0, name }]).search(query, { partial: true })[0]?.score ?? null;
}

/** The items whose names answer the query, best first (ties keep the given order). */
export function rankByName<T>(query: string, items: readonly T[], nameOf: (item: T) => string): T[] {
  const index = new NameIndex(items.map((item, key) => ({ key, name: nameOf(item) })));
  return index.search(query, { partial: true }).map(({ key }) => items[key] as T);
}
