import type { FastifyInstance } from 'fastify';
import { portionInputSchema, portionResourceSchema } from '@nutrilog/shared/schemas';
import { uuidParamsSchema } from '../../../http/linked-data';
import { notFound } from '../../../http/problem';
import { defineRoute } from '../../../http/route';
import { toPortionResource } from '../../portions/portion';
import { listItemViews } from '../items/repository';
import { recipeNutrientSource } from '../recipe-nutrients';
import { createRecipePortion, findRecipe } from '../repository';

/** POST /api/recipes/{uuid}/portions (a recipe portion is then read and patched at /api/portions/{uuid}). */
export function recipePortionRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/recipes/:uuid/portions',
    tags: ['Recipes'],
    summary: 'Adds a portion (a named amount, such as one slice) to a recipe',
    description:
      "`effectiveNutrients` is the recipe's nutrients × amount / " +
      'unitSize. Patch it at its `@id` (`/api/portions/{uuid}`).',
    params: uuidParamsSchema,
    body: portionInputSchema,
    response: portionResourceSchema,
    status: 201,
    handler: async ({ user, params, body }) => {
      const recipe = await findRecipe(app.db, user.uuid, params.uuid);
      if (recipe === undefined) throw notFound();
      const [portion, items] = await Promise.all([
        createRecipePortion(app.db, user.uuid, recipe.uuid, body),
        listItemViews(app.db, user.uuid, [recipe.uuid]),
      ]);
      return toPortionResource(portion, recipeNutrientSource(recipe.unit_size, items));
    },
  });
}
