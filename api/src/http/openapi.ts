import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { API_KEY_HEADER, API_KEY_SECURITY_SCHEME } from './authenticate';
import { defineRoute } from './route';

export const OPENAPI_PATH = '/api/docs.json';

/** Collects every route's schema into an OpenAPI 3.0 document. Register before the routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Nutrilog API',
        version: '0.1.0',
        description: 'Linked-data JSON resources; errors are application/problem+json. See docs/api.md.',
      },
      components: {
        securitySchemes: { [API_KEY_SECURITY_SCHEME]: { type: 'apiKey', in: 'header', name: API_KEY_HEADER } },
      },
    },
    // Shared schemas (added with app.addSchema) keep their $id as their name under components/schemas.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
}

export function openApiRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: OPENAPI_PATH,
    tags: ['Docs'],
    summary: 'This OpenAPI document',
    auth: false,
    mediaType: 'application/json',
    response: v.record(v.string(), v.unknown()),
    handler: async () => app.swagger() as unknown as Record<string, unknown>,
  });
}
