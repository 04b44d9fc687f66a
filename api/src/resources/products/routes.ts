import type { FastifyInstance } from 'fastify';
import { productCollectionSchema, productDetailSchema } from '@nutrilog/shared/schemas';
import * as v from 'valibot';
import { collection, paginationQueryEntries, toPagination, uuidParamsSchema } from '../../http/linked-data';
import { notFound } from '../../http/problem';
import { orderParam, textFilterParam } from '../../http/query';
import { defineRoute } from '../../http/route';
import { groupPortions, listPortionsOf } from '../portions/repository';
import { toProduct, toProductDetail } from './product';
import { countIntakeLogsOfProduct, findProduct, listProducts } from './repository';

const productsQuerySchema = v.object({
  ...paginationQueryEntries,
  name: textFilterParam('Name'),
  'order[name]': orderParam('Name order'),
});

export async function productRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/api/products',
    tags: ['Products'],
    summary: "The signed-in user's products with their portions (deleted ones excluded)",
    description: '`name` filters by a case-insensitive part of the name; `order[name]` is `asc` (default) or `desc`.',
    querystring: productsQuerySchema,
    response: productCollectionSchema,
    handler: async ({ user, query, request }) => {
      const pagination = toPagination(query);
      const page = await listProducts(app.db, user.uuid, { name: query.name, order: query['order[name]'] }, pagination);
      const portions = groupPortions(await listPortionsOf(app.db, user.uuid, 'product', page.rows.map((row) => row.uuid)), 'product');
      const members = page.rows.map((row) => toProduct(row, portions.get(row.uuid) ?? []));
      return collection({ request, memberType: 'Product', members, totalItems: page.totalItems, pagination });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/products/:uuid',
    tags: ['Products'],
    summary: 'A product with its portions and how many intake logs refer to it',
    params: uuidParamsSchema,
    response: productDetailSchema,
    handler: async ({ user, params }) => {
      const row = await findProduct(app.db, user.uuid, params.uuid);
      if (row === undefined) throw notFound();
      const [portions, intakeLogCount] = await Promise.all([
        listPortionsOf(app.db, user.uuid, 'product', [row.uuid]),
        countIntakeLogsOfProduct(app.db, user.uuid, row.uuid),
      ]);
      return toProductDetail(row, portions, intakeLogCount);
    },
  });
}
