import { useMemo } from 'react';
import { formatList } from '@nibras/contracts/i18n/list-format';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/intl-locale';
import { monthNamesIn } from '@/lib/month-names';

type Named = { name?: string; nameEn?: string; nameAr?: string };

/** Numbers, lists, months, language names and catalog names in the reader's language (Intl). */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const locale = intlLocale(language);
    const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent' });
    const languages = new Intl.DisplayNames([language], { type: 'language' });
    const months = monthNamesIn(language);
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return {
      language,
      number: (value: number) => numbers.format(value),
      percent: (value: number) => percent.format(value),
      list: (items: string[]) => formatList(language, items),
      languageName: (code: string) => languages.of(code) ?? code,
      /** "Jun 2026" for a chart's axis, from "2026-06". */
      monthShort: months.short,
      /** "June 2026" for a table. */
      monthLong: months.long,
      day: (iso: string) => day.format(new Date(iso)),
      name: (item: Named) =>
        (language === 'ar' ? item.nameAr : item.nameEn) ?? item.name ?? item.nameEn ?? '',
    };
  }, [language]);
}
