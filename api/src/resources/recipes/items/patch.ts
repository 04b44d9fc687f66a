import * as v from 'valibot';
import { type RecipeItemInput, type RecipeItemPatch, recipeItemInputSchema } from '@nutrilog/shared/schemas';
import { iriOf, optionalIriOf } from '../../../http/iri';
import { validationFailed } from '../../../http/problem';
import { toViolations } from '../../../http/validation';
import type { RecipeItemView } from './repository';

/**
 * A merge patch applied to a stored item, checked as a whole item (recipeItemInputSchema), so that e.g.
 * removing the portion without giving an amount answers 422 at `amount`.
 */
export function mergeItemPatch(item: RecipeItemView, patch: RecipeItemPatch): RecipeItemInput {
  const merged = {
    product: iriOf('product', item.product_uuid),
    portion: optionalIriOf('portion', item.portion_uuid),
    amount: item.amount,
    quantity: item.quantity,
    ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
  };
  const result = v.safeParse(recipeItemInputSchema, merged, { abortPipeEarly: true });
  if (!result.success) throw validationFailed(toViolations(result.issues));
  return result.output;
}
