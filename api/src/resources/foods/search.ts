import type { FastifyBaseLogger } from 'fastify';
import type { ProductUnit } from '@nutrilog/shared/domain';
import type { Food } from '@nutrilog/shared/schemas';
import type { DB } from '../../db/schema';
import { iriOf } from '../../http/iri';
import { productNutrientSource } from '../products/product';
import { sourceFoodKey } from '../products/source-food';
import {
  referenceFoodIndexOf,
  type FoodLanguage,
  type ReferenceFoodHit,
  type ReferenceFoodIndex,
} from '../reference-foods/food-index';
import { rankByName } from '../reference-foods/name-matcher';
import { per100, toFood } from './food';
import { referenceFoodName } from './food-names';
import { offFood, offPagesFor, OFF_PAGE_SIZE, offTotal } from './off-pages';
import type { OffSearchAnswer, OffSearchHit } from './off-search-client';
import { referencePortions } from './reference-portions';
import { findProductDetails, findRecipeDetails, type NamedRow, type OwnProductName } from './repository';
import { type KeptMembers, noSearchMemory, type SearchMemory } from './search-memory';

/*
 * GET /api/foods: one ranked list over the sources, in this order: the user's live products, the user's live
 * recipes, the reference foods, then Open Food Facts (see docs/api.md, "Food database"). The offline sources are
 * ranked by name in full (names only), then only the page's rows are read in detail.
 */

/** One page of Open Food Facts' search of the text typed (through its cache). */
export type OffSearcher = (terms: string, page: number, pageSize: number) => Promise<OffSearchAnswer>;

export interface FoodSearchRequest {
  userUuid: string;
  query: string;
  page: number;
  itemsPerPage: number;
}

export interface FoodSearchResult {
  members: Food[];
  totalItems: number;
  /** Open Food Facts was asked and did not answer: the members and totalItems are the offline ones alone. */
  partial: boolean;
}

type OfflineEntry =
  | { source: 'product'; row: OwnProductName }
  | { source: 'recipe'; row: NamedRow }
  | { source: 'reference'; hit: ReferenceFoodHit };

export const languageOf = (locale: string): FoodLanguage => (locale === 'nl-NL' ? 'nl' : 'en');

async function offlineEntries(db: DB, request: FoodSearchRequest, memory: SearchMemory) {
  const [{ locale, products, recipes }, index] = await Promise.all([memory.inputs(), referenceFoodIndexOf(db)]);
  const language = languageOf(locale);
  const entries: OfflineEntry[] = [
    ...rankByName(request.query, products, (row) => row.name).map((row) => ({ source: 'product' as const, row })),
    ...rankByName(request.query, recipes, (row) => row.name).map((row) => ({ source: 'recipe' as const, row })),
    ...(index?.search(request.query, language) ?? []).map((hit) => ({ source: 'reference' as const, hit })),
  ];
  // The user's live product made from each food of the database.
  const madeFrom = new Map(
    products.flatMap((row) => (row.sourceFood === null ? [] : [[row.sourceFood, row.uuid] as const])),
  );
  return { entries, context: { userUuid: request.userUuid, language, madeFrom, index } };
}

interface OfflineContext {
  userUuid: string;
  language: FoodLanguage;
  madeFrom: ReadonlyMap<string, string>;
  index: ReferenceFoodIndex | null;
}

const memberKey = (entry: OfflineEntry) => (entry.source === 'reference' ? null : `${entry.source} ${entry.row.uuid}`);

async function offlineMembers(db: DB, entries: readonly OfflineEntry[], context: OfflineContext, kept: KeptMembers) {
  const { userUuid, language, madeFrom, index } = context;
  const toRead = (source: 'product' | 'recipe') =>
    entries.flatMap((entry) => (entry.source === source && !kept.has(memberKey(entry)!) ? [entry.row.uuid] : []));
  const [products, recipes] = await Promise.all([
    findProductDetails(db, userUuid, toRead('product')),
    findRecipeDetails(db, userUuid, toRead('recipe')),
  ]);
  const made = (entry: OfflineEntry): Food | undefined => {
    if (entry.source === 'product') {
      const row = products.rows.get(entry.row.uuid);
      if (row === undefined) return undefined; // deleted since it was ranked
      const portions = products.portions.get(row.uuid) ?? [];
      const unit = row.unit as ProductUnit;
      const nutrients = per100(productNutrientSource(row));
      return toFood({
        source: 'product',
        id: row.uuid,
        name: row.name,
        unit,
        nutrients,
        portions,
        product: iriOf('product', row.uuid),
      });
    }
    if (entry.source === 'recipe') {
      const row = recipes.rows.get(entry.row.uuid);
      const source = recipes.sources.get(entry.row.uuid);
      if (row === undefined || source === undefined) return undefined;
      const portions = recipes.portions.get(row.uuid) ?? [];
      return toFood({
        source: 'recipe',
        id: row.uuid,
        name: row.name,
        unit: row.unit as ProductUnit,
        nutrients: per100(source),
        portions,
        product: null,
      });
    }
    const { food } = entry.hit;
    const madeFromFood = madeFrom.get(sourceFoodKey('reference', food.ndbNo));
    return toFood({
      source: 'reference',
      id: food.ndbNo,
      name: referenceFoodName(entry.hit, language),
      unit: 'gram',
      nutrients: food.nutrients,
      portions: referencePortions(index?.measuresOf(food.ndbNo) ?? []),
      product: madeFromFood === undefined ? null : iriOf('product', madeFromFood),
    });
  };
  return entries.flatMap((entry): Food[] => {
    const key = memberKey(entry);
    const food = (key === null ? undefined : kept.get(key)) ?? made(entry);
    if (food === undefined) return [];
    if (key !== null) kept.keep(key, food);
    return [food];
  });
}

/** Open Food Facts' part of the page, or null when it could not be had (the reason is logged). */
async function onlinePart(
  search: OffSearcher,
  query: string,
  offlineCount: number,
  start: number,
  end: number,
  log: FastifyBaseLogger,
) {
  const wanted = offPagesFor(offlineCount, start, end);
  try {
    const answers = await Promise.all(wanted.pages.map((page) => search(query, page, OFF_PAGE_SIZE)));
    const failure = answers.find((answer) => answer.kind === 'unavailable');
    if (failure?.kind === 'unavailable') {
      log.warn({ reason: failure.reason }, 'Open Food Facts search failed');
      return null;
    }
    const pages = answers.flatMap((answer) => (answer.kind === 'found' ? [answer.page] : []));
    const hits: OffSearchHit[] = [];
    pages.forEach((page, i) => {
      const first = (wanted.pages[i]! - 1) * OFF_PAGE_SIZE;
      page.products.forEach((hit, position) => {
        const at = first + position;
        if (at >= wanted.from && at < wanted.to) hits.push(hit);
      });
    });
    return { hits, total: offTotal(pages[0]?.count ?? 0) };
  } catch (error) {
    log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'Open Food Facts search failed');
    return null;
  }
}

/** The page asked of the search; `off` null when Open Food Facts is off. */
export async function searchFoods(
  db: DB,
  request: FoodSearchRequest,
  off: OffSearcher | null,
  log: FastifyBaseLogger,
  memory: SearchMemory = noSearchMemory(db, request.userUuid),
): Promise<FoodSearchResult> {
  const { entries, context } = await offlineEntries(db, request, memory);
  const start = (request.page - 1) * request.itemsPerPage;
  const end = start + request.itemsPerPage;
  const [members, online] = await Promise.all([
    offlineMembers(db, entries.slice(start, end), context, memory.members),
    off === null ? Promise.resolve(undefined) : onlinePart(off, request.query, entries.length, start, end, log),
  ]);
  if (online === undefined) return { members, totalItems: entries.length, partial: false };
  if (online === null) return { members, totalItems: entries.length, partial: true };
  const onlineMembers = online.hits.map((hit) => {
    const made = context.madeFrom.get(sourceFoodKey('openFoodFacts', hit.code));
    return offFood(hit, made === undefined ? null : iriOf('product', made));
  });
  return { members: [...members, ...onlineMembers], totalItems: entries.length + online.total, partial: false };
}
