// A stand-in for the Open Food Facts product API during the e2e run: it answers the real recorded responses of
// ../shared/data/off-fixtures (never copied into the repository) at the API's path /api/v2/product/<code>.json.
// Unknown codes answer the real "product not found" body.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ROOT } from './stack';

/** The reference data folder beside the project: NUTRILOG_SHARED_DATA, else `<ancestor>/shared/data`. */
export function referenceDataDir(): string {
  const fromEnv = process.env.NUTRILOG_SHARED_DATA;
  if (fromEnv) return fromEnv;
  for (let dir = ROOT; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'data');
    if (fs.existsSync(path.join(candidate, 'off-fixtures'))) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(
    'The reference data (shared/data/off-fixtures) was not found beside the project; set NUTRILOG_SHARED_DATA.',
  );
}

/** Barcodes the stand-in knows, by the fixture file that answers them. */
const FIXTURES: Record<string, string> = {
  '3017620422003': '3017620422003.json',
  '5449000011527': '5449000011527.json',
};

export async function startOpenFoodFactsFixtures(): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = path.join(referenceDataDir(), 'off-fixtures');
  const notFound = fs.readFileSync(path.join(dir, 'not-found_v2_12345678.json'));
  const server = http.createServer((request, response) => {
    const code = /^\/api\/v2\/product\/(\d+)\.json/.exec(request.url ?? '')?.[1];
    const file = code ? FIXTURES[code] : undefined;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(file ? fs.readFileSync(path.join(dir, file)) : notFound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
