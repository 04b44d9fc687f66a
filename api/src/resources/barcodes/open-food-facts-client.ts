import { fetchFailureReason } from '../../http/fetch-failure';
import type { LookupFields } from './lookup-result';
import { readProductResponse } from './open-food-facts-mapping';

export interface OpenFoodFactsClientOptions {
  /** Base URL without a trailing slash, e.g. https://world.openfoodfacts.org */
  baseUrl: string;
  timeoutMs: number;
  userAgent: string;
}

/** What Open Food Facts said about a barcode; `unavailable` covers every failure (its reason is for the log only). */
export type OpenFoodFactsAnswer =
  { kind: 'found'; fields: LookupFields } | { kind: 'not_found' } | { kind: 'unavailable'; reason: string };

/** A product response is a few hundred kB at most; a larger body is not one. */
const MAX_BODY_BYTES = 5 * 1024 * 1024;

/**
 * Only what the mapping reads (Open Food Facts asks clients to limit fields). Names in a few widespread
 * languages stand in when a product has none in its main language.
 */
const PRODUCT_FIELDS = [
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
  ...['en', 'nl', 'fr', 'de', 'es', 'it'].flatMap((language) => [
    `product_name_${language}`,
    `generic_name_${language}`,
  ]),
].join(',');

export const productUrl = (baseUrl: string, barcode: string) =>
  `${baseUrl}/api/v2/product/${encodeURIComponent(barcode)}.json?fields=${PRODUCT_FIELDS}`;

/** A body the client refuses to read (too large); its message is the reason logged. */
export class UnavailableError extends Error {}

/** The body as text: UTF-8, or Latin-1 when the bytes are not valid UTF-8 (older records are). */
export function decodeBody(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

/** The body's bytes, at most MAX_BODY_BYTES (else UnavailableError). */
export async function readBody(response: Response): Promise<Uint8Array> {
  if (Number(response.headers.get('content-length')) > MAX_BODY_BYTES) throw new UnavailableError('response too large');
  if (response.body === null) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) throw new UnavailableError('response too large'); // leaving the loop cancels the stream
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * GET {baseUrl}/api/v2/product/{barcode}.json. HTTP 404 and "not found" bodies are `not_found`; a network
 * error, a timeout (headers and body), another non-2xx status, invalid JSON or an unusable body is `unavailable`.
 */
export async function fetchOpenFoodFactsProduct(
  options: OpenFoodFactsClientOptions,
  barcode: string,
): Promise<OpenFoodFactsAnswer> {
  let body: Uint8Array;
  try {
    const response = await fetch(productUrl(options.baseUrl, barcode), {
      headers: { 'user-agent': options.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return response.status === 404
        ? { kind: 'not_found' }
        : { kind: 'unavailable', reason: `HTTP ${response.status}` };
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
  const reading = readProductResponse(payload);
  return reading.kind === 'unusable' ? { kind: 'unavailable', reason: 'unexpected response shape' } : reading;
}
