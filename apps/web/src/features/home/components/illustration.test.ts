import { describe, expect, it } from 'vitest';
import sprite from '@/features/home/illustrations.svg?raw';

describe('the home page’s drawings file', () => {
  it('is well-formed XML with one symbol per drawing, each colour that follows the theme a custom property', () => {
    // The browser draws nothing from a file that is not well-formed XML (a "--" in a comment
    // is enough), and says nothing about it.
    const document = new DOMParser().parseFromString(sprite, 'image/svg+xml');
    expect(document.querySelector('parsererror')).toBeNull();
    const symbols = [...document.querySelectorAll('symbol')].map((symbol) => [
      symbol.id,
      symbol.getAttribute('viewBox'),
    ]);
    // The same viewBoxes as components/illustration.tsx draws them in: no layout shift.
    expect(symbols).toEqual([
      ['hero', '0 0 560 480'],
      ['growth-path', '0 0 480 400'],
      ['phone', '0 0 260 420'],
    ]);
    // The page's classes do not reach into a <use>: a class in the file would do nothing.
    expect(document.querySelector('[class]')).toBeNull();
  });
});
