import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './language';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['ar-SA', 'ar'],
    ['fr-FR,fr;q=0.9,ar;q=0.8,en;q=0.7', 'ar'],
    ['en;q=0.5,ar;q=0.9', 'ar'],
    ['ar;q=0,en', 'en'],
    ['de, *;q=0.5', 'en'],
  ])('reads %j as %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });

  it('reads each header right however many distinct ones it has seen', () => {
    for (let index = 0; index < 2500; index += 1) {
      expect(languageFromHeader(`x-${index}, ar;q=0.${(index % 8) + 1}`)).toBe('ar');
    }
    expect(languageFromHeader('en-GB,en;q=0.9')).toBe('en');
  });
});
