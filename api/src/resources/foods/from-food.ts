import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import { parseFoodIri } from '@nutrilog/shared/schemas';
import type { BarcodeLookupConfig } from '../../config';
import type { DB } from '../../db/schema';
import { HttpProblem, notFound, validationFailed } from '../../http/problem';
import { findCachedLookup } from '../barcodes/cache-repository';
import { type LookupFields, lookupFieldsSchema } from '../barcodes/lookup-result';
import { lookUpOnline } from '../barcodes/online-lookup';
import { fetchOpenFoodFactsProduct } from '../barcodes/open-food-facts-client';
import { findProduct, type ProductRow } from '../products/repository';
import { sourceFoodKey } from '../products/source-food';
import { referenceFoodIndexOf } from '../reference-foods/food-index';
import { referenceFoodName } from './food-names';
import { makeProductOfFood, type ProductOfFood } from './from-food-repository';
import { normalizedCode } from './off-search-client';
import { referencePortions } from './reference-portions';
import { languageOf } from './search';

/*
 * POST /api/products/from_food: the user's product for a food of the database (docs/api.md, "Food database").
 */

export const NOT_A_FOOD = 'Food must be a food of the food database.';
export const RECIPE_IS_NOT_A_PRODUCT = 'A recipe cannot be added as a product: log the recipe itself.';
export const FOOD_DOES_NOT_EXIST = 'The food does not exist.';
const PRODUCT_DATABASE_UNREACHABLE = 'The product database could not be reached.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FromFoodContext {
  db: DB;
  userUuid: string;
  locale: string;
  barcodeLookup: BarcodeLookupConfig;
  log: FastifyBaseLogger;
}

async function referenceProduct(context: FromFoodContext, ndbNo: string): Promise<ProductOfFood | null> {
  const index = await referenceFoodIndexOf(context.db);
  const language = languageOf(context.locale);
  const hit = index?.get(ndbNo, language);
  if (index === null || hit === undefined) return null;
  return {
    sourceFood: sourceFoodKey('reference', ndbNo),
    name: referenceFoodName(hit, language),
    unit: 'gram',
    nutrients: hit.food.nutrients,
    barcode: null,
    portions: referencePortions(index.measuresOf(ndbNo)),
  };
}

/**
 * The barcode's product: from the barcode cache, else Open Food Facts when it is on (502 when it cannot be reached).
 */
async function openFoodFactsFields(context: FromFoodContext, barcode: string): Promise<LookupFields | null> {
  const config = context.barcodeLookup;
  const baseUrl = config.openFoodFactsUrl;
  if (baseUrl === null) {
    const cached = await findCachedLookup(context.db, barcode);
    const fields = cached?.found ? v.safeParse(lookupFieldsSchema, cached.result) : undefined;
    return fields?.success ? fields.output : null;
  }
  const options = { baseUrl, timeoutMs: config.openFoodFactsTimeoutMs, userAgent: config.openFoodFactsUserAgent };
  const answer = await lookUpOnline(
    context.db,
    (code) => fetchOpenFoodFactsProduct(options, code),
    config.cacheDays,
    barcode,
  );
  if (answer.kind === 'unavailable') {
    context.log.warn({ barcode, reason: answer.reason }, 'Open Food Facts lookup failed');
    throw new HttpProblem(502, PRODUCT_DATABASE_UNREACHABLE);
  }
  return answer.kind === 'found' ? answer.fields : null;
}

async function openFoodFactsProduct(context: FromFoodContext, id: string): Promise<ProductOfFood | null> {
  const barcode = normalizedCode(id);
  const fields = barcode === null ? null : await openFoodFactsFields(context, barcode);
  if (barcode === null || fields === null) return null;
  return {
    sourceFood: sourceFoodKey('openFoodFacts', barcode),
    name: fields.name,
    unit: fields.isBeverage ? 'milliliter' : 'gram',
    nutrients: fields.nutrients,
    barcode,
    portions: fields.servingSize === null ? [] : [{ name: '1 serving', amount: fields.servingSize }],
  };
}

/** The product for the food's IRI, and whether this request made it; a problem (404, 422 at `food`, 502) otherwise. */
export async function productFromFood(
  context: FromFoodContext,
  iri: string,
): Promise<{ row: ProductRow; made: boolean }> {
  const food = parseFoodIri(iri);
  if (food === null) throw validationFailed([{ propertyPath: 'food', message: NOT_A_FOOD }]);
  if (food.source === 'recipe') throw validationFailed([{ propertyPath: 'food', message: RECIPE_IS_NOT_A_PRODUCT }]);
  if (food.source === 'product') {
    const row = UUID.test(food.id) ? await findProduct(context.db, context.userUuid, food.id.toLowerCase()) : undefined;
    if (row === undefined) throw notFound(FOOD_DOES_NOT_EXIST);
    return { row, made: false };
  }
  const product =
    food.source === 'reference'
      ? await referenceProduct(context, food.id)
      : await openFoodFactsProduct(context, food.id);
  if (product === null) throw notFound(FOOD_DOES_NOT_EXIST);
  return makeProductOfFood(context.db, context.userUuid, product);
}
