import { sharedMessages } from '@nibras/contracts/i18n/shared-messages';
import { rateLimitedMessage } from '@nibras/contracts/i18n/wait-time';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectResources } from './i18n';

const files = import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' });
const resources = collectResources(files, sharedMessages);
const pluralForm = /_(zero|one|two|few|many|other)$/;

/** Every text with its dotted key, in every namespace of a language. */
function texts(language: 'en' | 'ar'): [string, string][] {
  const found: [string, string][] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') found.push([path, node]);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
  };
  for (const [namespace, content] of Object.entries(resources[language]))
    walk(content, `${namespace}:`);
  return found.map(([path, text]) => [path.replace(':.', ':'), text]);
}

/** A text that writes a count must choose its words by it: a plural key, not a fixed sentence. */
function countsWithoutPlural(entries: [string, string][]): string[] {
  return entries
    .filter(([key, text]) => /\{\{(count|n)\}\}/.test(text) && !pluralForm.test(key))
    .map(([key]) => key);
}

describe('plural forms', () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({
      resources,
      lng: 'ar',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
    });
  });

  it('finds a count written into a text without plural forms', () => {
    expect(countsWithoutPlural([['tutors:label', 'from {{n}} reviews']])).toEqual(['tutors:label']);
    expect(countsWithoutPlural([['tutors:label_other', 'from {{n}} reviews']])).toEqual([]);
  });

  it.each(['en', 'ar'] as const)('every count in the %s texts has plural forms', (language) => {
    expect(countsWithoutPlural(texts(language))).toEqual([]);
  });

  it('gives every Arabic plural its six forms and every English one its two', () => {
    const bases = (language: 'en' | 'ar') =>
      new Set(
        texts(language)
          .filter(([key]) => pluralForm.test(key))
          .map(([key]) => key.replace(pluralForm, '')),
      );
    const arabic = new Set(texts('ar').map(([key]) => key));
    const english = new Set(texts('en').map(([key]) => key));
    for (const base of bases('ar')) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(arabic.has(`${base}_${form}`), `${base}_${form}`).toBe(true);
      }
    }
    for (const base of bases('en')) {
      for (const form of ['one', 'other'])
        expect(english.has(`${base}_${form}`), `${base}_${form}`).toBe(true);
    }
  });

  const count = (value: number) => ({ count: value, n: String(value) });

  it.each([
    [0, 'التقييم 4.5 من 5، بلا مراجعات بعد'],
    [1, 'التقييم 4.5 من 5 بحسب مراجعة واحدة'],
    [2, 'التقييم 4.5 من 5 بحسب مراجعتين'],
    [3, 'التقييم 4.5 من 5 بحسب 3 مراجعات'],
    [11, 'التقييم 4.5 من 5 بحسب 11 مراجعة'],
    [100, 'التقييم 4.5 من 5 بحسب 100 مراجعة'],
  ])('says %i reviews in Arabic', (value, text) => {
    expect(i18n.t('tutors:rating.label', { average: '4.5', ...count(value) })).toBe(text);
  });

  it.each([
    [0, 'لا رسائل غير مقروءة'],
    [1, 'رسالة واحدة غير مقروءة'],
    [2, 'رسالتان غير مقروءتين'],
    [3, '3 رسائل غير مقروءة'],
    [11, '11 رسالة غير مقروءة'],
    [100, '100 رسالة غير مقروءة'],
  ])('says %i unread messages in Arabic', (value, text) => {
    expect(i18n.t('messaging:unread', { count: value })).toBe(text);
  });

  it.each([
    [1, 'دقيقة واحدة'],
    [2, 'دقيقتين'],
    [3, '3 دقائق'],
    [11, '11 دقيقة'],
    [100, '100 دقيقة'],
  ])('says a wait of %i minutes in Arabic, as the server does', (value, text) => {
    expect(i18n.t('shared:retry.minute', { count: value })).toBe(text);
  });

  it("says a 429's wait through the web app's own t, as the server does", () => {
    expect(rateLimitedMessage(i18n.getFixedT('ar', 'shared'), 900)).toBe(
      'محاولات كثيرة جدًا. يُرجى المحاولة مجددًا بعد 15 دقيقة.',
    );
    expect(rateLimitedMessage(i18n.getFixedT('en', 'shared'), 61)).toBe(
      'Too many attempts. Please try again in 2 minutes.',
    );
  });

  it.each([
    [1, 'Rated 4.5 out of 5 from 1 review'],
    [2, 'Rated 4.5 out of 5 from 2 reviews'],
  ])('says %i reviews in English', async (value, text) => {
    expect(i18n.t('tutors:rating.label', { lng: 'en', average: '4.5', ...count(value) })).toBe(
      text,
    );
  });
});
