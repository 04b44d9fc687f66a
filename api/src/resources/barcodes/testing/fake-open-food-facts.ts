import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFixture } from './off-fixtures';

/*
 * A stand-in for the Open Food Facts API, on 127.0.0.1: GET /api/v2/product/<barcode>.json answers what the test
 * set for that barcode (a real recorded response, or a failure); other barcodes answer HTTP 404 with the real
 * "product not found" body, as Open Food Facts does.
 */

export type FakeAnswer =
  | { file: string; status?: number; contentType?: string }
  | { body: string | Buffer; status?: number; contentType?: string }
  /** Sends the headers but never the body. */
  | { hangBody: true }
  /** Never answers at all. */
  | { hang: true };

export interface RecordedRequest {
  url: string;
  headers: http.IncomingHttpHeaders;
}

export interface FakeOpenFoodFacts {
  /** Base URL, as OPEN_FOOD_FACTS_URL takes it. */
  url: string;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** How many requests asked for `barcode`. */
  hits(barcode: string): number;
  /** Answers `barcode` so from now on. */
  answer(barcode: string, answer: FakeAnswer): void;
  /** Forgets the answers and requests. */
  reset(): void;
  close(): Promise<void>;
}

const PRODUCT_PATH = /^\/api\/v2\/product\/(\d+)\.json(\?|$)/;

export async function startFakeOpenFoodFacts(): Promise<FakeOpenFoodFacts> {
  const answers = new Map<string, FakeAnswer>();
  const requests: RecordedRequest[] = [];
  const notFound = readFixture('not-found_v2_12345678.json');

  const server = http.createServer((request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers });
    const barcode = PRODUCT_PATH.exec(request.url ?? '')?.[1];
    const answer: FakeAnswer = (barcode && answers.get(barcode)) || { body: notFound, status: 404 };
    if ('hang' in answer) return;
    if ('hangBody' in answer) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.flushHeaders();
      return;
    }
    const body = 'file' in answer ? readFixture(answer.file) : answer.body;
    response.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'application/json' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    hits: (barcode) => requests.filter((request) => PRODUCT_PATH.exec(request.url)?.[1] === barcode).length,
    answer: (barcode, answer) => void answers.set(barcode, answer),
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

/** A base URL on which nothing listens (connection refused). */
export async function refusedUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
