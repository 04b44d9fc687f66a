import * as v from 'valibot';
import { type IntakeLogInput, type IntakeLogPatch, intakeLogInputSchema } from '@nutrilog/shared/schemas';
import { nutrientsOf } from '../../db/nutrients';
import { optionalIriOf } from '../../http/iri';
import { validationFailed } from '../../http/problem';
import { toViolations } from '../../http/validation';
import type { IntakeLogView } from './repository';

const given = <T extends object>(patch: T) =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));

/**
 * A merge patch applied to a stored log and checked as a whole log (intakeLogInputSchema), so that e.g.
 * only `quantity` on a log by portion, or switching to type recipe without a recipe, is judged on the result.
 * Nutrients merge key by key.
 */
export function mergeIntakeLogPatch(log: IntakeLogView, patch: IntakeLogPatch): IntakeLogInput {
  const { nutrients, ...fields } = patch;
  const merged = {
    type: log.type,
    date: log.date.toISOString(),
    product: optionalIriOf('product', log.product_uuid),
    portion: optionalIriOf('portion', log.portion_uuid),
    recipe: optionalIriOf('recipe', log.recipe_uuid),
    recipePortion: optionalIriOf('portion', log.recipe_portion_uuid),
    amount: log.amount,
    quantity: log.quantity,
    description: log.description,
    ...given(fields),
    nutrients: { ...nutrientsOf(log), ...given(nutrients ?? {}) },
  };
  const result = v.safeParse(intakeLogInputSchema, merged, { abortPipeEarly: true });
  if (!result.success) throw validationFailed(toViolations(result.issues));
  return result.output;
}
