import { describe, expect, it } from 'vitest';
import { currencyName, currencySign, formatMoney } from './money';

describe('formatMoney', () => {
  it('shows the currency sign before the amount in English', () => {
    expect(formatMoney('25.00', 'USD', 'en')).toBe('$25.00');
    expect(formatMoney('22.5', 'USD', 'en')).toBe('$22.50');
  });

  it('keeps Latin digits and the sign with its amount in one isolated run in Arabic', () => {
    expect(formatMoney('25.00', 'USD', 'ar')).toBe('\u206825.00\u00a0US$\u2069');
  });

  it('leaves no directional mark inside the run, whatever the currency', () => {
    const riyals = formatMoney('25.00', 'SAR', 'ar');
    expect(riyals).toMatch(/^\u2068[^\u200e\u200f\u061c]*\u2069$/);
    expect(riyals).toContain('25.00');
  });

  it('puts the sign of a price input where the price will show it', () => {
    expect(currencySign('USD', 'en')).toEqual({ sign: '$', before: true });
    expect(currencySign('USD', 'ar')).toEqual({ sign: 'US$', before: false });
  });

  it('names the currency in the reader’s language, not by its code', () => {
    expect(currencyName('USD', 'en')).toBe('US Dollar');
    expect(currencyName('USD', 'ar')).toBe('دولار أمريكي');
  });

  it('drops the minor units where asked, for a chart axis', () => {
    expect(formatMoney('1200', 'USD', 'en', { whole: true })).toBe('$1,200');
    expect(formatMoney('1200', 'USD', 'ar', { whole: true })).toBe('\u20681,200\u00a0US$\u2069');
    expect(formatMoney('1200', 'USD', 'en')).toBe('$1,200.00');
  });
});
