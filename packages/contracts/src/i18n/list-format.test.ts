import { describe, expect, it } from 'vitest';
import { formatList } from './list-format';

const isolated = (name: string) => `\u2068${name}\u2069`;

describe('formatList', () => {
  it('parts the Arabic "و" from a name in Latin letters, isolated or not', () => {
    expect(formatList('ar', [isolated('Sara Ali'), isolated('Mona Test')])).toBe(
      '\u2068Sara Ali\u2069 و\u00a0\u2068Mona Test\u2069',
    );
    expect(formatList('ar', ['Sara', 'Mona', 'Omar'])).toBe('Sara و\u00a0Mona و\u00a0Omar');
  });

  it('keeps "و" on an Arabic word, and English lists as they are', () => {
    expect(formatList('ar', ['منى', isolated('سارة')])).toBe('منى و\u2068سارة\u2069');
    expect(formatList('en', ['Sara', 'Mona Test'])).toBe('Sara and Mona Test');
  });
});
