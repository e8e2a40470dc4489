import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from './intl-locale';

/**
 * A calendar month ("2026-06") named in a language, always with its full year: "Jun 2026" /
 * "يونيو 2026" on a chart's axis (short), "June 2026" in a table (long). A two-digit year
 * made a month read as a date ("Jun 26" is the 26th of June), so charts never use one. The
 * year's digits are those of the chart's amounts (intl-locale.ts).
 */
export function monthNamesIn(language: string) {
  const short = new Intl.DateTimeFormat(intlLocale(language), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const long = new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dateOf = (month: string) => {
    const [year = 1970, index = 1] = month.split('-').map(Number);
    return new Date(Date.UTC(year, index - 1, 1));
  };
  return {
    short: (month: string) => short.format(dateOf(month)),
    long: (month: string) => long.format(dateOf(month)),
  };
}

/** monthNamesIn the reader's language. */
export function useMonthNames() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => monthNamesIn(language), [language]);
}
