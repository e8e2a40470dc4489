import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from './money';
import { monthNamesIn } from './month-names';

/**
 * Intl as in a browser whose locale data writes plain "ar" with Arabic-Indic digits (older
 * ones do; this runtime may not): a locale without its own numbering system gets "arab".
 */
function browserWithArabicIndicDefault() {
  const { DateTimeFormat } = Intl;
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    locales?: string | string[],
    options?: Intl.DateTimeFormatOptions,
  ) {
    return new DateTimeFormat(locales === 'ar' ? 'ar-u-nu-arab' : locales, options);
  } as typeof Intl.DateTimeFormat);
}

afterEach(() => vi.restoreAllMocks());

describe('month names on charts and tables', () => {
  it('names a month with its full year, never as a day of it', () => {
    expect(monthNamesIn('en').short('2026-06')).toBe('Jun 2026');
    expect(monthNamesIn('en').long('2026-06')).toBe('June 2026');
    expect(monthNamesIn('en').short('2026-06')).not.toMatch(/\b26\b/);
  });

  it('says it in Arabic with the digits of the app’s Arabic, whatever the browser’s default', () => {
    browserWithArabicIndicDefault();
    expect(new Intl.DateTimeFormat('ar', { year: 'numeric' }).format(0)).toBe('١٩٧٠');
    expect(monthNamesIn('ar').short('2026-06')).toBe('يونيو 2026');
    expect(monthNamesIn('ar').long('2031-01')).toBe('يناير 2031');
    // The earnings chart's axis beside it: the same digits.
    expect(formatMoney('2026', 'USD', 'ar', { whole: true })).toContain('2,026');
  });
});
