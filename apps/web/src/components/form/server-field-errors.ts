import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '@/lib/api-client';

/** The field messages of a 400 answer, by field name (already in the user's language). */
export function serverFieldMessages(error: unknown): Record<string, string> {
  if (error instanceof ApiRequestError && error.status === 400) return error.error?.details ?? {};
  return {};
}

/**
 * Puts a 400 answer's field messages under the form's fields: only `fields` when given (the
 * fields this form shows), else every field the answer names. True when one was placed.
 */
export function showServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields?: Path<T>[],
): boolean {
  let placed = false;
  for (const [field, message] of Object.entries(serverFieldMessages(error))) {
    if (fields && !fields.includes(field as Path<T>)) continue;
    setError(field as Path<T>, { type: 'server', message });
    placed = true;
  }
  return placed;
}
