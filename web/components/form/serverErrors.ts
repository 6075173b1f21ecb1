import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api';

/**
 * Puts a rejected request's 422 `errors` beside the form's fields. Returns the message to show above the form when
 * no field took it (a 422/429 with only a message, or an error about a field the form does not have), else null.
 * Failures the API client already toasted (5xx, no response) and cancellations return null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!isApiError(error) || error.cancelled || error.status === null || error.status === 419 || error.status >= 500) return null;
  let placed = false;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed ? null : error.message;
}
