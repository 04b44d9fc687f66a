import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { productCollectionSchema } from '@nutrilog/shared/schemas';
import { collection, paginationQueryEntries, toPagination } from '../../../http/linked-data';
import { timeZoneParam } from '../../../http/query';
import { clockMinute } from '../../../http/response-cache';
import { defineRoute } from '../../../http/route';
import { groupPortions, listPortionsOf } from '../../portions/repository';
import { toProduct } from '../product';
import { listMostUsedProducts, MOST_USED_RULE } from './repository';

const { WINDOW_DAYS, NEAR_MINUTES, NEAR_BONUS, LIMIT } = MOST_USED_RULE;

const mostUsedQuerySchema = v.object({
  ...paginationQueryEntries,
  itemsPerPage: v.optional(paginationQueryEntries.itemsPerPage.wrapped, String(LIMIT)),
  timezone: timeZoneParam('Timezone'),
});

/** GET /api/products/most_used */
export function mostUsedProductRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/products/most_used',
    tags: ['Products'],
    summary: `The signed-in user's ${LIMIT} most used products, favouring those usually logged around this time of day`,
    description:
      `Each product that is not deleted scores, over its intake logs of the last ${WINDOW_DAYS} days: 1 per ` +
      `log, plus ${NEAR_BONUS} per log whose local time of day in \`timezone\` (an IANA time zone, default ` +
      `UTC) is within ${NEAR_MINUTES / 60} hours of the current local time of day (across midnight). Highest ` +
      'score first; ties: the most recently logged first, then by name. Products not logged in the window ' +
      `are left out; at most ${LIMIT} in all, paged by \`page\` and \`itemsPerPage\` (default ${LIMIT}).`,
    querystring: mostUsedQuerySchema,
    response: productCollectionSchema,
    cache: { vary: clockMinute(app.clock) },
    handler: async ({ user, query, request }) => {
      const pagination = toPagination(query);
      const ranked = await listMostUsedProducts(app.db, user.uuid, {
        timeZone: query.timezone,
        now: app.clock.now(),
      });
      const start = (pagination.page - 1) * pagination.itemsPerPage;
      const rows = pagination.enabled ? ranked.slice(start, start + pagination.itemsPerPage) : ranked;
      const portions = groupPortions(
        await listPortionsOf(
          app.db,
          user.uuid,
          'product',
          rows.map((row) => row.uuid),
        ),
        'product',
      );
      const members = rows.map((row) => toProduct(row, portions.get(row.uuid) ?? []));
      return collection({ request, memberType: 'Product', members, totalItems: ranked.length, pagination });
    },
  });
}
