import * as v from 'valibot';
import { strictBody } from './body';
import { clientUuidEntry, numberGreaterThan, requiredString } from './fields';
import type { ResourceOf } from './linked-data';
import { nutrientsSchema } from './nutrients';
import { timestampEntries, uuidSchema } from './response-values';

/**
 * A portion embedded in its product or recipe: `@id` `/api/portions/<uuid>`, `@type` Portion.
 * `effectiveNutrients`: the owner's nutrients × amount / nutrientsPer (a product) or / unitSize (a recipe).
 */
export const portionSchema = v.object({
  '@id': v.string(),
  '@type': v.literal('Portion'),
  uuid: uuidSchema,
  name: v.string(),
  amount: v.number(),
  effectiveNutrients: nutrientsSchema,
  ...timestampEntries,
});
/** A named amount of a product or of a recipe, such as '1 slice' (35 g). `@id` is `/api/portions/<uuid>`. */
export type Portion = ResourceOf<typeof portionSchema>;

/** GET/PATCH /api/portions/{uuid} and the answer of POST /api/portions (with its context). */
export const portionResourceSchema = v.object({ '@context': v.string(), ...portionSchema.entries });

const portionEntries = {
  name: requiredString('Name'),
  amount: numberGreaterThan('Amount', 0),
};

/** A new portion of a recipe (POST {recipe}/portions), and the fields of any new portion. */
export const portionInputSchema = strictBody(portionEntries);
export type PortionInput = v.InferOutput<typeof portionInputSchema>;

/**
 * A new portion inside a new product (POST /api/products `portions`), under the client's `uuid` when it gives one: a
 * product made offline names its portions before the API has seen them (docs/architecture.md, "Offline").
 */
export const newProductPortionSchema = strictBody({ uuid: clientUuidEntry, ...portionEntries });
export type NewProductPortion = v.InferOutput<typeof newProductPortionSchema>;

/** POST /api/portions: a new portion of one of the user's products, given by its IRI. */
export const productPortionInputSchema = strictBody({ ...portionEntries, product: requiredString('Product') });
export type ProductPortionInput = v.InferOutput<typeof productPortionInputSchema>;

/** PATCH /api/portions/{uuid} (merge patch). */
export const portionPatchSchema = strictBody({
  name: v.optional(portionEntries.name),
  amount: v.optional(portionEntries.amount),
});
export type PortionPatch = v.InferOutput<typeof portionPatchSchema>;
