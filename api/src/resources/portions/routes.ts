import type { FastifyInstance } from 'fastify';
import { portionPatchSchema, portionResourceSchema, productPortionInputSchema } from '@nutrilog/shared/schemas';
import type { DB } from '../../db/schema';
import { uuidFromIri } from '../../http/iri';
import { uuidParamsSchema } from '../../http/linked-data';
import { notFound, validationFailed } from '../../http/problem';
import { defineRoute } from '../../http/route';
import { productNutrientSource } from '../products/product';
import { findProduct } from '../products/repository';
import { portionOwnerSource } from './owner-source';
import { toPortionResource } from './portion';
import { createProductPortion, findPortion, type PortionRow, updatePortion } from './repository';

export const PRODUCT_DOES_NOT_EXIST = 'Product does not exist.';

const NUTRIENTS_NOTE =
  "`effectiveNutrients` is the product's nutrients × amount / nutrientsPer, " +
  "or for a recipe's portion the recipe's nutrients × amount / unitSize.";

/** The answer for a portion: 404 when there is none, or its product or recipe is gone. */
async function portionResource(db: DB, userUuid: string, row: PortionRow | undefined) {
  if (row === undefined) throw notFound();
  const owner = await portionOwnerSource(db, userUuid, row);
  if (owner === undefined) throw notFound();
  return toPortionResource(row, owner);
}

/**
 * /api/portions: a portion of a product or of a recipe (recipe portions are created at /api/recipes/{uuid}/portions).
 */
export async function portionRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/api/portions/:uuid',
    tags: ['Portions'],
    summary: 'A portion of a product or of a recipe (a portion of a deleted one answers 404)',
    description: NUTRIENTS_NOTE,
    params: uuidParamsSchema,
    response: portionResourceSchema,
    handler: async ({ user, params }) =>
      portionResource(app.db, user.uuid, await findPortion(app.db, user.uuid, params.uuid)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/portions',
    tags: ['Portions'],
    summary: 'Adds a portion (a named amount, such as one slice) to a product',
    description:
      "`product` is the IRI of one of the user's products " + `(\`/api/products/{uuid}\`), else 422. ${NUTRIENTS_NOTE}`,
    body: productPortionInputSchema,
    response: portionResourceSchema,
    status: 201,
    handler: async ({ user, body }) => {
      const productUuid = uuidFromIri('product', body.product);
      const product = productUuid === null ? undefined : await findProduct(app.db, user.uuid, productUuid);
      if (product === undefined) throw validationFailed([{ propertyPath: 'product', message: PRODUCT_DOES_NOT_EXIST }]);
      const row = await createProductPortion(app.db, user.uuid, product.uuid, body);
      return toPortionResource(row, productNutrientSource(product));
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/portions/:uuid',
    tags: ['Portions'],
    summary: 'Updates the name or amount of a portion (JSON merge patch)',
    description: NUTRIENTS_NOTE,
    params: uuidParamsSchema,
    body: portionPatchSchema,
    response: portionResourceSchema,
    handler: async ({ user, params, body }) =>
      portionResource(app.db, user.uuid, await updatePortion(app.db, user.uuid, params.uuid, body)),
  });
}
