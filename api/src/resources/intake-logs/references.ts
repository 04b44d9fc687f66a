import type { Nutrients } from '@nutrilog/shared/nutrients';
import type { IntakeLogInput } from '@nutrilog/shared/schemas';
import type { DB } from '../../db/schema';
import { type IriKind, uuidFromIri } from '../../http/iri';
import { validationFailed } from '../../http/problem';
import { isLiveProduct, isPortionOfProduct } from '../recipes/item-repository';
import { isLiveRecipe, isPortionOfRecipe } from './repository';

/** The values a log is stored with. */
export interface IntakeLogValues {
  type: IntakeLogInput['type'];
  date: Date;
  description: string | null;
  amount: number;
  quantity: number;
  nutrients: Nutrients;
  productUuid: string | null;
  portionUuid: string | null;
  recipeUuid: string | null;
  recipePortionUuid: string | null;
}

/** The log's current product and recipe, which it may keep even when they were deleted since. */
export interface CurrentReferences {
  productUuid: string | null;
  recipeUuid: string | null;
}

const fail = (propertyPath: string, message: string) => validationFailed([{ propertyPath, message }]);

/** The uuid of an owner IRI, or 422 at `field` when it is not one of the user's live owners (or the current one). */
async function ownerUuid(
  iri: string,
  kind: IriKind,
  current: string | null,
  isLive: (uuid: string) => Promise<boolean>,
  error: () => never,
) {
  const uuid = uuidFromIri(kind, iri);
  if (uuid === null || (uuid !== current && !(await isLive(uuid)))) return error();
  return uuid;
}

/** The uuid of a portion IRI, or 422 when it is not a portion of the owner. */
async function portionUuid(iri: string | null, isOfOwner: (uuid: string) => Promise<boolean>, error: () => never) {
  if (iri === null) return null;
  const uuid = uuidFromIri('portion', iri);
  if (uuid === null || !(await isOfOwner(uuid))) return error();
  return uuid;
}

/**
 * Turns a valid (normalized) log into the values to store, or answers 422: the product (recipe) must be one
 * of the user's that is not deleted, except the log's current one, so a log of a deleted product stays
 * editable; the portion must be one of that product's, the recipe portion one of that recipe's.
 */
export async function resolveIntakeLogReferences(
  db: DB,
  userUuid: string,
  input: IntakeLogInput,
  current?: CurrentReferences,
): Promise<IntakeLogValues> {
  const values: IntakeLogValues = {
    type: input.type,
    date: new Date(input.date),
    description: input.description,
    amount: input.amount,
    quantity: input.quantity,
    nutrients: input.nutrients,
    productUuid: null,
    portionUuid: null,
    recipeUuid: null,
    recipePortionUuid: null,
  };
  if (input.type === 'product' && input.product !== null) {
    const productUuid = await ownerUuid(
      input.product,
      'product',
      current?.productUuid ?? null,
      (uuid) => isLiveProduct(db, userUuid, uuid),
      () => {
        throw fail('product', 'Product does not exist.');
      },
    );
    const portion = await portionUuid(
      input.portion,
      (uuid) => isPortionOfProduct(db, userUuid, uuid, productUuid),
      () => {
        throw fail('portion', 'Portion does not belong to the product.');
      },
    );
    return { ...values, productUuid, portionUuid: portion };
  }
  if (input.type === 'recipe' && input.recipe !== null) {
    const recipeUuid = await ownerUuid(
      input.recipe,
      'recipe',
      current?.recipeUuid ?? null,
      (uuid) => isLiveRecipe(db, userUuid, uuid),
      () => {
        throw fail('recipe', 'Recipe does not exist.');
      },
    );
    const recipePortion = await portionUuid(
      input.recipePortion,
      (uuid) => isPortionOfRecipe(db, userUuid, uuid, recipeUuid),
      () => {
        throw fail('recipePortion', 'Recipe portion does not belong to the recipe.');
      },
    );
    return { ...values, recipeUuid, recipePortionUuid: recipePortion };
  }
  return values;
}
