import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Named = { name?: string; nameEn?: string; nameAr?: string };

/** Numbers, lists, months, language names and catalog names in the reader's language (Intl). */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(language, { style: 'percent' });
    const lists = new Intl.ListFormat(language, { type: 'conjunction' });
    const languages = new Intl.DisplayNames([language], { type: 'language' });
    const monthShort = new Intl.DateTimeFormat(language, {
      month: 'short',
      year: '2-digit',
      timeZone: 'UTC',
    });
    const monthLong = new Intl.DateTimeFormat(language, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);
    return {
      language,
      number: (value: number) => numbers.format(value),
      percent: (value: number) => percent.format(value),
      list: (items: string[]) => lists.format(items),
      languageName: (code: string) => languages.of(code) ?? code,
      /** "Jun 26" for a chart's axis, from "2026-06". */
      monthShort: (month: string) => monthShort.format(monthDate(month)),
      /** "June 2026" for a table. */
      monthLong: (month: string) => monthLong.format(monthDate(month)),
      day: (iso: string) => day.format(new Date(iso)),
      name: (item: Named) =>
        (language === 'ar' ? item.nameAr : item.nameEn) ?? item.name ?? item.nameEn ?? '',
    };
  }, [language]);
}
