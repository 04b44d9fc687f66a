import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { MEDIA_TYPES } from '@nutrilog/shared/domain';
import {
  collectionSchema,
  nonNegativeNumber,
  requiredString,
  resourceSchema,
  strictBody,
} from '@nutrilog/shared/schemas';
import { paginate } from '../db/paginate';
import { setupTestApp } from '../testing/harness';
import { iriOf, uuidFromIri } from './iri';
import { collection, paginationQuerySchema, resource, toPagination, uuidParamsSchema } from './linked-data';
import { GENERIC_SERVER_ERROR, notFound } from './problem';
import { defineRoute } from './route';

const t = setupTestApp();

const itemSchema = resourceSchema('TestItem', { uuid: v.string(), email: v.string() });
const toItem = (row: { uuid: string; email: string }) =>
  resource('TestItem', `/api/test_items/${row.uuid}`, { uuid: row.uuid, email: row.email });

/** Routes like a later resource would declare, over the users table. */
function testRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/test_items',
    tags: ['Test'],
    summary: 'List',
    querystring: paginationQuerySchema,
    response: collectionSchema(itemSchema),
    handler: async ({ query, request }) => {
      const pagination = toPagination(query);
      const page = await paginate(
        app.db,
        app.db.selectFrom('users').select(['uuid', 'email']).orderBy('email'),
        pagination,
      );
      return collection({
        request,
        memberType: 'TestItem',
        members: page.rows.map(toItem),
        totalItems: page.totalItems,
        pagination,
      });
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/test_items/:uuid',
    tags: ['Test'],
    summary: 'One',
    params: uuidParamsSchema,
    response: itemSchema,
    handler: async ({ params }) => {
      const row = await app.db
        .selectFrom('users')
        .select(['uuid', 'email'])
        .where('uuid', '=', params.uuid)
        .executeTakeFirst();
      if (!row) throw notFound();
      return { ...toItem(row), secret: 'must not leave' };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/test_items',
    tags: ['Test'],
    summary: 'Create',
    body: strictBody({
      name: requiredString('Name'),
      portions: v.array(strictBody({ name: requiredString('Name'), amount: nonNegativeNumber('Amount') })),
    }),
    response: v.object({ names: v.array(v.string()) }),
    status: 201,
    handler: async ({ body }) => ({ names: [body.name, ...body.portions.map((portion) => portion.name)] }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/boom',
    tags: ['Test'],
    summary: 'Fails',
    auth: false,
    response: v.object({}),
    handler: async () => {
      throw new Error('password=hunter2 at db.internal:5432');
    },
  });
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await t.buildApp();
  testRoutes(app);
});

async function signInWithUsers(count: number) {
  const me = await t.signIn({ email: 'a0@example.test' });
  for (let i = 1; i < count; i += 1) await t.createUser({ email: `a${i}@example.test` });
  return me;
}

describe('collections', () => {
  it('answer the linked-data envelope with 30 items per page by default', async () => {
    const me = await signInWithUsers(3);
    const response = await app.inject({ method: 'GET', url: '/api/test_items', headers: me.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const body = response.json();
    expect(body).toMatchObject({
      '@context': '/api/contexts/TestItem',
      '@id': '/api/test_items',
      '@type': 'Collection',
      totalItems: 3,
      page: 1,
      itemsPerPage: 30,
    });
    expect(body.member.map((item: { email: string }) => item.email)).toEqual([
      'a0@example.test',
      'a1@example.test',
      'a2@example.test',
    ]);
    expect(body.member[0]).toEqual({
      '@context': '/api/contexts/TestItem',
      '@id': `/api/test_items/${me.uuid}`,
      '@type': 'TestItem',
      uuid: me.uuid,
      email: 'a0@example.test',
    });
  });

  it('page with page and itemsPerPage, counting every item', async () => {
    const me = await signInWithUsers(5);
    const response = await app.inject({
      method: 'GET',
      url: '/api/test_items?page=2&itemsPerPage=2',
      headers: me.headers,
    });
    expect(response.json()).toMatchObject({ totalItems: 5, page: 2, itemsPerPage: 2 });
    expect(response.json().member.map((item: { email: string }) => item.email)).toEqual([
      'a2@example.test',
      'a3@example.test',
    ]);
  });

  it('answer everything without page fields when pagination=false', async () => {
    const me = await signInWithUsers(4);
    const response = await app.inject({
      method: 'GET',
      url: '/api/test_items?pagination=false&itemsPerPage=1',
      headers: me.headers,
    });
    const body = response.json();
    expect(body.member).toHaveLength(4);
    expect(body.totalItems).toBe(4);
    expect(body).not.toHaveProperty('page');
    expect(body).not.toHaveProperty('itemsPerPage');
  });

  it('answer 422 violations for bad paging parameters (at most 100 per page)', async () => {
    const me = await signInWithUsers(1);
    const response = await app.inject({
      method: 'GET',
      url: '/api/test_items?itemsPerPage=101&page=0&pagination=maybe',
      headers: me.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'page', message: 'Page must be greater than 0.' },
      { propertyPath: 'itemsPerPage', message: 'Items per page must be less than or equal to 100.' },
      { propertyPath: 'pagination', message: 'Pagination must be one of true, false.' },
    ]);
  });

  it('answer 422 for a page past a billion, whose row offset the database could not take', async () => {
    const me = await signInWithUsers(1);
    const far = await app.inject({
      method: 'GET',
      url: '/api/test_items?page=99999999999999999999999',
      headers: me.headers,
    });
    expect(far.statusCode).toBe(422);
    expect(far.json().violations).toEqual([
      { propertyPath: 'page', message: 'Page must be less than or equal to 1000000000.' },
    ]);
    const last = await app.inject({ method: 'GET', url: '/api/test_items?page=1000000000', headers: me.headers });
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ member: [], totalItems: 1, page: 1000000000 });
  });
});

describe('single resources', () => {
  it('answer 404 problem for a path uuid that is malformed or not found', async () => {
    const me = await signInWithUsers(1);
    for (const url of ['/api/test_items/not-a-uuid', '/api/test_items/00000000-0000-4000-8000-000000000000']) {
      const response = await app.inject({ method: 'GET', url, headers: me.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        type: '/api/errors/404',
        title: 'Not Found',
        status: 404,
        detail: 'The resource does not exist.',
      });
    }
  });

  it('never serialize fields the response schema does not declare', async () => {
    const me = await signInWithUsers(1);
    const response = await app.inject({ method: 'GET', url: `/api/test_items/${me.uuid}`, headers: me.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('secret');
    expect(response.json().uuid).toBe(me.uuid);
  });
});

describe('request bodies', () => {
  it('report nested violations with property paths such as portions[1].amount', async () => {
    const me = await signInWithUsers(1);
    const response = await app.inject({
      method: 'POST',
      url: '/api/test_items',
      headers: { ...me.headers, 'content-type': MEDIA_TYPES.ldJson },
      payload: {
        name: 'Cake',
        portions: [
          { name: 'Slice', amount: 80 },
          { name: '', amount: -1, extra: 1 },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'portions[1].name', message: 'Name is required.' },
      { propertyPath: 'portions[1].amount', message: 'Amount must be non-negative.' },
      { propertyPath: 'portions[1].extra', message: 'This field was not expected.' },
    ]);
  });

  it('hand the handler the validated output and answer the declared status', async () => {
    const me = await signInWithUsers(1);
    const response = await app.inject({
      method: 'POST',
      url: '/api/test_items',
      headers: { ...me.headers, 'content-type': MEDIA_TYPES.ldJson },
      payload: { name: '  Cake ', portions: [{ name: 'Slice', amount: 80 }] },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ names: ['Cake', 'Slice'] });
  });
});

describe('errors', () => {
  it('answer unknown routes with a 404 problem', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing/here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toEqual({
      type: '/api/errors/404',
      title: 'Not Found',
      status: 404,
      detail: 'No route matches GET /api/nothing/here.',
    });
  });

  it('answer a failure with a generic 500 problem that shows no internals, and log it', async () => {
    const logged: string[] = [];
    const logStream = new Writable({
      write: (chunk, _encoding, done) => {
        logged.push(String(chunk));
        done();
      },
    });
    const logging = await t.buildApp({ logLevel: 'error' }, { logStream });
    testRoutes(logging);
    const response = await logging.inject({ method: 'GET', url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      type: '/api/errors/500',
      title: 'Internal Server Error',
      status: 500,
      detail: GENERIC_SERVER_ERROR,
    });
    expect(response.body).not.toMatch(/hunter2|db\.internal/);
    const entry = JSON.parse(logged.find((line) => line.includes('request failed')) ?? '{}');
    expect(entry).toMatchObject({
      level: 50,
      msg: 'request failed',
      err: { message: 'password=hunter2 at db.internal:5432' },
    });
  });
});

describe('IRIs', () => {
  it('read the uuid back from a resource IRI of the right collection only', () => {
    const uuid = '1b4e28ba-2fa1-4d2b-883f-0016d3cca427';
    expect(uuidFromIri('product', iriOf('product', uuid))).toBe(uuid);
    expect(uuidFromIri('product', `/api/products/${uuid.toUpperCase()}`)).toBe(uuid);
    expect(uuidFromIri('product', iriOf('recipe', uuid))).toBeNull();
    expect(uuidFromIri('product', '/api/products/nope')).toBeNull();
  });
});
