import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { errorCodeOf, useErrorText } from '@/lib/error-text';

/**
 * A refused /profile call: field messages (already in the reader's language) go under their
 * fields; anything else is answered as one sentence for the whole form, or null when every
 * message found its field. An address taken by another account belongs under `takenField`.
 */
export function useServerErrors<T extends FieldValues>() {
  const errorText = useErrorText();
  return (
    error: unknown,
    setError: UseFormSetError<T>,
    fields: Path<T>[],
    takenField?: Path<T>,
  ) => {
    let placed = showServerFieldErrors(setError, error, fields);
    if (takenField && errorCodeOf(error) === 'email_taken') {
      setError(takenField, { type: 'server', message: errorText(error) });
      placed = true;
    }
    return placed ? null : errorText(error);
  };
}
