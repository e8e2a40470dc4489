import type { Language } from '@nibras/contracts/i18n/languages';
import { useCallback } from 'react';
import { useContentLanguage } from '../../../lib/content-language';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A decimal string from the API ("25.00") with its currency code, e.g. "USD 25.00". Arabic
 * keeps Latin digits, the digits a tutor types into the price fields.
 */
export function formatPrice(amount: string, currency: string, language: Language): string {
  const key = `${language}/${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en', {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
    });
    formats.set(key, format);
  }
  return format.format(Number(amount));
}

export function usePriceFormat() {
  const language = useContentLanguage();
  return useCallback(
    (amount: string, currency: string) => formatPrice(amount, currency, language),
    [language],
  );
}
