import { fetchFailureReason } from '../../http/fetch-failure';
import type { LookupFields } from '../barcodes/lookup-result';
import type { OpenFoodFactsClientOptions } from '../barcodes/open-food-facts-client';
import { decodeBody, readBody } from '../barcodes/open-food-facts-client';
import { mapProduct, toNumber } from '../barcodes/open-food-facts-mapping';

/*
 * Open Food Facts' text search (API v1): GET
 * {base}/cgi/search.pl?search_terms=…&search_simple=1&json=1&page_size=N&page=P
 * answers { count, page, page_count, page_size, skip, products: [...] }, each product in the shape of the barcode
 * answers, so the barcode mapping (mapProduct) reads them.
 */

/**
 * One product of a search answer: its barcode, its name without the brand, the brand, and what a barcode lookup maps.
 */
export interface OffSearchHit {
  code: string;
  name: string;
  brand: string | null;
  fields: LookupFields;
}

/** One page of a search: OFF's count of every match, and the usable products of the page in OFF's order. */
export interface OffSearchPage {
  count: number;
  products: OffSearchHit[];
}

export type OffSearchAnswer = { kind: 'found'; page: OffSearchPage } | { kind: 'unavailable'; reason: string };

/** Only what the mapping reads. */
const SEARCH_FIELDS = [
  'code',
  'lc',
  'product_name',
  'generic_name',
  'brands',
  'nutriments',
  'nutrition_data_per',
  'categories_tags',
  'quantity',
  'product_quantity_unit',
  'serving_quantity',
  'serving_size',
  'product_name_en',
  'product_name_nl',
].join(',');

export const searchUrl = (baseUrl: string, terms: string, page: number, pageSize: number) =>
  `${baseUrl}/cgi/search.pl?search_terms=${encodeURIComponent(terms)}&search_simple=1&action=process&json=1` +
  `&page_size=${pageSize}&page=${page}&fields=${SEARCH_FIELDS}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A barcode as products store it: 4 to 32 digits, a 12-digit UPC-A as its 13-digit EAN form; else null. */
export function normalizedCode(value: unknown): string | null {
  const code =
    typeof value === 'string'
      ? value.trim()
      : typeof value === 'number' && Number.isInteger(value)
        ? String(value)
        : '';
  if (!/^\d{4,32}$/.test(code)) return null;
  return code.length === 12 ? `0${code}` : code;
}

function searchHit(product: unknown): OffSearchHit | null {
  if (!isRecord(product)) return null;
  const code = normalizedCode(product.code);
  const fields = code === null ? null : mapProduct(product);
  if (code === null || fields === null) return null;
  const brand =
    typeof product.brands === 'string' ? (product.brands.split(',')[0]?.replace(/\s+/g, ' ').trim() ?? '') : '';
  const suffix = ` (${brand})`;
  const name = brand !== '' && fields.name.endsWith(suffix) ? fields.name.slice(0, -suffix.length) : fields.name;
  return { code, name, brand: brand === '' ? null : brand, fields };
}

/**
 * Reads a search answer; null when it is not one (no count or no product list). Products without a barcode, name or
 * energy are left out.
 */
export function readSearchResponse(payload: unknown): OffSearchPage | null {
  if (!isRecord(payload) || !Array.isArray(payload.products)) return null;
  const count = toNumber(payload.count);
  if (count === null || !Number.isInteger(count)) return null;
  return { count, products: payload.products.map(searchHit).filter((hit): hit is OffSearchHit => hit !== null) };
}

/**
 * One page of the search; a network error, a timeout (headers and body), a non-2xx status or a body that is not a
 * search answer is `unavailable`.
 */
export async function searchOpenFoodFacts(
  options: OpenFoodFactsClientOptions,
  terms: string,
  page: number,
  pageSize: number,
): Promise<OffSearchAnswer> {
  let body: Uint8Array;
  try {
    const response = await fetch(searchUrl(options.baseUrl, terms, page, pageSize), {
      headers: { 'user-agent': options.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { kind: 'unavailable', reason: `HTTP ${response.status}` };
    }
    body = await readBody(response);
  } catch (error) {
    return { kind: 'unavailable', reason: fetchFailureReason(error, options.timeoutMs) };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBody(body));
  } catch {
    return { kind: 'unavailable', reason: 'invalid JSON' };
  }
  const read = readSearchResponse(payload);
  return read === null ? { kind: 'unavailable', reason: 'unexpected response shape' } : { kind: 'found', page: read };
}
