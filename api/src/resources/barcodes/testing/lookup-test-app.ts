import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BarcodeLookupConfig } from '../../../config';
import { setupTestApp, type TestApp } from '../../../testing/harness';
import { type FakeOpenFoodFacts, startFakeOpenFoodFacts } from './fake-open-food-facts';

export const TEST_USER_AGENT = 'Nutrilog-tests/1.0 (barcode lookup)';

export interface LookupTestApp {
  t: TestApp;
  /** The Open Food Facts stand-in, reset before each test. */
  readonly off: FakeOpenFoodFacts;
  /** An app whose barcode lookups go to `off`. */
  readonly app: FastifyInstance;
  /** Another app over the same database, with other lookup settings. */
  buildApp(lookup: Partial<BarcodeLookupConfig>): Promise<FastifyInstance>;
  /** GET /api/products/from_barcode?barcode=… on `app` (or `target`). */
  lookUp(barcode: string, headers?: Record<string, string>, target?: FastifyInstance): Promise<LightMyRequestResponse>;
}

/** The test harness of a barcode lookup test file: a test app plus an Open Food Facts stand-in it talks to. */
export function setupLookupTestApp(): LookupTestApp {
  const t = setupTestApp();
  let off: FakeOpenFoodFacts | undefined;
  let app: FastifyInstance | undefined;
  const config = (lookup: Partial<BarcodeLookupConfig> = {}): BarcodeLookupConfig => ({
    openFoodFactsUrl: off!.url,
    openFoodFactsTimeoutMs: 2000,
    openFoodFactsUserAgent: TEST_USER_AGENT,
    cacheDays: 30,
    ...lookup,
  });

  beforeAll(async () => {
    off = await startFakeOpenFoodFacts();
    app = await t.buildApp({ barcodeLookup: config() });
  });
  beforeEach(() => off!.reset());
  afterAll(async () => off?.close());

  const harness: LookupTestApp = {
    t,
    get off() {
      return off!;
    },
    get app() {
      return app!;
    },
    buildApp: (lookup) => t.buildApp({ barcodeLookup: config(lookup) }),
    lookUp: (barcode, headers = {}, target = harness.app) =>
      target.inject({
        method: 'GET',
        url: `/api/products/from_barcode?barcode=${encodeURIComponent(barcode)}`,
        headers,
      }),
  };
  return harness;
}
