import * as v from 'valibot';
import { PRODUCT_UNITS } from '@nutrilog/shared/domain';
import { strictBody } from './body';
import { requiredString } from './fields';
import { collectionSchema, resourceSchema } from './linked-data';
import { messages } from './messages';
import { nutrientsSchema } from './nutrients';

/*
 * The food database (GET /api/foods): one search over the user's own products and recipes, the reference foods
 * (USDA SR) and, when enabled, Open Food Facts. A member's `@id` is `/api/foods/{source}:{id}`.
 */

/** Where a food comes from, in the order a search lists them. */
export const FOOD_SOURCES = ['product', 'recipe', 'reference', 'openFoodFacts'] as const;
export type FoodSource = (typeof FOOD_SOURCES)[number];

/** The sources a product can be made from (POST /api/products/from_food); a product remembers which. */
export const PRODUCT_ORIGINS = ['reference', 'openFoodFacts'] as const;
export type ProductOrigin = (typeof PRODUCT_ORIGINS)[number];

/** Longest search text. */
export const FOOD_QUERY_MAX_LENGTH = 200;

/** A named household measure or serving of a food: "1 medium" of 118 (g or ml). */
export const foodPortionSchema = v.object({ name: v.string(), amount: v.number() });
export type FoodPortion = v.InferOutput<typeof foodPortionSchema>;

/** A member of GET /api/foods. Nutrients are per `nutrientsPer` (100) of `unit`. */
export const foodSchema = resourceSchema('Food', {
  source: v.picklist(FOOD_SOURCES),
  /** In the user's preferred locale where the source has that name (the Dutch names of the reference foods). */
  name: v.string(),
  brand: v.nullable(v.string()),
  unit: v.picklist(PRODUCT_UNITS),
  nutrientsPer: v.number(),
  nutrients: nutrientsSchema,
  portions: v.array(foodPortionSchema),
  /** The IRI of the user's own product when the food is one, or when one was already made from this food. */
  product: v.nullable(v.string()),
});
export type Food = v.InferOutput<typeof foodSchema>;

/**
 * GET /api/foods; `partial` is true when Open Food Facts was asked and did not answer in time (offline results only).
 */
export const foodCollectionSchema = v.object({
  ...collectionSchema(foodSchema).entries,
  partial: v.optional(v.boolean()),
});
export type FoodCollection = v.InferOutput<typeof foodCollectionSchema>;

/** The `q` of GET /api/foods: 1 to 200 characters once trimmed. */
export const foodQueryTextSchema = v.pipe(
  requiredString('Search text'),
  v.maxLength(FOOD_QUERY_MAX_LENGTH, messages.atMostCharacters('Search text', FOOD_QUERY_MAX_LENGTH)),
);

/** The part of a food's IRI after `/api/foods/`, split: `reference:09040` → source `reference`, id `09040`. */
export function parseFoodIri(iri: string): { source: FoodSource; id: string } | null {
  const match = /^\/api\/foods\/([A-Za-z]+):(.+)$/.exec(iri);
  const source = match?.[1];
  const id = match?.[2];
  if (source === undefined || id === undefined || !(FOOD_SOURCES as readonly string[]).includes(source)) return null;
  return { source: source as FoodSource, id };
}

export const foodIri = (source: FoodSource, id: string) => `/api/foods/${source}:${id}`;

/** POST /api/products/from_food: make (or find) the user's product for a food of the database. */
export const productFromFoodInputSchema = strictBody({ food: requiredString('Food') });
export type ProductFromFoodInput = v.InferOutput<typeof productFromFoodInputSchema>;
