import { ApiError } from '@nutrilog/shared/api-client';
import { NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { ProductFormValues } from './product-form-values';

/** The form's inputs, as the API names them in violations (`nutrients.calories`, `portions.0.amount`). */
function fieldPaths(portionCount: number): Set<string> {
  const paths = ['name', 'nutrientsPer', 'unit', 'barcode', ...NUTRIENT_KEYS.map((key) => `nutrients.${key}`)];
  for (let index = 0; index < portionCount; index++) paths.push(`portions.${index}.name`, `portions.${index}.amount`);
  return new Set(paths);
}

/** `portions[0].amount` and `portions.0.amount` name the same input. */
const normalise = (propertyPath: string) => propertyPath.replace(/\[(\d+)\]/g, '.$1');

/**
 * Puts the violations of a 422 answer next to their inputs (the first one focused). Returns true when the
 * failure is not fully explained next to the inputs, so the page should also say that saving failed.
 */
export function showViolations(error: unknown, form: Pick<UseFormReturn<ProductFormValues>, 'getValues' | 'setError'>): boolean {
  const violations = error instanceof ApiError && error.status === 422 ? error.violations : [];
  const paths = fieldPaths(form.getValues('portions').length);
  const onFields = violations
    .map((violation) => ({ path: normalise(violation.propertyPath), message: violation.message }))
    .filter((violation) => paths.has(violation.path));
  onFields.forEach((violation, index) =>
    form.setError(violation.path as FieldPath<ProductFormValues>, { type: 'server', message: violation.message }, { shouldFocus: index === 0 }),
  );
  return onFields.length === 0 || onFields.length < violations.length;
}
