import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { insertExpiredToken, insertIdleToken, insertRevokedToken } from '../testing/dead-tokens';
import { setupTestApp } from '../testing/harness';
import { snapshotUsers } from '../testing/owner-snapshot';
import { exampleOf, type RouteExample, ROUTE_EXAMPLES, sendRequest } from '../testing/route-examples';
import {
  appWithRouteTable,
  documentedAsAuthenticated,
  documentedSuccess,
  registeredRoute,
  type RegisteredRoute,
  type RouteKey,
} from '../testing/route-table';
import { INTRUDER_PRODUCT, ownerSecrets, seedOwner, type SeededOwner } from '../testing/seeded-owner';
import { API_KEY_HEADER } from './authenticate';
import { OPENAPI_PATH } from './openapi';

/*
 * The authorization matrix: every route the app registers (found with Fastify's onRoute, so routes declared
 * without defineRoute count too) × no token, an unknown, a revoked, an expired and an idle token, another user's token
 * on
 * the owner's rows, and the owner's own token. Each test seeds its own users; the owner's rows are compared
 * before and after every request that must not change them.
 */

const t = setupTestApp();
let app: FastifyInstance;
let routes: Map<RouteKey, RegisteredRoute>;

beforeAll(async () => {
  ({ app, routes } = await appWithRouteTable(t));
});

// The photo route reads a label with OCR: the first photo starts the worker.
jest.setTimeout(60_000);

/** Routes anyone may call: signing in, and the API's description. Every other route needs a valid token. */
const PUBLIC_ROUTES: readonly RouteKey[] = [
  'POST /api/auth/login',
  `GET ${OPENAPI_PATH}`,
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /metrics',
  'POST /backups',
];

const EXAMPLES = Object.entries(ROUTE_EXAMPLES) as [RouteKey, RouteExample][];
const AUTHENTICATED = EXAMPLES.filter(([key]) => !PUBLIC_ROUTES.includes(key));

const routeOf = (key: RouteKey) => registeredRoute(routes, key);

/** The status and, for a problem, its detail (shown when a status is not the expected one). */
function answered(response: LightMyRequestResponse) {
  const problem = String(response.headers['content-type'] ?? '').startsWith('application/problem+json');
  return {
    status: response.statusCode,
    ...(problem ? { detail: response.json().detail, contentType: 'problem' } : {}),
  };
}

const DEAD_TOKENS: [string, (owner: SeededOwner) => Promise<Record<string, string>>][] = [
  ['no token', async () => ({})],
  ['an unknown token', async () => ({ [API_KEY_HEADER]: 'not-a-token-anyone-was-given' })],
  ['a revoked token', async (owner) => ({ [API_KEY_HEADER]: await insertRevokedToken(t.db, owner.uuid) })],
  ['an expired token', async (owner) => ({ [API_KEY_HEADER]: await insertExpiredToken(t.db, owner.uuid) })],
  [
    'an idle token',
    async (owner) => ({ [API_KEY_HEADER]: await insertIdleToken(t.db, owner.uuid, t.app.config.tokenIdleHours) }),
  ],
];

describe('the route table', () => {
  test('every registered route has an example in testing/route-examples.ts', () => {
    const uncovered = [...routes.keys()].filter((key) => !Object.hasOwn(ROUTE_EXAMPLES, key));
    expect(uncovered.map((key) => `new route without coverage: ${key}`)).toEqual([]);
    expect(routes.size).toBeGreaterThanOrEqual(50);
  });

  test('every example names a registered route', () => {
    expect(EXAMPLES.map(([key]) => key).filter((key) => !routes.has(key))).toEqual([]);
  });

  test('the OpenAPI document asks for the API key on every route but the public ones', () => {
    const documentedPublic = [...routes.values()]
      .filter((route) => !documentedAsAuthenticated(route))
      .map((route) => route.key);
    expect(documentedPublic.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });
});

describe.each(PUBLIC_ROUTES.map((key) => [key]))('%s (public)', (key) => {
  test('answers its documented success status without a token', async () => {
    const route = routeOf(key);
    const owner = await seedOwner(t);
    const example = exampleOf(key);
    const response = await sendRequest(app, route.method, example.request(owner));
    if (example.owner)
      expect(answered(response)).toMatchObject({ status: example.owner.status, contentType: 'problem' });
    else expect(answered(response)).toEqual({ status: documentedSuccess(route) });
  });
});

describe.each(AUTHENTICATED)('%s', (key, example) => {
  test.each(DEAD_TOKENS)('answers 401 with %s and changes nothing', async (_name, headersOf) => {
    const route = routeOf(key);
    const owner = await seedOwner(t);
    const headers = await headersOf(owner);
    const before = await snapshotUsers(t.db, [owner.uuid]);
    const response = await sendRequest(app, route.method, example.request(owner), headers);
    expect(answered(response)).toMatchObject({ status: 401, contentType: 'problem' });
    expect(await snapshotUsers(t.db, [owner.uuid])).toEqual(before);
  });

  test("answers another user's token on the owner's rows without showing or changing any of them", async () => {
    const route = routeOf(key);
    const owner = await seedOwner(t);
    const intruder = await seedOwner(t, INTRUDER_PRODUCT);
    const expected = example.otherUser?.status ?? (route.url.includes('/:') ? 404 : documentedSuccess(route));
    const before = await snapshotUsers(t.db, [owner.uuid]);
    const response = await sendRequest(app, route.method, example.request(owner), intruder.headers);
    expect(answered(response)).toMatchObject({ status: expected });
    for (const secret of ownerSecrets(owner)) expect(response.body).not.toContain(secret);
    expect(await snapshotUsers(t.db, [owner.uuid])).toEqual(before);
  });

  test("answers the owner's token with the documented success status", async () => {
    const route = routeOf(key);
    const owner = await seedOwner(t);
    const response = await sendRequest(app, route.method, example.request(owner), owner.headers);
    if (example.owner)
      expect(answered(response)).toMatchObject({ status: example.owner.status, contentType: 'problem' });
    else expect(answered(response)).toEqual({ status: documentedSuccess(route) });
  });
});
