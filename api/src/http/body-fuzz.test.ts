import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { multipartBody } from '../resources/image-inferences/testing/multipart-body';
import {
  bodiesFor,
  type CsvBody,
  csvBodiesFor,
  type FuzzBody,
  multipartPartsFor,
  type PartSpec,
  type SchemaNode,
} from '../testing/body-arbitraries';
import { insertProduct, UNKNOWN_UUID } from '../testing/fixtures';
import { setupTestApp } from '../testing/harness';
import { snapshotUsers } from '../testing/owner-snapshot';
import { exampleOf, type ExampleRequest, ROUTE_EXAMPLES, sendRequest } from '../testing/route-examples';
import { appWithRouteTable, registeredRoute, type RegisteredRoute, type RouteKey } from '../testing/route-table';
import { INTRUDER_PRODUCT, ownerIris, ownerSecrets, seedOwner, type SeededOwner } from '../testing/seeded-owner';
import { valibotSourceOf } from './json-schema';
import { acceptedBodyMediaTypes } from './media-types';

/*
 * Property-based fuzzing of every route that takes a body, derived from the body's JSON Schema (the one the
 * OpenAPI document shows): values of the right types close to the limits, hostile values (wrong types, huge
 * numbers, 'NaN' and 'Infinity' strings, 100k-character strings, NUL, lone surrogates, RTL text, deep nesting,
 * unknown fields), mutations of the route's valid example, and text that is not JSON. Whatever comes in:
 * - never a 5xx; every 4xx is a problem (application/problem+json), and a 422 with violations when the body's
 *   shape is wrong (the route's own valibot schema says so);
 * - after a 4xx nothing changed (the owner's and another user's rows, compared whole);
 * - after a 2xx the answered resource reads back the same, and another user's rows are untouched and unseen.
 * FUZZ_RUNS=<n> runs more bodies per route; FUZZ_SEED=<seed> replays the seed fast-check printed on a failure.
 */

const t = setupTestApp();
let app: FastifyInstance;
let routes: Map<RouteKey, RegisteredRoute>;

beforeAll(async () => {
  ({ app, routes } = await appWithRouteTable(t));
});

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
/** Each well-formed login body runs scrypt (about a second here), so login gets fewer. */
const RUNS_OF: Partial<Record<RouteKey, number>> = { 'POST /api/auth/login': Math.ceil(RUNS / 3) };

/** Fastify's default body limit (1 MiB): a larger body is a 413 whatever it holds. */
const BODY_LIMIT = 1_048_576;

/** Write routes that take no body; every other POST, PUT and PATCH route is fuzzed. */
const BODILESS_WRITES: readonly RouteKey[] = ['POST /api/auth/logout', 'POST /backups'];
const FUZZED = (Object.keys(ROUTE_EXAMPLES) as RouteKey[]).filter(
  (key) => /^(POST|PUT|PATCH) /.test(key) && !BODILESS_WRITES.includes(key),
);

const routeOf = (key: RouteKey) => registeredRoute(routes, key);

/** Strings worth trying where a string goes: the owner's and the other user's IRIs, and near misses of them. */
async function knownStrings(owner: SeededOwner, intruder: SeededOwner): Promise<string[]> {
  const deleted = await insertProduct(t.db, owner.uuid, { name: 'Deleted', deleted_at: new Date() });
  const own = ownerIris(owner);
  return [
    ...Object.values(own),
    ...Object.values(ownerIris(intruder)),
    own.product.toUpperCase(),
    `${own.product}/`,
    ` ${own.product}`,
    `/api/recipes/${owner.rows.product}`,
    `/api/products/${owner.rows.recipe}`,
    `/api/products/${deleted.uuid}`,
    `/api/products/${UNKNOWN_UUID}`,
    owner.rows.product,
    'en-GB',
    'nl-NL',
    'nl-nl',
  ];
}

type Sent = { request: ExampleRequest; parsed: { json: unknown } | 'not JSON' };

function toRequest(method: string, url: string, body: FuzzBody | CsvBody | PartSpec[]): Sent {
  if ('csv' in body)
    return {
      request: { url, raw: { payload: Buffer.from(body.csv), headers: { 'content-type': 'text/csv' } } },
      parsed: 'not JSON',
    };
  if (Array.isArray(body)) {
    const parts = body.map((part) => ({ ...part, content: Buffer.from(part.content) }));
    return { request: { url, raw: multipartBody(parts) }, parsed: 'not JSON' };
  }
  if ('json' in body)
    return { request: { url, body: body.json }, parsed: { json: JSON.parse(JSON.stringify(body.json) ?? 'null') } };
  // An empty body is no body; other text is parsed as the server would.
  const raw = {
    payload: Buffer.from(body.text),
    headers: { 'content-type': acceptedBodyMediaTypes(method as HTTPMethods)[0]! },
  };
  if (body.text === '') return { request: { url, raw }, parsed: { json: null } };
  try {
    return { request: { url, raw }, parsed: { json: JSON.parse(body.text) } };
  } catch {
    return { request: { url, raw }, parsed: 'not JSON' };
  }
}

const payloadOf = (sent: Sent) => sent.request.raw?.payload.toString('utf8') ?? JSON.stringify(sent.request.body) ?? '';

function describeAnswer(response: LightMyRequestResponse, sent: Sent): string {
  return `${response.statusCode} ${response.body.slice(0, 300)} for ${payloadOf(sent).slice(0, 300)}`;
}

/** Fails the property with what was sent and answered (fast-check adds the seed and the shrunk body). */
function must(condition: boolean, problem: string, response: LightMyRequestResponse, sent: Sent): void {
  if (!condition) throw new Error(`${problem}: ${describeAnswer(response, sent)}`);
}

function expectProblem(response: LightMyRequestResponse, sent: Sent) {
  const problem = response.json();
  must(
    /^application\/problem\+json/.test(String(response.headers['content-type'] ?? '')),
    'not a problem',
    response,
    sent,
  );
  must(
    problem.status === response.statusCode && typeof problem.detail === 'string',
    'a problem with another status or no detail',
    response,
    sent,
  );
  if (response.statusCode !== 422) return;
  const violations: unknown = problem.violations;
  const wellFormed = (violation: { propertyPath?: unknown; message?: unknown }) =>
    typeof violation.propertyPath === 'string' && typeof violation.message === 'string';
  must(
    Array.isArray(violations) && violations.length > 0 && violations.every(wellFormed),
    'a 422 without violations',
    response,
    sent,
  );
}

/** A 2xx answer names what it wrote: reading it back answers the same (and a new token works). */
async function expectReadableBack(response: LightMyRequestResponse, owner: SeededOwner) {
  const answer = response.json();
  if (typeof answer['@id'] === 'string') {
    const read = await app.inject({ method: 'GET', url: answer['@id'], headers: owner.headers });
    expect({ status: read.statusCode, body: read.json() }).toEqual({ status: 200, body: answer });
  } else if (typeof answer.accessToken === 'string') {
    const profile = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { 'x-api-key': answer.accessToken },
    });
    expect(profile.statusCode).toBe(200);
  }
}

describe('fuzzed bodies', () => {
  test('every registered route with a body is fuzzed, and the bodiless ones are known', () => {
    const withBody = [...routes.values()].filter((route) => route.schema.body !== undefined).map((route) => route.key);
    expect(withBody.sort()).toEqual([...FUZZED].sort());
    const bodilessWrites = [...routes.values()].filter(
      (route) => /^(POST|PUT|PATCH)$/.test(route.method) && route.schema.body === undefined,
    );
    expect(bodilessWrites.map((route) => route.key).sort()).toEqual([...BODILESS_WRITES].sort());
  });

  test.each(FUZZED.map((key) => [key]))(
    '%s: 4xx problems and no partial writes, never a 5xx',
    async (key) => {
      const route = routeOf(key);
      const owner = await seedOwner(t);
      const intruder = await seedOwner(t, INTRUDER_PRODUCT);
      const example = exampleOf(key).request(owner);
      const schema = route.schema.body as SchemaNode;
      const valibot = valibotSourceOf(route.schema.body);
      const known = await knownStrings(owner, intruder);
      const csv =
        example.raw?.headers['content-type'] === 'text/csv' ? example.raw.payload.toString('utf8') : undefined;
      const bodies: fc.Arbitrary<FuzzBody | CsvBody | PartSpec[]> =
        csv !== undefined
          ? csvBodiesFor(csv)
          : example.raw
            ? fc.oneof(multipartPartsFor(schema), bodiesFor({ type: 'object' }, {}, known))
            : bodiesFor(schema, example.body, known);
      const intruderSecrets = ownerSecrets(intruder);
      // An uuid the owner sent (in this or an earlier body) may come back as text, a name; any other is another user's
      // row.
      const sentSecrets = new Set<string>();

      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const sent = toRequest(route.method, example.url, body);
          const ownerBefore = await snapshotUsers(t.db, [owner.uuid]);
          const intruderBefore = await snapshotUsers(t.db, [intruder.uuid]);
          const response = await sendRequest(app, route.method, sent.request, owner.headers);
          const status = response.statusCode;
          must(status >= 200 && status < 500, 'not a 2xx or 4xx', response, sent);
          const payload = payloadOf(sent);
          for (const secret of intruderSecrets) if (payload.includes(secret)) sentSecrets.add(secret);
          const leaked = intruderSecrets.filter((secret) => response.body.includes(secret) && !sentSecrets.has(secret));
          must(leaked.length === 0, "another user's row in the answer", response, sent);

          // What the route's own schema says of the body (the API validates a missing body as {}).
          const shapeOk =
            valibot !== undefined && sent.parsed !== 'not JSON' && v.safeParse(valibot, sent.parsed.json ?? {}).success;
          if (status >= 400) {
            expectProblem(response, sent);
            if (Buffer.byteLength(payload) > (route.bodyLimit ?? BODY_LIMIT))
              must(status === 413, 'a body over the limit not a 413', response, sent);
            else if (sent.parsed === 'not JSON' && !example.raw)
              must(status === 400, 'malformed JSON not a 400', response, sent);
            else if (valibot !== undefined && sent.parsed !== 'not JSON' && !shapeOk) {
              // secure-json-parse refuses prototype poisoning (__proto__, constructor.prototype) with a 400 before
              // validation.
              const poisoned = /"(__proto__|constructor)"/.test(payload);
              must(
                status === 422 || (poisoned && status === 400),
                'a body of the wrong shape not a 422',
                response,
                sent,
              );
            }
            expect(await snapshotUsers(t.db, [owner.uuid])).toEqual(ownerBefore);
          } else {
            // (A photo has no valibot schema: what its OCR reads decides.)
            must(shapeOk || example.raw !== undefined, "a 2xx for a body the route's schema refuses", response, sent);
            await expectReadableBack(response, owner);
          }
          expect(await snapshotUsers(t.db, [intruder.uuid])).toEqual(intruderBefore);
        }),
        { numRuns: RUNS_OF[key] ?? RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    },
    120_000,
  );
});
