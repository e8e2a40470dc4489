import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from './intl-locale';

/**
 * A count for a plural text: `count` picks the plural form (i18next's _zero, _one, _two, _few,
 * _many, _other, by Intl.PluralRules), `n` is the number as Intl writes it in the reader's
 * language, so texts say `{{n}}`, never `{{count}}`. Every count shown goes through here.
 */
export function useCountFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const format = new Intl.NumberFormat(intlLocale(language));
    return (count: number) => ({ count, n: format.format(count) });
  }, [language]);
}
