import type { UseFormReturn } from 'react-hook-form';
import { showApiViolations } from '@nutrilog/shared/forms';
import { NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import type { ProductFormValues } from './product-form-values';

/** The form's inputs, as the API names them in violations (`nutrients.calories`, `portions.0.amount`). */
function fieldPaths(portionCount: number): string[] {
  const paths = ['name', 'nutrientsPer', 'unit', 'barcode', ...NUTRIENT_KEYS.map((key) => `nutrients.${key}`)];
  for (let index = 0; index < portionCount; index++) paths.push(`portions.${index}.name`, `portions.${index}.amount`);
  return paths;
}

/** Puts a 422's violations next to the product form's inputs; true when the page should also say saving failed. */
export function showViolations(
  error: unknown,
  form: Pick<UseFormReturn<ProductFormValues>, 'getValues' | 'setError'>,
): boolean {
  return showApiViolations(error, fieldPaths(form.getValues('portions').length), form.setError);
}
