import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { productIntakeHistorySchema } from '@nutrilog/shared/schemas';
import { collection, paginationQueryEntries, toPagination, uuidParamsSchema } from '../../../http/linked-data';
import { notFound } from '../../../http/problem';
import { orderParam } from '../../../http/query';
import { defineRoute } from '../../../http/route';
import { findProduct } from '../repository';
import { toProductIntakeHistoryItem } from './history';
import { listProductIntakeHistory } from './repository';

/** Intake history pages hold 10 logs unless asked otherwise (docs/product.md#numbers-and-limits). */
export const HISTORY_ITEMS_PER_PAGE = 10;

const historyQuerySchema = v.object({
  ...paginationQueryEntries,
  itemsPerPage: v.optional(paginationQueryEntries.itemsPerPage.wrapped, String(HISTORY_ITEMS_PER_PAGE)),
  'order[date]': orderParam('Date order', 'desc'),
});

/** GET /api/products/{uuid}/intake_log_history */
export function productHistoryRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/products/:uuid/intake_log_history',
    tags: ['Products'],
    summary: 'The times the signed-in user logged a product',
    description:
      `Newest first (\`order[date]\` is \`desc\` by default, or \`asc\`), ${HISTORY_ITEMS_PER_PAGE} ` +
      'per page by default; `totalItems` is how many times the product was logged. `totalAmount` is ' +
      'portion amount × quantity, or the amount. A deleted product answers 404.',
    params: uuidParamsSchema,
    querystring: historyQuerySchema,
    response: productIntakeHistorySchema,
    handler: async ({ user, params, query, request }) => {
      const product = await findProduct(app.db, user.uuid, params.uuid);
      if (product === undefined) throw notFound();
      const pagination = toPagination(query);
      const page = await listProductIntakeHistory(app.db, user.uuid, product.uuid, query['order[date]'], pagination);
      return collection({
        request,
        memberType: 'IntakeLog',
        members: page.rows.map(toProductIntakeHistoryItem),
        totalItems: page.totalItems,
        pagination,
      });
    },
  });
}
