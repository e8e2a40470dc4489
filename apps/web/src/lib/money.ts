import type { Language } from '@nibras/contracts/i18n/languages';
import { useCallback } from 'react';
import { useContentLanguage } from './content-language';
import { intlLocale } from './intl-locale';

const formats = new Map<string, Intl.NumberFormat>();

/** `whole`: no minor units ("$1,200"), for a chart's axis, where cents are noise. */
type MoneyOptions = { whole?: boolean };

function moneyFormat(currency: string, language: Language, { whole = false }: MoneyOptions = {}) {
  const key = `${language}/${currency}/${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency,
      ...(whole && { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A decimal string from the API ("25.00") with its currency code, the one way the app shows a
 * price: "$25.00" in English, "25.00 US$" in Arabic. Arabic keeps Latin digits, the digits a tutor
 * types into the price fields. In Arabic the amount and its sign are one first-strong isolate
 * (U+2068 … U+2069) without Intl's right-to-left mark: otherwise the bidi algorithm detaches the
 * "$" of "US$" and shows "$US" once the price sits in an Arabic sentence.
 */
export function formatMoney(
  amount: string,
  currency: string,
  language: Language,
  options?: MoneyOptions,
): string {
  const text = moneyFormat(currency, language, options).format(Number(amount));
  return language === 'ar' ? `\u2068${text.replace(/[\u200e\u200f\u061c]/g, '')}\u2069` : text;
}

/** formatMoney in the reader's language. */
export function useFormatMoney() {
  const language = useContentLanguage();
  return useCallback(
    (amount: string, currency: string, options?: MoneyOptions) =>
      formatMoney(amount, currency, language, options),
    [language],
  );
}

/**
 * The currency's sign as formatMoney writes it, and on which side of the amount: "$" before in
 * English, "US$" after in Arabic. A price input puts it where the price shown later will have it.
 */
export function currencySign(currency: string, language: Language) {
  const parts = moneyFormat(currency, language).formatToParts(1);
  const sign = parts.find((part) => part.type === 'currency')?.value ?? currency;
  const signAt = parts.findIndex((part) => part.type === 'currency');
  const numberAt = parts.findIndex((part) => part.type === 'integer');
  return { sign, before: signAt < numberAt };
}

/** currencySign in the reader's language. */
export function useCurrencySign(currency: string) {
  return currencySign(currency, useContentLanguage());
}

/** The currency's name in the reader's language: "US dollars" is not "USD" ("دولار أمريكي"). */
export function currencyName(currency: string, language: Language): string {
  return new Intl.DisplayNames([language], { type: 'currency' }).of(currency) ?? currency;
}
