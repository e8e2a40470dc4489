import { defaultLanguage, isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import { useTranslation } from 'react-i18next';

/**
 * The language the API answers in (the Accept-Language the client sends). Query keys carry it,
 * so switching language fetches names in the new language instead of showing the old ones.
 */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return isLanguage(language) ? language : defaultLanguage;
}
