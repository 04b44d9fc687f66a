import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@nutrilog/shared/api-client';

/** `portions[0].amount` and `portions.0.amount` name the same input. */
const normalise = (propertyPath: string) => propertyPath.replace(/\[(\d+)\]/g, '.$1');

/**
 * Puts the violations of a 422 answer next to the form's own inputs (`fields`, paths as react-hook-form names
 * them; the first one gets focus). `inputOf` names the input of an API field the form calls otherwise. Returns true
 * when the failure is not fully explained next to the inputs, so the form should also say that saving failed.
 */
export function showApiViolations<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  inputOf: Readonly<Record<string, string>> = {},
): boolean {
  const violations = error instanceof ApiError && error.status === 422 ? error.violations : [];
  const onFields = violations
    .map((violation) => {
      const path = normalise(violation.propertyPath);
      return { path: inputOf[path] ?? path, message: violation.message };
    })
    .filter((violation) => fields.includes(violation.path));
  onFields.forEach((violation, index) =>
    setError(violation.path as Path<T>, { type: 'server', message: violation.message }, { shouldFocus: index === 0 }),
  );
  return onFields.length === 0 || onFields.length < violations.length;
}
