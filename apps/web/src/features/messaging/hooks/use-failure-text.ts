import { ApiRequestError } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-text';

/**
 * A failed send or report in the reader's language: the server's message for the field when it
 * rejected one (already translated), else this app's text for the error code.
 */
export function useFailureText(field: string) {
  const errorText = useErrorText();
  return (error: unknown) =>
    (error instanceof ApiRequestError && error.status === 400 && error.error?.details?.[field]) ||
    errorText(error);
}
