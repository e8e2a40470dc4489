import { defaultLanguage, isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import { useTranslation } from 'react-i18next';

/** The language the API answers in; query keys carry it so a switch refetches names. */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return isLanguage(language) ? language : defaultLanguage;
}
