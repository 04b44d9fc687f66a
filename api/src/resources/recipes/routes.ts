import type { FastifyInstance } from 'fastify';
import { recipeCollectionSchema, recipeDetailSchema } from '@nutrilog/shared/schemas';
import * as v from 'valibot';
import { collection, paginationQueryEntries, toPagination, uuidParamsSchema } from '../../http/linked-data';
import { notFound } from '../../http/problem';
import { orderParam, textFilterParam } from '../../http/query';
import { defineRoute } from '../../http/route';
import { groupPortions, listPortionsOf } from '../portions/repository';
import { toRecipe, toRecipeDetail } from './recipe';
import { findRecipe, listRecipeItems, listRecipes } from './repository';

const recipesQuerySchema = v.object({
  ...paginationQueryEntries,
  name: textFilterParam('Name'),
  'order[name]': orderParam('Name order'),
});

export async function recipeRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/api/recipes',
    tags: ['Recipes'],
    summary: "The signed-in user's recipes with their portions (deleted ones excluded; items are in the detail)",
    description: '`name` filters by a case-insensitive part of the name; `order[name]` is `asc` (default) or `desc`.',
    querystring: recipesQuerySchema,
    response: recipeCollectionSchema,
    handler: async ({ user, query, request }) => {
      const pagination = toPagination(query);
      const page = await listRecipes(app.db, user.uuid, { name: query.name, order: query['order[name]'] }, pagination);
      const portions = groupPortions(await listPortionsOf(app.db, user.uuid, 'recipe', page.rows.map((row) => row.uuid)), 'recipe');
      const members = page.rows.map((row) => toRecipe(row, portions.get(row.uuid) ?? []));
      return collection({ request, memberType: 'Recipe', members, totalItems: page.totalItems, pagination });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/recipes/:uuid',
    tags: ['Recipes'],
    summary: 'A recipe with its portions and items',
    params: uuidParamsSchema,
    response: recipeDetailSchema,
    handler: async ({ user, params }) => {
      const row = await findRecipe(app.db, user.uuid, params.uuid);
      if (row === undefined) throw notFound();
      const [portions, items] = await Promise.all([
        listPortionsOf(app.db, user.uuid, 'recipe', [row.uuid]),
        listRecipeItems(app.db, user.uuid, row.uuid),
      ]);
      return toRecipeDetail(row, portions, items);
    },
  });
}
