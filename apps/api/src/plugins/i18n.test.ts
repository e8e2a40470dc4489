import { describe, expect, it } from 'vitest';
import { isSharedKey, textsIn } from './i18n';

describe("the server's texts", () => {
  it('fill what people wrote as it is: not escaped, not read as a slot or a nested key', () => {
    const written = `<b>Ann & "Bo"</b> {{name}} $t(brand)`;
    expect(textsIn('en', 'emails')('greeting', { name: written })).toBe(`Hello ${written},`);
    expect(textsIn('ar', 'emails')('greeting', { name: written })).toBe(`مرحبًا ${written}،`);
  });

  it('pick the plural form of the language, zero included', () => {
    const unread = (language: 'en' | 'ar', count: number) =>
      textsIn(language, 'messaging-emails')('unread', { count });
    expect([0, 1, 2, 3, 11, 100].map((count) => unread('ar', count))).toEqual([
      '0 رسالة غير مقروءة',
      'رسالة واحدة غير مقروءة',
      'رسالتان غير مقروءتين',
      '3 رسائل غير مقروءة',
      '11 رسالة غير مقروءة',
      '100 رسالة غير مقروءة',
    ]);
    expect([0, 1, 2].map((count) => unread('en', count))).toEqual([
      '0 unread messages',
      '1 unread message',
      '2 unread messages',
    ]);
  });

  it('tell a key that comes as data from a sentence that is no key', () => {
    expect(isSharedKey('errors.not_found')).toBe(true);
    expect(isSharedKey('validation.required')).toBe(true);
    // An object of texts, a plural stem and zod's own English are no text of their own.
    expect(isSharedKey('errors')).toBe(false);
    expect(isSharedKey('retry.minute')).toBe(false);
    expect(isSharedKey('Invalid input: expected object, received string')).toBe(false);
  });
});
