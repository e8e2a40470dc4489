import type { Language } from '@nibras/contracts/i18n/languages';
import { useCallback } from 'react';
import { useContentLanguage } from './content-language';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A decimal string from the API ("25.00") with its currency code, the one way the app shows a
 * price: "$25.00" in English, "25.00 US$" in Arabic. Arabic keeps Latin digits, the digits a tutor
 * types into the price fields. In Arabic the amount and its sign are one first-strong isolate
 * (U+2068 … U+2069) without Intl's right-to-left mark: otherwise the bidi algorithm detaches the
 * "$" of "US$" and shows "$US" once the price sits in an Arabic sentence.
 */
export function formatMoney(amount: string, currency: string, language: Language): string {
  const key = `${language}/${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : language, {
      style: 'currency',
      currency,
    });
    formats.set(key, format);
  }
  const text = format.format(Number(amount));
  return language === 'ar' ? `\u2068${text.replace(/[\u200e\u200f\u061c]/g, '')}\u2069` : text;
}

/** formatMoney in the reader's language. */
export function useFormatMoney() {
  const language = useContentLanguage();
  return useCallback(
    (amount: string, currency: string) => formatMoney(amount, currency, language),
    [language],
  );
}
