import type { RecipeItemInput } from '@nutrilog/shared/schemas';
import type { DB } from '../../../db/schema';
import { validationFailed } from '../../../http/problem';
import { referencedOwner, referencedPortion } from '../../access';
import type { RecipeItemValues } from './repository';

const PRODUCT_DOES_NOT_EXIST = 'Product does not exist.';
const PORTION_NOT_OF_PRODUCT = 'Portion does not belong to the product.';

/**
 * Turns a valid item body into the values to store, or answers 422: the product must be one of the user's
 * products that is not deleted (except the item's current product, so an item whose product was deleted
 * stays editable), and the portion (null or empty: none) must be one of that product's. With a portion the
 * amount is stored as 0, without one the quantity, so an item never carries a value that does not count.
 */
export async function resolveItemReferences(
  db: DB,
  userUuid: string,
  input: RecipeItemInput,
  currentProductUuid?: string,
): Promise<RecipeItemValues> {
  const productUuid = await referencedOwner(db, userUuid, 'product', input.product, currentProductUuid ?? null);
  if (productUuid === null) {
    throw validationFailed([{ propertyPath: 'product', message: PRODUCT_DOES_NOT_EXIST }]);
  }
  if (!input.portion) return { productUuid, portionUuid: null, amount: input.amount, quantity: 0 };
  const portionUuid = await referencedPortion(db, userUuid, 'product', productUuid, input.portion);
  if (portionUuid === null) {
    throw validationFailed([{ propertyPath: 'portion', message: PORTION_NOT_OF_PRODUCT }]);
  }
  return { productUuid, portionUuid, amount: 0, quantity: input.quantity };
}
