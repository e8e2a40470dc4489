import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from './languages';
import { sharedMessages } from './shared-messages';
import { rateLimitedMessage, waitInWords } from './wait-time';

/** The shared texts through i18next, as each app reads them. */
const i18n = createInstance();
void i18n.init({
  resources: { en: { shared: sharedMessages.en }, ar: { shared: sharedMessages.ar } },
  lng: 'en',
  fallbackLng: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
const tIn = (language: Language) => i18n.getFixedT(language, 'shared');

describe('a wait in words', () => {
  it.each([
    [0, '0 دقيقة'],
    [1, 'دقيقة واحدة'],
    [2, 'دقيقتين'],
    [3, '3 دقائق'],
    [11, '11 دقيقة'],
    [100, '100 دقيقة'],
  ])('counts %i minutes in Arabic with its plural form', (count, text) => {
    expect(tIn('ar')('retry.minute', { count })).toBe(text);
  });

  it.each([
    [1, '1 minute'],
    [2, '2 minutes'],
    [0, '0 minutes'],
  ])('counts %i minutes in English', (count, text) => {
    expect(tIn('en')('retry.minute', { count })).toBe(text);
  });

  it('says seconds under a minute, minutes under an hour, then hours, rounding up', () => {
    expect(waitInWords(tIn('en'), 1)).toBe('1 second');
    expect(waitInWords(tIn('en'), 42)).toBe('42 seconds');
    expect(waitInWords(tIn('en'), 61)).toBe('2 minutes');
    expect(waitInWords(tIn('en'), 899.2)).toBe('15 minutes');
    expect(waitInWords(tIn('en'), 3599)).toBe('1 hour');
    expect(waitInWords(tIn('ar'), 7200)).toBe('ساعتين');
    expect(waitInWords(tIn('ar'), 5)).toBe('5 ثوانٍ');
  });

  it('tells the real wait of a 429 in both languages', () => {
    expect(rateLimitedMessage(tIn('en'), 900)).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
    expect(rateLimitedMessage(tIn('ar'), 900)).toBe(
      'محاولات كثيرة جدًا. يُرجى المحاولة مجددًا بعد 15 دقيقة.',
    );
  });
});
