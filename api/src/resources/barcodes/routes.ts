import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { barcodeLookupSchema, barcodeQuerySchema } from '@nutrilog/shared/schemas';
import type { BarcodeLookupConfig } from '../../config';
import type { DB } from '../../db/schema';
import { HttpProblem, notFound } from '../../http/problem';
import { defineRoute } from '../../http/route';
import { equivalentBarcodes } from './barcode-forms';
import { toBarcodeLookup } from './lookup-result';
import { lookUpOnline, type OnlineProvider } from './online-lookup';
import { fetchOpenFoodFactsProduct, type OpenFoodFactsAnswer } from './open-food-facts-client';
import { ownProductFields } from './own-product-fields';
import { findOwnProductByBarcode } from './own-products-repository';

const NO_PRODUCT_FOUND = 'No product found for this barcode.';
const PRODUCT_DATABASE_UNREACHABLE = 'The product database could not be reached.';

/** Open Food Facts as configured, logging why a lookup failed (the client is only told 502); null when `off`. */
function openFoodFacts(config: BarcodeLookupConfig, log: FastifyBaseLogger): OnlineProvider | null {
  const baseUrl = config.openFoodFactsUrl;
  if (baseUrl === null) return null;
  return async (barcode) => {
    const answer = await fetchOpenFoodFactsProduct(
      { baseUrl, timeoutMs: config.openFoodFactsTimeoutMs, userAgent: config.openFoodFactsUserAgent },
      barcode,
    );
    if (answer.kind === 'unavailable') log.warn({ barcode, reason: answer.reason }, 'Open Food Facts lookup failed');
    return answer;
  };
}

/**
 * Open Food Facts' answer for `barcode`, else for its other spellings in turn (a UPC-E code and its 13-digit form),
 * each through the cache. "Not found" goes on to the next spelling; a failure stops there.
 */
async function lookUpAnyForm(
  db: DB,
  provider: OnlineProvider,
  cacheDays: number,
  barcode: string,
): Promise<OpenFoodFactsAnswer> {
  let answer: OpenFoodFactsAnswer = { kind: 'not_found' };
  for (const form of equivalentBarcodes(barcode)) {
    answer = await lookUpOnline(db, provider, cacheDays, form);
    if (answer.kind !== 'not_found') break;
  }
  return answer;
}

export async function barcodeRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/api/products/from_barcode',
    tags: ['Products'],
    summary: 'What a barcode stands for: name, isBeverage, servingSize and nutrients per 100 g (100 ml for a beverage)',
    description:
      "The signed-in user's own product with this barcode is answered first (`source: own`), else Open Food Facts " +
      '(`source: open_food_facts`, cached). A UPC-E code and its 13-digit form find each other (the exact code ' +
      'first). 404: no product is known for the code; 502: Open Food Facts could not be reached or answered ' +
      'something unusable.',
    querystring: barcodeQuerySchema,
    response: barcodeLookupSchema,
    errors: [404, 502],
    // Open Food Facts' answers have their own cache (barcode_lookups), shared by every user.
    cache: false,
    handler: async ({ user, query, request }) => {
      const own = await findOwnProductByBarcode(app.db, user.uuid, query.barcode);
      if (own) return toBarcodeLookup(query.barcode, 'own', ownProductFields(own));

      const config = app.config.barcodeLookup;
      const provider = openFoodFacts(config, request.log);
      const answer =
        provider === null
          ? { kind: 'not_found' as const }
          : await lookUpAnyForm(app.db, provider, config.cacheDays, query.barcode);
      if (answer.kind === 'found') return toBarcodeLookup(query.barcode, 'open_food_facts', answer.fields);
      if (answer.kind === 'not_found') throw notFound(NO_PRODUCT_FOUND);
      throw new HttpProblem(502, PRODUCT_DATABASE_UNREACHABLE);
    },
  });
}
