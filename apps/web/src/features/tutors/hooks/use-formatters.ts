import { useTranslation } from 'react-i18next';

function formattersIn(language: string) {
  const languageNames = new Intl.DisplayNames([language], { type: 'language' });
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const list = new Intl.ListFormat(language, { style: 'short', type: 'conjunction' });
  const yearCount = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'year',
    unitDisplay: 'long',
  });
  let weekday: Intl.DateTimeFormat | undefined;
  let month: Intl.DateTimeFormat | undefined;
  return {
    language,
    languageName: (code: string) => languageNames.of(code) ?? code,
    languageList: (codes: string[]) =>
      list.format(codes.map((code) => languageNames.of(code) ?? code)),
    number: (value: number) => number.format(value),
    years: (count: number) => yearCount.format(count),
    /** A month and its year ("November 2026"), for what the profile says was checked. */
    month: (iso: string) => {
      month ??= new Intl.DateTimeFormat(language, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      return month.format(new Date(iso));
    },
    /** A weekday's short name; made when first asked (the filters), not for every card. */
    get weekday() {
      weekday ??= new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
      return weekday;
    },
  };
}

/**
 * Made once per language, not per card: Intl's formatters are costly to make (in Arabic most),
 * and a page of tutors made them a dozen times while the browser hydrated it (issue 12).
 */
const formatters = new Map<string, ReturnType<typeof formattersIn>>();

/** Language names and numbers in the reader's language, all through Intl (prices: lib/money). */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  let found = formatters.get(language);
  if (!found) {
    found = formattersIn(language);
    formatters.set(language, found);
  }
  return found;
}
