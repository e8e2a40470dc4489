import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Language names and numbers in the reader's language, all through Intl (prices: lib/money). */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const languageNames = new Intl.DisplayNames([language], { type: 'language' });
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const list = new Intl.ListFormat(language, { style: 'short', type: 'conjunction' });
    return {
      language,
      languageName: (code: string) => languageNames.of(code) ?? code,
      languageList: (codes: string[]) =>
        list.format(codes.map((code) => languageNames.of(code) ?? code)),
      number: (value: number) => number.format(value),
      years: (count: number) =>
        new Intl.NumberFormat(language, {
          style: 'unit',
          unit: 'year',
          unitDisplay: 'long',
        }).format(count),
    };
  }, [language]);
}
