import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFixture } from '../../barcodes/testing/off-fixtures';

/*
 * A stand-in for Open Food Facts' text search on 127.0.0.1, built from the recorded product responses in
 * shared/data/off-fixtures: GET /cgi/search.pl?search_terms=…&page_size=N&page=P answers what the test set for those
 * terms, in the search shape { count, page, page_count, page_size, skip, products }, or a failure. Terms without an
 * answer find nothing. GET /api/v2/product/<barcode>.json answers the recorded product of that barcode, else 404.
 */

export type SearchAnswer =
  /** These products (OFF product objects), paged as OFF pages them; `count` defaults to their number. */
  | { products: Record<string, unknown>[]; count?: number }
  | { status: number; body?: string }
  | { malformed: string }
  /** Never answers. */
  | { hang: true };

export interface FakeOffSearch {
  url: string;
  requests: { url: URL; headers: http.IncomingHttpHeaders }[];
  /** The search requests for these terms. */
  searches(terms: string): URL[];
  answer(terms: string, answer: SearchAnswer): void;
  reset(): void;
  close(): Promise<void>;
}

const productOf = (file: string) =>
  (JSON.parse(readFixture(file).toString('utf8')) as { product: Record<string, unknown> }).product;

/**
 * Recorded products: Nutella 400 g, Fanta Orange 33 cl (a beverage, kJ only), and Coca-Cola 0.5 l from a recorded
 * search answer.
 */
export const RECORDED = {
  nutella: () => productOf('3017620422003.json'),
  fanta: () => productOf('5449000011527.json'),
  cocaCola: () =>
    (
      JSON.parse(readFixture('54491472_search-response-trimmed.json').toString('utf8')) as {
        products: Record<string, unknown>[];
      }
    ).products[0]!,
};

const PRODUCT_FILES: Record<string, string> = {
  '3017620422003': '3017620422003.json',
  '5449000011527': '5449000011527.json',
};

export async function startFakeOffSearch(): Promise<FakeOffSearch> {
  const answers = new Map<string, SearchAnswer>();
  const requests: FakeOffSearch['requests'] = [];

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ url, headers: request.headers });
    const json = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    const barcode = /^\/api\/v2\/product\/(\d+)\.json$/.exec(url.pathname)?.[1];
    if (barcode !== undefined) {
      const file = PRODUCT_FILES[barcode];
      return file
        ? json(200, readFixture(file).toString('utf8'))
        : json(404, readFixture('not-found_v2_12345678.json').toString('utf8'));
    }
    if (url.pathname !== '/cgi/search.pl') return json(404, '{}');
    const answer = answers.get(url.searchParams.get('search_terms') ?? '') ?? { products: [] };
    if ('hang' in answer) return;
    if ('malformed' in answer) return json(200, answer.malformed);
    if ('status' in answer) return json(answer.status, answer.body ?? '{"error":"server error"}');
    const pageSize = Number(url.searchParams.get('page_size') ?? 24);
    const page = Number(url.searchParams.get('page') ?? 1);
    const skip = (page - 1) * pageSize;
    const count = answer.count ?? answer.products.length;
    // Like Open Food Facts, only the fields asked for.
    const fields = url.searchParams.get('fields')?.split(',');
    const only = (product: Record<string, unknown>) =>
      fields
        ? Object.fromEntries(fields.flatMap((field) => (field in product ? [[field, product[field]]] : [])))
        : product;
    const products = answer.products.slice(skip, skip + pageSize).map(only);
    json(
      200,
      JSON.stringify({ count, page, page_count: Math.ceil(count / pageSize), page_size: pageSize, skip, products }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    searches: (terms) =>
      requests
        .filter(({ url }) => url.pathname === '/cgi/search.pl' && url.searchParams.get('search_terms') === terms)
        .map(({ url }) => url),
    answer: (terms, answer) => void answers.set(terms, answer),
    reset: () => {
      answers.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
