import type { FastifyInstance } from 'fastify';

/** GET /api/foods with the query string given (q, page, itemsPerPage). */
export const searchFoodsOn = (
  app: FastifyInstance,
  headers: Record<string, string>,
  query: Record<string, string | number>,
) =>
  app.inject({
    method: 'GET',
    url: '/api/foods',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers,
  });

/** POST /api/products/from_food { food }. */
export const productFromFoodOn = (app: FastifyInstance, headers: Record<string, string>, food: unknown) =>
  app.inject({ method: 'POST', url: '/api/products/from_food', payload: { food } as object, headers });

/** The `source:id` of each member: what a search answered, in order. */
export const memberIds = (body: { member: { '@id': string }[] }) =>
  body.member.map((member) => member['@id'].replace('/api/foods/', ''));
