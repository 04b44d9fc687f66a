import * as v from 'valibot';
import { PRODUCT_UNITS } from '../domain/products';
import { collectionSchema, resourceSchema } from './linked-data';
import { nutrientsSchema } from './nutrients';
import { uuidSchema } from './response-values';
import { portionSchema } from './portions';

const productEntries = {
  uuid: uuidSchema,
  name: v.string(),
  unit: v.picklist(PRODUCT_UNITS),
  nutrientsPer: v.number(),
  nutrients: nutrientsSchema,
  favorite: v.boolean(),
  portions: v.array(portionSchema),
};

/** A member of GET /api/products. */
export const productSchema = resourceSchema('Product', productEntries);

/** GET /api/products/{uuid}: the product and how many intake logs refer to it. */
export const productDetailSchema = resourceSchema('Product', {
  ...productEntries,
  intakeLogCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** GET /api/products */
export const productCollectionSchema = collectionSchema(productSchema);
