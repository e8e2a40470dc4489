import { intlLocale } from './intl-locale';

/**
 * Dates in Arabic carry their Hijri (Umm al-Qura) date beside the Gregorian one (issue 34):
 * "الأربعاء 18 فبراير 2026 (1 رمضان 1447 هـ)". Both are written by Intl.DateTimeFormat, the
 * Hijri one with the `islamic-umalqura` calendar, in the same digits as the rest of the app
 * (intl-locale.ts). In English a date reads as before, Gregorian only.
 */
export type DateStyle = 'long' | 'medium' | 'withWeekday';

const gregorianOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  withWeekday: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
};

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** The Hijri (Umm al-Qura) date of an instant in a zone: "1 رمضان 1447 هـ". */
export function hijriDate(instant: Date, language: string, timeZone: string): string {
  const locale = `${intlLocale(language)}${language === 'ar' ? '-ca-islamic-umalqura' : '-u-ca-islamic-umalqura'}`;
  return formatOf(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    instant,
  );
}

/**
 * A date as a person reads it: Gregorian, and in Arabic its Hijri date beside it in brackets.
 * `timeZone` is the reader's (or the zone the date belongs to).
 */
export function readableDate(
  instant: Date,
  language: string,
  timeZone: string,
  style: DateStyle = 'long',
): string {
  const gregorian = formatOf(intlLocale(language), {
    ...gregorianOptions[style],
    timeZone,
  }).format(instant);
  if (language !== 'ar') return gregorian;
  return `${gregorian} (${hijriDate(instant, language, timeZone)})`;
}

/** A local calendar date ("2026-02-18"), read at its noon in UTC so no zone moves its day. */
export function readableIsoDate(isoDate: string, language: string, style: DateStyle = 'long') {
  return readableDate(new Date(`${isoDate}T12:00:00Z`), language, 'UTC', style);
}
