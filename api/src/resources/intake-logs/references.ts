import type { Nutrients } from '@nutrilog/shared/nutrients';
import type { IntakeLogInput } from '@nutrilog/shared/schemas';
import type { DB } from '../../db/schema';
import { validationFailed } from '../../http/problem';
import { type OwnerKind, referencedOwner, referencedPortion } from '../access';

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

/** The portion a log names (null: none), or 422 at `propertyPath` when it is not one of the owner's. */
async function portionOfOwner(
  db: DB,
  userUuid: string,
  owner: { kind: OwnerKind; uuid: string },
  iri: string | null,
  error: { propertyPath: string; message: string },
): Promise<string | null> {
  if (iri === null) return null;
  const uuid = await referencedPortion(db, userUuid, owner.kind, owner.uuid, iri);
  if (uuid === null) throw fail(error.propertyPath, error.message);
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
    const productUuid = await referencedOwner(db, userUuid, 'product', input.product, current?.productUuid ?? null);
    if (productUuid === null) throw fail('product', 'Product does not exist.');
    const portion = await portionOfOwner(db, userUuid, { kind: 'product', uuid: productUuid }, input.portion, {
      propertyPath: 'portion',
      message: 'Portion does not belong to the product.',
    });
    return { ...values, productUuid, portionUuid: portion };
  }
  if (input.type === 'recipe' && input.recipe !== null) {
    const recipeUuid = await referencedOwner(db, userUuid, 'recipe', input.recipe, current?.recipeUuid ?? null);
    if (recipeUuid === null) throw fail('recipe', 'Recipe does not exist.');
    const recipePortion = await portionOfOwner(
      db,
      userUuid,
      { kind: 'recipe', uuid: recipeUuid },
      input.recipePortion,
      {
        propertyPath: 'recipePortion',
        message: 'Recipe portion does not belong to the recipe.',
      },
    );
    return { ...values, recipeUuid, recipePortionUuid: recipePortion };
  }
  return values;
}
