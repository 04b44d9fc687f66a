import type { FastifyInstance } from 'fastify';
import { recipeItemInputSchema, recipeItemPatchSchema, recipeItemResourceSchema } from '@nutrilog/shared/schemas';
import type { DB } from '../../../db/schema';
import { uuidParamsSchema } from '../../../http/linked-data';
import { notFound } from '../../../http/problem';
import { defineRoute } from '../../../http/route';
import { findRecipe } from '../repository';
import { mergeItemPatch } from './patch';
import { toRecipeItemResource } from './recipe-item';
import { resolveItemReferences } from './references';
import { createItem, deleteItem, findItemView, updateItem } from './repository';

const ITEM_RULES =
  "`product`: the IRI of one of the user's products (not deleted; else 422 at `product`); " +
  "`portion`: null or the IRI of one of that product's portions (else 422 at `portion`). With a " +
  'portion `quantity` counts portions and must be greater than 0 (`amount` is stored as 0); without ' +
  "one `amount` is in the product's unit and must be greater than 0 (`quantity` is stored as 0).";

async function itemResource(db: DB, userUuid: string, uuid: string) {
  const item = await findItemView(db, userUuid, uuid);
  if (item === undefined) throw notFound();
  return toRecipeItemResource(item);
}

/** The items of a recipe: POST {recipe}/items, and GET, PATCH and DELETE /api/recipe_items/{uuid}. */
export function recipeItemRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/recipes/:uuid/items',
    tags: ['Recipes'],
    summary: 'Adds a product to a recipe',
    description: `${ITEM_RULES} \`effectiveNutrients\`: the product's nutrients for \`totalAmount\`.`,
    params: uuidParamsSchema,
    body: recipeItemInputSchema,
    response: recipeItemResourceSchema,
    status: 201,
    handler: async ({ user, params, body }) => {
      const recipe = await findRecipe(app.db, user.uuid, params.uuid);
      if (recipe === undefined) throw notFound();
      const values = await resolveItemReferences(app.db, user.uuid, body);
      return itemResource(app.db, user.uuid, await createItem(app.db, user.uuid, recipe.uuid, values));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/recipe_items/:uuid',
    tags: ['Recipes'],
    summary: 'A recipe item (an item of a deleted recipe answers 404)',
    params: uuidParamsSchema,
    response: recipeItemResourceSchema,
    handler: async ({ user, params }) => itemResource(app.db, user.uuid, params.uuid),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/recipe_items/:uuid',
    tags: ['Recipes'],
    summary: 'Updates a recipe item (JSON merge patch)',
    description:
      'The patch is merged into the stored item and the result is checked as a ' +
      `whole: ${ITEM_RULES} An item whose product was deleted may keep that product.`,
    params: uuidParamsSchema,
    body: recipeItemPatchSchema,
    response: recipeItemResourceSchema,
    handler: async ({ user, params, body }) => {
      const item = await findItemView(app.db, user.uuid, params.uuid);
      if (item === undefined) throw notFound();
      const values = await resolveItemReferences(app.db, user.uuid, mergeItemPatch(item, body), item.product_uuid);
      await updateItem(app.db, user.uuid, item.uuid, values);
      return itemResource(app.db, user.uuid, item.uuid);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/recipe_items/:uuid',
    tags: ['Recipes'],
    summary: 'Removes an item from its recipe (for good)',
    params: uuidParamsSchema,
    response: null,
    handler: async ({ user, params }) => {
      if (!(await deleteItem(app.db, user.uuid, params.uuid))) throw notFound();
    },
  });
}
