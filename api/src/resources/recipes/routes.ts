import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  recipeCollectionSchema,
  recipeDetailSchema,
  recipeInputSchema,
  recipePatchSchema,
} from '@nutrilog/shared/schemas';
import type { DB } from '../../db/schema';
import { collection, paginationQueryEntries, toPagination, uuidParamsSchema } from '../../http/linked-data';
import { notFound } from '../../http/problem';
import { orderParam, textFilterParam } from '../../http/query';
import { defineRoute } from '../../http/route';
import { groupPortions, listPortionsOf } from '../portions/repository';
import { listItemViews } from './items/repository';
import { recipeItemRoutes } from './items/routes';
import { recipePortionRoutes } from './portions/routes';
import { toRecipe, toRecipeDetail } from './recipe';
import { groupItemsByRecipe, recipeNutrientSource } from './recipe-nutrients';
import { createRecipe, findRecipe, listRecipes, type RecipeRow, softDeleteRecipe, updateRecipe } from './repository';

const recipesQuerySchema = v.object({
  ...paginationQueryEntries,
  name: textFilterParam('Name'),
  'order[name]': orderParam('Name order'),
});

const NUTRIENTS_NOTE =
  "`effectiveNutrients` is the sum of the items' nutrients, i.e. for " +
  "`unitSize` of the recipe; a portion's is that × amount / unitSize.";

/** The detail answer of a recipe: its portions and items (two queries), its nutrients summed from the items. */
async function recipeDetail(db: DB, userUuid: string, row: RecipeRow) {
  const [portions, items] = await Promise.all([
    listPortionsOf(db, userUuid, 'recipe', [row.uuid]),
    listItemViews(db, userUuid, [row.uuid]),
  ]);
  return toRecipeDetail(row, portions, items);
}

export async function recipeRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/api/recipes',
    tags: ['Recipes'],
    summary:
      "The signed-in user's recipes with their portions and nutrients (deleted ones excluded; items are in the detail)",
    description:
      '`name` filters by a case-insensitive part of the name; ' +
      `\`order[name]\` is \`asc\` (default) or \`desc\`. ${NUTRIENTS_NOTE}`,
    querystring: recipesQuerySchema,
    response: recipeCollectionSchema,
    handler: async ({ user, query, request }) => {
      const pagination = toPagination(query);
      const page = await listRecipes(app.db, user.uuid, { name: query.name, order: query['order[name]'] }, pagination);
      const uuids = page.rows.map((row) => row.uuid);
      const [portionRows, itemRows] = await Promise.all([
        listPortionsOf(app.db, user.uuid, 'recipe', uuids),
        listItemViews(app.db, user.uuid, uuids),
      ]);
      const portions = groupPortions(portionRows, 'recipe');
      const items = groupItemsByRecipe(itemRows);
      const members = page.rows.map((row) =>
        toRecipe(row, portions.get(row.uuid) ?? [], recipeNutrientSource(row.unit_size, items.get(row.uuid) ?? [])),
      );
      return collection({ request, memberType: 'Recipe', members, totalItems: page.totalItems, pagination });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/recipes/:uuid',
    tags: ['Recipes'],
    summary: 'A recipe with its portions and items (a deleted one answers 404)',
    description: NUTRIENTS_NOTE,
    params: uuidParamsSchema,
    response: recipeDetailSchema,
    handler: async ({ user, params }) =>
      recipeDetail(app.db, user.uuid, (await findRecipe(app.db, user.uuid, params.uuid)) ?? throwNotFound()),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/recipes',
    tags: ['Recipes'],
    summary: 'Creates a recipe (without items or portions yet)',
    description: '`unit` defaults to `gram`, `unitSize` (the amount of the whole recipe) to 100.',
    body: recipeInputSchema,
    response: recipeDetailSchema,
    status: 201,
    handler: async ({ user, body }) => recipeDetail(app.db, user.uuid, await createRecipe(app.db, user.uuid, body)),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/recipes/:uuid',
    tags: ['Recipes'],
    summary: 'Updates the name, unit or unitSize of a recipe (JSON merge patch)',
    params: uuidParamsSchema,
    body: recipePatchSchema,
    response: recipeDetailSchema,
    handler: async ({ user, params, body }) =>
      recipeDetail(app.db, user.uuid, (await updateRecipe(app.db, user.uuid, params.uuid, body)) ?? throwNotFound()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/recipes/:uuid',
    tags: ['Recipes'],
    summary: 'Deletes a recipe',
    description:
      'A soft delete: the recipe and its items answer 404 and it leaves the ' +
      'list; intake logs that refer to it are untouched and keep their nutrients.',
    params: uuidParamsSchema,
    response: null,
    handler: async ({ user, params }) => {
      if (!(await softDeleteRecipe(app.db, user.uuid, params.uuid))) throw notFound();
    },
  });

  recipePortionRoutes(app);
  recipeItemRoutes(app);
}

function throwNotFound(): never {
  throw notFound();
}
