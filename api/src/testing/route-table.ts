import type { FastifyInstance, RouteOptions } from 'fastify';
import type { TestApp } from './harness';

/** `METHOD /url` as the route was declared, e.g. `GET /api/products/:uuid`. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${'api/' | 'metrics' | 'backups'}${string}`;

export interface RouteSchema {
  body?: unknown;
  /** The query string's JSON Schema, as the OpenAPI document shows it. */
  querystring?: { properties?: Record<string, unknown> };
  security?: unknown[];
  response?: Record<string, unknown>;
}

export interface RegisteredRoute {
  key: RouteKey;
  method: string;
  url: string;
  schema: RouteSchema;
  /** The route's own body limit, when it sets one (else the server's). */
  bodyLimit: number | undefined;
}

export const routeKey = (method: string, url: string) => `${method} ${url}` as RouteKey;

/**
 * A test app over the file's database and every route it registered, as Fastify saw them (`onRoute`), whether
 * declared with defineRoute or not. HEAD twins of GET routes are left out.
 */
export async function appWithRouteTable(
  t: TestApp,
): Promise<{ app: FastifyInstance; routes: Map<RouteKey, RegisteredRoute> }> {
  const routes = new Map<RouteKey, RegisteredRoute>();
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const key = routeKey(method, route.url);
      routes.set(key, {
        key,
        method,
        url: route.url,
        schema: (route.schema ?? {}) as RouteSchema,
        bodyLimit: route.bodyLimit,
      });
    }
  };
  const app = await t.buildApp({}, { onRoute });
  await app.ready();
  return { app, routes };
}

/** The registered route of an example's key; an example for a route the app does not register is an error. */
export function registeredRoute(routes: ReadonlyMap<RouteKey, RegisteredRoute>, key: RouteKey): RegisteredRoute {
  const route = routes.get(key);
  if (route === undefined) throw new Error(`${key} has an example, but the app registers no such route.`);
  return route;
}

/** The success status the route documents: its one 2xx response. */
export function documentedSuccess(route: RegisteredRoute): number {
  const statuses = Object.keys(route.schema.response ?? {})
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  // Routes that make something or find what an earlier request made (POST /api/products/from_food) document 201 and
  // 200: the examples of the matrix find (200), so that repeating them changes nothing.
  if (statuses.length === 2 && statuses.includes(200) && statuses.includes(201)) return 200;
  if (statuses.length !== 1)
    throw new Error(
      `${route.key} documents ${statuses.length} success statuses ` +
        `(${statuses.join(', ')}); expected one or 200 and 201.`,
    );
  return statuses[0]!;
}

/** Whether the OpenAPI document says the route needs the API key. */
export const documentedAsAuthenticated = (route: RegisteredRoute) => (route.schema.security ?? []).length > 0;
