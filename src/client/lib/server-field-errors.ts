import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@client/lib/api-client';

/**
 * Puts a 400's per-field messages (`{ errors: { field: message } }`) on the form's fields, focusing
 * the first. Fields the form does not have are skipped. Returns how many were placed.
 */
export function applyServerFieldErrors<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, error: unknown): number {
  if (!(error instanceof ApiError)) return 0;
  const known = form.getValues();
  let placed = 0;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (!(field in known)) continue;
    form.setError(field as FieldPath<T>, { message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}
