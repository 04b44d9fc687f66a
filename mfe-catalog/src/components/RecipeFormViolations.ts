import { ApiError } from '@nutrilog/shared/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the violations of a 422 answer on the form's own fields (the first one focused). Returns true when
 * the failure is not fully explained next to the fields, so the dialog should also say that saving failed.
 */
export function showViolations<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  const violations = error instanceof ApiError && error.status === 422 ? error.violations : [];
  const onFields = violations.filter((violation) => (fields as readonly string[]).includes(violation.propertyPath));
  onFields.forEach((violation, index) =>
    setError(violation.propertyPath as Path<T>, { type: 'server', message: violation.message }, { shouldFocus: index === 0 }),
  );
  return onFields.length === 0 || onFields.length < violations.length;
}
