import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  productCollectionSchema,
  productDetailSchema,
  productDuplicateSchema,
  productInputSchema,
  productPatchSchema,
  strictBody,
} from '@nutrilog/shared/schemas';
import { collection, paginationQueryEntries, toPagination, uuidParamsSchema } from '../../http/linked-data';
import { notFound } from '../../http/problem';
import { orderParam, textFilterParam } from '../../http/query';
import { defineRoute } from '../../http/route';
import { groupPortions, listPortionsOf } from '../portions/repository';
import { productDetail } from './detail';
import { productHistoryRoutes } from './history/routes';
import { mostUsedProductRoutes } from './most-used/routes';
import { toProduct } from './product';
import { findProduct, listProducts, type ProductRow } from './repository';
import { createProduct, duplicateProduct, softDeleteProduct, toggleFavorite, updateProduct } from './write-repository';

const productsQuerySchema = v.object({
  ...paginationQueryEntries,
  name: textFilterParam('Name'),
  'order[name]': orderParam('Name order'),
});

/** The toggle takes no fields: an empty JSON object (or no body). */
const emptyBodySchema = strictBody({});

const DELETED_NOTE = 'A deleted product answers 404.';

const orNotFound = (row: ProductRow | undefined): ProductRow => {
  if (row === undefined) throw notFound();
  return row;
};

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
      const portions = groupPortions(
        await listPortionsOf(
          app.db,
          user.uuid,
          'product',
          page.rows.map((row) => row.uuid),
        ),
        'product',
      );
      const members = page.rows.map((row) => toProduct(row, portions.get(row.uuid) ?? []));
      return collection({ request, memberType: 'Product', members, totalItems: page.totalItems, pagination });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/products/:uuid',
    tags: ['Products'],
    summary: 'A product with its portions and how many intake logs refer to it',
    description: DELETED_NOTE,
    params: uuidParamsSchema,
    response: productDetailSchema,
    handler: async ({ user, params }) =>
      productDetail(app.db, user.uuid, orNotFound(await findProduct(app.db, user.uuid, params.uuid))),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/products',
    tags: ['Products'],
    summary: 'Creates a product with its portions (all or nothing)',
    description:
      '`nutrientsPer` defaults to 100, `unit` to `gram`, `barcode` ' +
      'to null and `portions` to none; portions keep their order.',
    body: productInputSchema,
    response: productDetailSchema,
    status: 201,
    handler: async ({ user, body }) => productDetail(app.db, user.uuid, await createProduct(app.db, user.uuid, body)),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/products/:uuid',
    tags: ['Products'],
    summary: 'Updates a product (JSON merge patch)',
    description:
      'Absent fields stay as they are; `nutrients` merge key by key; `barcode: null` ' +
      `removes the barcode. Portions are patched at their own \`@id\`. ${DELETED_NOTE}`,
    params: uuidParamsSchema,
    body: productPatchSchema,
    response: productDetailSchema,
    handler: async ({ user, params, body }) =>
      productDetail(app.db, user.uuid, orNotFound(await updateProduct(app.db, user.uuid, params.uuid, body))),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/products/:uuid',
    tags: ['Products'],
    summary: 'Deletes a product',
    description:
      'A soft delete: the product, its portions and its history answer 404 and it leaves ' +
      'every list; the intake logs and recipe items that refer to it are untouched.',
    params: uuidParamsSchema,
    response: null,
    handler: async ({ user, params }) => {
      if (!(await softDeleteProduct(app.db, user.uuid, params.uuid))) throw notFound();
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/products/:uuid/toggle_favorite',
    tags: ['Products'],
    summary: 'Makes a product a favorite, or no longer one',
    description: `The body is empty (\`{}\`). ${DELETED_NOTE}`,
    params: uuidParamsSchema,
    body: emptyBodySchema,
    response: productDetailSchema,
    handler: async ({ user, params }) =>
      productDetail(app.db, user.uuid, orNotFound(await toggleFavorite(app.db, user.uuid, params.uuid))),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/products/:uuid/duplicate',
    tags: ['Products'],
    summary: 'Creates a copy of a product',
    description:
      "The copy is named with ' (copy)', has the same unit, nutrientsPer and nutrients, is not a favorite " +
      `and has no barcode; its portions are copied unless \`copyPortions\` is false. ${DELETED_NOTE}`,
    params: uuidParamsSchema,
    body: productDuplicateSchema,
    response: productDetailSchema,
    status: 201,
    handler: async ({ user, params, body }) =>
      productDetail(
        app.db,
        user.uuid,
        orNotFound(await duplicateProduct(app.db, user.uuid, params.uuid, body.copyPortions)),
      ),
  });

  productHistoryRoutes(app);
  mostUsedProductRoutes(app);
}
