import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { setupTestApp } from '../testing/harness';
import { snapshotUsers } from '../testing/owner-snapshot';
import { exampleOf, ROUTE_EXAMPLES, sendRequest } from '../testing/route-examples';
import { appWithRouteTable, registeredRoute, type RegisteredRoute, type RouteKey } from '../testing/route-table';
import { INTRUDER_PRODUCT, seedOwner } from '../testing/seeded-owner';

/*
 * Property-based fuzzing of every route's query string, as the bodies are fuzzed (body-fuzz.test.ts): each
 * parameter the route declares (and some it does not) with hostile values: NUL, lone surrogates, broken percent
 * escapes, huge and negative numbers, 'NaN', impossible and far dates, 100k characters, repeated keys and
 * bracketed arrays. Whatever comes in: never a 5xx, every 4xx a problem (a 422 with violations), and nothing
 * written. FUZZ_RUNS=<n> runs more per route; FUZZ_SEED=<seed> replays a failure.
 */

const t = setupTestApp();
let app: FastifyInstance;
let routes: Map<RouteKey, RegisteredRoute>;

beforeAll(async () => {
  ({ app, routes } = await appWithRouteTable(t));
});

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/** Routes that read a query string (the login route's scrypt makes it slow, and it reads none). */
const WITH_QUERY = (Object.keys(ROUTE_EXAMPLES) as RouteKey[]).filter((key) => key !== 'POST /api/auth/login');

/** Raw (already percent-encoded) values: what a hostile or broken client can put after '='. */
const HOSTILE_VALUES = [
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%',
  '%zz',
  '%E2%80%AE',
  '-1',
  '0',
  '1e309',
  '-1e309',
  '99999999999999999999999',
  '9007199254740993',
  '0x10',
  'NaN',
  'Infinity',
  'null',
  'true',
  '2024-13-45',
  '2024-02-30',
  '0000-00-00',
  '99999-01-01',
  '1900-01-01',
  '2024-05-01T25:00:00Z',
  'yesterday',
  'asc',
  'DESC',
  'Europe%2FNowhere',
  '..%2F..%2Fetc%2Fpasswd',
  '%3Cscript%3E',
  'x'.repeat(100_000),
];

function paramsOf(route: RegisteredRoute, exampleQuery: URLSearchParams): string[] {
  const declared = Object.keys(route.schema.querystring?.properties ?? {});
  return [...new Set([...declared, ...exampleQuery.keys(), 'page', 'unknown', 'order[]', 'date[after]'])];
}

/** One query string: some parameters, each once or repeated, with hostile or example values. */
const queriesFor = (names: readonly string[], example: URLSearchParams) => {
  const value = fc.oneof(
    fc.constantFrom(...HOSTILE_VALUES),
    fc.constantFrom(...[...example.values()].map(encodeURIComponent), 'x'),
    fc.string({ maxLength: 20 }).map(encodeURIComponent),
  );
  const pair = fc
    .tuple(fc.constantFrom(...names), value, fc.boolean())
    .map(([name, v, bracketed]) => `${encodeURIComponent(name)}${bracketed ? '%5B%5D' : ''}=${v}`);
  return fc.array(pair, { minLength: 1, maxLength: 6 }).map((pairs) => pairs.join('&'));
};

function mustBeProblem(response: LightMyRequestResponse, sent: string): void {
  const where = `${response.statusCode} ${response.body.slice(0, 300)} for ?${sent.slice(0, 300)}`;
  if (response.statusCode >= 500) throw new Error(`a 5xx: ${where}`);
  if (response.statusCode < 400) return;
  if (!/^application\/problem\+json/.test(String(response.headers['content-type'] ?? '')))
    throw new Error(`not a problem: ${where}`);
  const problem = response.json();
  if (problem.status !== response.statusCode) throw new Error(`a problem of another status: ${where}`);
  const violations: unknown = problem.violations;
  if (response.statusCode === 422 && !(Array.isArray(violations) && violations.length > 0))
    throw new Error(`a 422 without violations: ${where}`);
}

describe('fuzzed query strings', () => {
  test.each(WITH_QUERY.map((key) => [key]))(
    '%s: never a 5xx, 4xx problems, nothing written',
    async (key) => {
      const route = registeredRoute(routes, key);
      const owner = await seedOwner(t);
      const intruder = await seedOwner(t, INTRUDER_PRODUCT);
      const example = exampleOf(key).request(owner);
      const [path, query = ''] = example.url.split('?');
      const exampleQuery = new URLSearchParams(query);
      const isRead = route.method === 'GET';

      await fc.assert(
        fc.asyncProperty(queriesFor(paramsOf(route, exampleQuery), exampleQuery), async (sent) => {
          const before = await snapshotUsers(t.db, [owner.uuid, intruder.uuid]);
          // Writes keep their example body: only the query string is hostile.
          const response = await sendRequest(app, route.method, { ...example, url: `${path}?${sent}` }, owner.headers);
          mustBeProblem(response, sent);
          if (isRead || response.statusCode >= 400)
            expect(await snapshotUsers(t.db, [owner.uuid, intruder.uuid])).toEqual(before);
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    },
    120_000,
  );
});
