import { API_PATHS, productListKey, RECIPES_KEY } from './endpoints';
import type { Query } from './query';

/** The whole lists kept for offline use that a name search can be answered from (offline-keys.ts keeps them). */
const WHOLE_LISTS: Record<string, Query> = {
  [API_PATHS.products]: productListKey('')[1],
  [API_PATHS.recipes]: RECIPES_KEY[1],
};

/** The kept whole list a search of `path` is answered from offline, if it is a name search of one. */
export function wholeListOf(path: string, query: Query | undefined): Query | undefined {
  const whole = WHOLE_LISTS[path];
  return whole && typeof query?.name === 'string' ? whole : undefined;
}

/**
 * A name search answered from the kept whole list (a picker offline): the members whose name contains the text,
 * at most `itemsPerPage` of them, as the API filters.
 */
export function searchWholeList(whole: unknown, query: Query | undefined): unknown {
  const members = (whole as { member?: { name?: unknown }[] } | undefined)?.member;
  if (!Array.isArray(members)) return undefined;
  const text = String(query?.name ?? '').toLocaleLowerCase();
  const found = members.filter((member) =>
    String(member.name ?? '')
      .toLocaleLowerCase()
      .includes(text),
  );
  const limit = Number(query?.itemsPerPage ?? found.length);
  return { ...(whole as object), member: found.slice(0, limit), totalItems: found.length };
}
