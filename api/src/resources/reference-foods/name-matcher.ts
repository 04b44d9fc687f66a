import { normalizeFoodName } from './normalize';

/*
 * How well a name answers the words someone typed: one matcher for the food search (own products, recipes and
 * reference foods) and the text fill-in. A score of null means the name does not answer the words at all.
 * (First version: every typed word must start a word of the name; fewer extra words rank higher.)
 */

export const wordsOf = (text: string): string[] => normalizeFoodName(text).split(' ').filter((word) => word !== '');

/** Higher is better; null when some typed word is in no word of the name. */
export function nameScore(query: string, name: string): number | null {
  const typed = wordsOf(query);
  const words = wordsOf(name);
  if (typed.length === 0 || words.length === 0) return null;
  if (!typed.every((word) => words.some((candidate) => candidate.startsWith(word)))) return null;
  const exact = typed.join(' ') === words.join(' ');
  const prefix = words.join(' ').startsWith(typed.join(' '));
  return (exact ? 1000 : 0) + (prefix ? 500 : 0) - (words.length - typed.length);
}

/** The items whose names answer the query, best first (ties keep the given order). */
export function rankByName<T>(query: string, items: readonly T[], nameOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, score: nameScore(query, nameOf(item)) }))
    .filter((entry): entry is { item: T; index: number; score: number } => entry.score !== null)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}
