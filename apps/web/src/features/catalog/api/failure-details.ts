import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import i18n from 'i18next';
import { ApiRequestError } from '../../../lib/api-client';

/** What went wrong, for a toast's second line: the server's localised message, or ours. */
export function failureDetail(error: unknown): string | undefined {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return i18n.t('catalog:errors.network');
    return error.error?.message ?? error.envelopeMessage ?? undefined;
  }
  return undefined;
}

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
