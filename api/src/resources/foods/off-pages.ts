import type { FoodPortion } from '@nutrilog/shared/schemas';
import { MAX_ITEMS_PER_PAGE } from '../../http/linked-data';
import { toFood } from './food';
import type { OffSearchHit } from './off-search-client';

/*
 * How Open Food Facts joins the pagination of GET /api/foods (docs/decisions.md, "Food database"): its results come
 * after every offline one, at the positions OFF gives them, and totalItems counts OFF's `count` (at most
 * OFF_MAX_RESULTS). OFF is always asked in pages of OFF_PAGE_SIZE, so that one cached OFF page serves every page size;
 * a page of ours spans at most two of them. A page within the offline results still asks OFF's first page (for its
 * count), so totalItems is the same on every page.
 */

/** Products per Open Food Facts search page: the most a page of ours holds, so it spans at most two OFF pages. */
export const OFF_PAGE_SIZE = MAX_ITEMS_PER_PAGE;
/** Open Food Facts results counted and reachable: OFF serves deep pages slowly, and no one pages that far. */
export const OFF_MAX_RESULTS = 1000;

export const offTotal = (count: number) => Math.min(count, OFF_MAX_RESULTS);

/** The OFF pages (1-based) a page [start, end) of ours needs, and the OFF positions [from, to) it shows. */
export function offPagesFor(
  offlineCount: number,
  start: number,
  end: number,
): { pages: number[]; from: number; to: number } {
  const from = Math.max(0, start - offlineCount);
  const to = Math.min(Math.max(0, end - offlineCount), OFF_MAX_RESULTS);
  if (to <= from) return { pages: [1], from: 0, to: 0 };
  const first = Math.floor(from / OFF_PAGE_SIZE) + 1;
  const last = Math.floor((to - 1) / OFF_PAGE_SIZE) + 1;
  return { pages: Array.from({ length: last - first + 1 }, (_, i) => first + i), from, to };
}

/** An Open Food Facts product as a food: per 100 g, or 100 ml for a drink; its serving as the one portion. */
export function offFood(hit: OffSearchHit, product: string | null) {
  const portions: FoodPortion[] =
    hit.fields.servingSize === null ? [] : [{ name: '1 serving', amount: hit.fields.servingSize }];
  return toFood({
    source: 'openFoodFacts',
    id: hit.code,
    name: hit.name,
    brand: hit.brand,
    unit: hit.fields.isBeverage ? 'milliliter' : 'gram',
    nutrients: hit.fields.nutrients,
    portions,
    product,
  });
}
