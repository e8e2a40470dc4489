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

/**
 * A language's name in the page's language: "الإنجليزية" on an Arabic page, never the name the
 * language gives itself ("English"), which would be Latin letters in Arabic text.
 */
export function useLanguageName() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'language' });
    return (code: string) => names.of(code) ?? code;
  }, [language]);
}
