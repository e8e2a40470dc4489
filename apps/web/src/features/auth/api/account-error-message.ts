import i18n from 'i18next';
import { ApiRequestError } from '@/lib/api-client';
import { textOfKey } from '@/lib/text-of-key';

/**
 * The message of a failed confirmation or password-reset call (docs/shared/SPEC.md section 8): the server's
 * error message, else its message, else `fallbackKey`; a network failure and an unexpected
 * error have their own texts.
 */
export function accountErrorMessage(error: unknown, fallbackKey: string): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return i18n.t('auth:errors.network');
    return error.error?.message ?? error.envelopeMessage ?? textOfKey(i18n.t, fallbackKey);
  }
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('auth:errors.unexpected');
}
