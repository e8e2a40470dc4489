import { describe, expect, it } from 'vitest';
import { rateLimitedMessage, translateCount, waitInWords } from './messages';

describe('a wait in words', () => {
  it.each([
    [0, '0 دقيقة'],
    [1, 'دقيقة واحدة'],
    [2, 'دقيقتين'],
    [3, '3 دقائق'],
    [11, '11 دقيقة'],
    [100, '100 دقيقة'],
  ])('counts %i minutes in Arabic with its plural form', (count, text) => {
    expect(translateCount('ar', 'retry.minute', count)).toBe(text);
  });

  it.each([
    [1, '1 minute'],
    [2, '2 minutes'],
    [0, '0 minutes'],
  ])('counts %i minutes in English', (count, text) => {
    expect(translateCount('en', 'retry.minute', count)).toBe(text);
  });

  it('says seconds under a minute, minutes under an hour, then hours, rounding up', () => {
    expect(waitInWords('en', 1)).toBe('1 second');
    expect(waitInWords('en', 42)).toBe('42 seconds');
    expect(waitInWords('en', 61)).toBe('2 minutes');
    expect(waitInWords('en', 899.2)).toBe('15 minutes');
    expect(waitInWords('en', 3599)).toBe('1 hour');
    expect(waitInWords('ar', 7200)).toBe('ساعتين');
    expect(waitInWords('ar', 5)).toBe('5 ثوانٍ');
  });

  it('tells the real wait of a 429 in both languages', () => {
    expect(rateLimitedMessage('en', 900)).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
    expect(rateLimitedMessage('ar', 900)).toBe(
      'محاولات كثيرة جدًا. يُرجى المحاولة مجددًا بعد 15 دقيقة.',
    );
  });
});
