import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A count for a plural text: `count` picks the plural form, `n` is the number written in the
 * reader's language ("٣" in Arabic), so texts say `{{n}}`, never `{{count}}`.
 */
export function useCountFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const format = new Intl.NumberFormat(language);
    return (count: number) => ({ count, n: format.format(count) });
  }, [language]);
}
