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
});
