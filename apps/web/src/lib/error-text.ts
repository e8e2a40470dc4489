import { errorCodes, type ErrorCode } from '@nibras/contracts/errors';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from './api-client';

/** The error code of a failed call, when the API gave one this app knows. */
export function errorCodeOf(error: unknown): ErrorCode | null {
  const code = error instanceof ApiRequestError ? error.error?.code : undefined;
  return code && (errorCodes as readonly string[]).includes(code) ? (code as ErrorCode) : null;
}

/**
 * A failed call in the reader's language: the app's own text for its code, else the generic one.
 * A 429 is the server's message, which says how long to wait ("try again in 15 minutes").
 */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const code = errorCodeOf(error);
    const serverText = error instanceof ApiRequestError ? error.error?.message : undefined;
    if (code === 'rate_limited' && serverText) return serverText;
    // No answer at all: offline (issue 33), or the server out of reach.
    if (error instanceof ApiRequestError && error.status === 0) {
      return t('offline.needsNetwork', { ns: 'common' });
    }
    return code ? t(`errors.${code}`, { ns: 'shared' }) : t('genericError');
  };
}
