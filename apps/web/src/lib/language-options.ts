import { teachingLanguages } from '@nibras/contracts/teaching-languages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The teaching languages, each named in the page's language ("French", "الفرنسية"). */
export function useLanguageOptions() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'language' });
    return teachingLanguages.map((code) => ({ value: code, label: names.of(code) ?? code }));
  }, [language]);
}
