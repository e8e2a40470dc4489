import { errorCodes, type ErrorCode } from '@nibras/contracts/errors';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from './api-client';

/** The error code of a failed call, when the API gave one this app knows. */
export function errorCodeOf(error: unknown): ErrorCode | null {
  const code = error instanceof ApiRequestError ? error.error?.code : undefined;
  return code && (errorCodes as readonly string[]).includes(code) ? (code as ErrorCode) : null;
}

/** A failed call in the reader's language: the app's own text for its code, else the generic one. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const code = errorCodeOf(error);
    return code ? t(`shared:errors.${code}`) : t('common:genericError');
  };
}
