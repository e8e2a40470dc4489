import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api-client';

/** Puts the field messages of a 400 answer (already in the user's language) under the fields. */
export function showServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: Path<T>[],
) {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return;
  for (const field of fields) {
    const message = error.error?.details?.[field];
    if (message) setError(field, { type: 'server', message });
  }
}
