/**
 * The locale that Intl writes the reader's numbers and dates with. Arabic always takes Western
 * digits ("يونيو 2026"), the digits of the app's Arabic everywhere: prices (money.ts), dates,
 * the texts and the emails. Plain "ar" would leave it to the browser's locale data, which writes
 * Arabic-Indic digits ("٢٠٢٦") in older browsers and Western ones in newer: a chart's months
 * and its amounts would then differ on one screen.
 */
export function intlLocale(language: string): string {
  return language === 'ar' ? 'ar-u-nu-latn' : language;
}
