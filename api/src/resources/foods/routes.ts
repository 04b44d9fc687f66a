import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  foodCollectionSchema,
  foodQueryTextSchema,
  productDetailSchema,
  productFromFoodInputSchema,
} from '@nutrilog/shared/schemas';
import { collection, paginationQueryEntries } from '../../http/linked-data';
import { defineRoute } from '../../http/route';
import { productDetail } from '../products/detail';
import { productFromFood } from './from-food';
import { searchTerms, searchThroughCache } from './off-search-cache';
import { searchOpenFoodFacts } from './off-search-client';
import { findPreferredLocale, findSearchInputs } from './repository';
import { type OffSearcher, searchFoods } from './search';
import { noSearchMemory, SearchMemories, type SearchMemory } from './search-memory';

const foodsQuerySchema = v.object({
  // Absent: "Search text is required.", as for an empty one.
  q: v.optional(foodQueryTextSchema, ''),
  page: paginationQueryEntries.page,
  itemsPerPage: paginationQueryEntries.itemsPerPage,
});

/**
 * Open Food Facts' text search as configured (base URL, time-out, User-Agent), through its cache; null when it is off.
 */
function openFoodFactsSearch(app: FastifyInstance): OffSearcher | null {
  const config = app.config.barcodeLookup;
  const baseUrl = config.openFoodFactsUrl;
  if (baseUrl === null) return null;
  const options = { baseUrl, timeoutMs: config.openFoodFactsTimeoutMs, userAgent: config.openFoodFactsUserAgent };
  const search = (terms: string, page: number, pageSize: number) => searchOpenFoodFacts(options, terms, page, pageSize);
  return (query, page, pageSize) => searchThroughCache(app.db, search, searchTerms(query), page, pageSize);
}

export async function foodRoutes(app: FastifyInstance): Promise<void> {
  const openFoodFacts = openFoodFactsSearch(app);
  const searchMemories = new SearchMemories();
  /** What a user's searches share, kept between them while answers are kept at all (RESPONSE_CACHE). */
  const memoryFor = (request: FastifyRequest, userUuid: string): SearchMemory => {
    const cache = app.responseCache;
    if (cache === null) return noSearchMemory(app.db, userUuid);
    const stamp = `${cache.generation(userUuid)} ${request.dataVersion ?? ''}`;
    return searchMemories.get(userUuid, stamp, () => findSearchInputs(app.db, userUuid));
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/foods',
    tags: ['Foods'],
    summary:
      "Searches the food database: the user's products, the user's recipes, the reference foods, then Open Food Facts",
    description:
      'Members are ranked by name within each source, the sources in that order; nutrients per 100 g ' +
      'or ml. Open Food Facts (when on) follows every offline result; when it fails or is too slow ' +
      'the offline results alone are answered with `partial: true`. See docs/api.md, "Food database".',
    querystring: foodsQuerySchema,
    response: foodCollectionSchema,
    // Kept per user until the user's next write, like every read: the answer depends on the user's rows, the reference
    // import (replaced only at start-up or by the CLI) and Open Food Facts (its own cache); a partial answer is not
    // kept.
    handler: async ({ user, query, request }) => {
      const pagination = { enabled: true, page: query.page, itemsPerPage: query.itemsPerPage };
      const search = { userUuid: user.uuid, query: query.q, page: query.page, itemsPerPage: query.itemsPerPage };
      const result = await searchFoods(app.db, search, openFoodFacts, request.log, memoryFor(request, user.uuid));
      if (result.partial) request.cacheSlot = null;
      return {
        ...collection({
          request,
          memberType: 'Food',
          members: result.members,
          totalItems: result.totalItems,
          pagination,
        }),
        ...(result.partial ? { partial: true } : {}),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/products/from_food',
    tags: ['Products'],
    summary: "Adds a food of the food database to the user's products (or finds the one added before)",
    description:
      "201 with the new product (per 100 g or ml, with the food's portions, `origin` set); 200 " +
      "with the user's live product made from the same food earlier, or with the product itself " +
      'for a food of source `product`. A recipe, or text that is not a food IRI, is a 422 at ' +
      "`food`; an unknown food or another user's product a 404; Open Food Facts unreachable a 502.",
    body: productFromFoodInputSchema,
    response: productDetailSchema,
    status: 201,
    otherStatus: 200,
    errors: [404, 502],
    handler: async ({ user, body, request, answerOtherStatus }) => {
      const locale = await findPreferredLocale(app.db, user.uuid);
      const context = {
        db: app.db,
        userUuid: user.uuid,
        locale,
        barcodeLookup: app.config.barcodeLookup,
        log: request.log,
      };
      const { row, made } = await productFromFood(context, body.food);
      if (!made) answerOtherStatus();
      return productDetail(app.db, user.uuid, row);
    },
  });
}
