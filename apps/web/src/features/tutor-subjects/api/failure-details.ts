import i18n from 'i18next';
import { ApiRequestError } from '@/lib/api-client';

/** What went wrong, for a toast's second line: the server's localised message, or ours. */
export function failureDetail(error: unknown): string | undefined {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return i18n.t('tutor-subjects:errors.network');
    return error.error?.message ?? error.envelopeMessage ?? undefined;
  }
  return undefined;
}
