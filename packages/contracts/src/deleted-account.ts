import type { Language } from './i18n/languages';

/**
 * What a deleted account's name becomes. Pages show their own translation of it
 * (`deletedAccountNames`), so a booking or a review of a deleted person never shows blank text.
 * Without zod, so a page that shows names does not download the schemas (issue 12).
 */
export const deletedAccountName = 'Deleted account';
export const deletedAccountNames: Record<Language, string> = {
  en: deletedAccountName,
  ar: 'حساب محذوف',
};
