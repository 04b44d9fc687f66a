import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type * as v from 'valibot';
import { MEDIA_TYPES } from '@nutrilog/shared/domain';
import { problemSchema } from '@nutrilog/shared/schemas';
import { API_KEY_SECURITY_SCHEME, authenticate, type AuthenticatedUser } from './authenticate';
import { claimIdempotencyKey, keepIdempotentAnswer } from './idempotency/hooks';
import { requestJsonSchema, responseJsonSchema } from './json-schema';
import { acceptedBodyMediaTypes, requireBodyMediaType } from './media-types';
import {
  authenticatedCachedAnswerHook,
  type CacheVary,
  invalidateCachedAnswers,
  storeCachedAnswer,
} from './response-cache';

type Schema = v.GenericSchema;
type Output<T> = T extends Schema ? v.InferOutput<T> : undefined;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a handler receives: validated, typed request parts and, on authenticated routes, the user. */
export interface RouteContext<TBody, TQuery, TParams, TAuth extends boolean> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: Output<TBody>;
  query: Output<TQuery>;
  params: Output<TParams>;
  user: TAuth extends false ? null : AuthenticatedUser;
  /** Answers the route's `otherStatus` instead of its `status` (same body). */
  answerOtherStatus: () => void;
}

export interface RouteDefinition<
  TBody extends Schema | undefined,
  TQuery extends Schema | undefined,
  TParams extends Schema | undefined,
  TResponse extends Schema | null,
  TAuth extends boolean,
> {
  method: Method;
  url: string;
  tags: string[];
  summary: string;
  description?: string;
  /** Requires a valid X-API-KEY (default true). */
  auth?: TAuth;
  /** valibot schema of the body; POST/PUT then accept ld+json or json, PATCH merge-patch+json (else 415). */
  body?: TBody;
  /** The body as the OpenAPI document shows it, when `body` starts with a check that JSON Schema cannot say. */
  documentedBody?: Schema;
  /** Media types the body may have instead of the JSON ones (a parser for them must be registered, e.g. text/csv). */
  bodyMediaTypes?: readonly string[];
  /** Largest body in bytes (default Fastify's 1 MiB); a larger one answers 413. */
  bodyLimit?: number;
  /** valibot schema of the query string; spread `paginationQueryEntries` into it for collections. */
  querystring?: TQuery;
  /** valibot schema of the path parameters; a value that does not fit answers 404. */
  params?: TParams;
  /** valibot schema of the success body, or null for 204 No Content. */
  response: TResponse;
  /** Success status when there is a body (default 200). */
  status?: 200 | 201 | 202;
  /**
   * A second status with the same body, chosen by the handler with `answerOtherStatus()`: e.g. 201 when a request
   * made something and 200 when it found what an earlier one made, or 503 when a readiness check says what is missing.
   */
  otherStatus?: 200 | 201 | 503;
  /** Media type of the success body (default application/ld+json). */
  mediaType?: string;
  /** Further problem statuses the handler may answer, for the OpenAPI document (e.g. 404, 429). */
  errors?: number[];
  /**
   * Authenticated GET routes keep their answers per user until the user's next write (http/response-cache.ts).
   * `false` for answers that depend on more than the user's rows and the URL; `{ vary }` for those that also
   * read a clock (clockMinute).
   */
  cache?: false | { vary: CacheVary };
  handler: (
    context: RouteContext<TBody, TQuery, TParams, TAuth>,
  ) => Promise<TResponse extends Schema ? v.InferInput<TResponse> : void>;
}

const PROBLEM_SCHEMA_ID = 'Problem';

/** Registers the problem body once; every route refers to it (components/schemas/Problem in the OpenAPI document). */
export function registerProblemSchema(app: FastifyInstance): void {
  app.addSchema({ $id: PROBLEM_SCHEMA_ID, ...responseJsonSchema(problemSchema) });
}

/** The OpenAPI response of a problem status; also for routes declared without defineRoute (multipart). */
export function problemResponse(status: number) {
  return {
    description: STATUS_CODES[status] ?? 'Error',
    ...(status === 429
      ? { headers: { 'retry-after': { type: 'integer', description: 'Seconds to wait before trying again.' } } }
      : {}),
    content: { [MEDIA_TYPES.problem]: { schema: { $ref: `${PROBLEM_SCHEMA_ID}#` } } },
  };
}

function problemStatuses(
  definition: RouteDefinition<Schema | undefined, Schema | undefined, Schema | undefined, Schema | null, boolean>,
  auth: boolean,
): number[] {
  const statuses = new Set<number>([500, ...(definition.errors ?? [])]);
  if (auth) statuses.add(401);
  if (definition.params) statuses.add(404);
  if (definition.querystring) statuses.add(422);
  if (definition.body) [400, 415, 422].forEach((status) => statuses.add(status));
  if (definition.bodyLimit !== undefined) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Declares a route from valibot schemas: request validation (422 violations), the JSON Schema for the
 * OpenAPI document and response serialization (undeclared fields never leave), authentication, media
 * type checks, and the documented problem answers. A later resource's route is one call:
 *
 *   defineRoute(app, { method: 'GET', url: '/api/products/:uuid', tags: ['Products'], summary: 'A product',
 *     params: uuidParamsSchema, response: productSchema,
 *     handler: async ({ user, params }) => toProduct((await findProduct(app.db, user.uuid, params.uuid)) ??
 * throwNotFound()) });
 */
export function defineRoute<
  TBody extends Schema | undefined = undefined,
  TQuery extends Schema | undefined = undefined,
  TParams extends Schema | undefined = undefined,
  TResponse extends Schema | null = null,
  TAuth extends boolean = true,
>(app: FastifyInstance, definition: RouteDefinition<TBody, TQuery, TParams, TResponse, TAuth>): void {
  const auth = definition.auth ?? true;
  const { body, querystring, params, response } = definition;
  const mediaType = definition.mediaType ?? MEDIA_TYPES.ldJson;
  const status = response === null ? 204 : (definition.status ?? 200);
  const bodyMediaTypes = body ? (definition.bodyMediaTypes ?? acceptedBodyMediaTypes(definition.method)) : undefined;
  const cacheable = auth && definition.method === 'GET' && definition.cache !== false;
  const onRequest: onRequestHookHandler[] = [];
  // One hook for both on kept reads: each hook costs a turn of the hook runner on the hottest path.
  if (cacheable) onRequest.push(authenticatedCachedAnswerHook(definition.cache ? definition.cache.vary : undefined));
  else if (auth) onRequest.push(authenticate);
  if (bodyMediaTypes) onRequest.push(requireBodyMediaType(bodyMediaTypes));
  const authenticatedWrite = auth && definition.method !== 'GET';
  const onSend = cacheable
    ? [storeCachedAnswer]
    : authenticatedWrite
      ? [invalidateCachedAnswers, keepIdempotentAnswer]
      : [];
  // After authentication and validation: the key belongs to the user, and the request it names is the validated one.
  const preHandler = authenticatedWrite ? [claimIdempotencyKey] : [];

  const success =
    response === null
      ? { description: STATUS_CODES[204], type: 'null' }
      : { description: STATUS_CODES[status], content: { [mediaType]: { schema: responseJsonSchema(response) } } };

  app.route({
    method: definition.method,
    url: definition.url,
    schema: {
      tags: definition.tags,
      summary: definition.summary,
      ...(definition.description ? { description: definition.description } : {}),
      security: auth ? [{ [API_KEY_SECURITY_SCHEME]: [] }] : [],
      ...(body ? { body: requestJsonSchema(body, definition.documentedBody), consumes: bodyMediaTypes } : {}),
      ...(querystring ? { querystring: requestJsonSchema(querystring) } : {}),
      ...(params ? { params: requestJsonSchema(params) } : {}),
      response: {
        [status]: success,
        ...(definition.otherStatus === undefined || response === null
          ? {}
          : { [definition.otherStatus]: { ...success, description: STATUS_CODES[definition.otherStatus] } }),
        ...Object.fromEntries(problemStatuses(definition, auth).map((code) => [code, problemResponse(code)])),
      },
    },
    ...(definition.bodyLimit === undefined ? {} : { bodyLimit: definition.bodyLimit }),
    onRequest,
    preHandler,
    onSend,
    handler: async (request, reply) => {
      // The validator compiler has replaced each part by its valibot output (see http/validation.ts).
      let answered = status;
      const result = await definition.handler({
        request,
        reply,
        body: request.body as Output<TBody>,
        query: request.query as Output<TQuery>,
        params: request.params as Output<TParams>,
        user: request.user as RouteContext<TBody, TQuery, TParams, TAuth>['user'],
        answerOtherStatus: () => {
          answered = definition.otherStatus ?? status;
        },
      });
      if (response === null) return reply.code(204).send();
      return reply.code(answered).type(mediaType).send(result);
    },
  });
}
