import { describe, expect, it } from 'vitest';
import { intlLocale } from './intl-locale';

describe('intlLocale', () => {
  it('gives Arabic Western digits and leaves English as it is', () => {
    expect(new Intl.NumberFormat(intlLocale('ar')).format(2026)).toBe('2,026');
    expect(new Intl.NumberFormat(intlLocale('ar')).resolvedOptions().numberingSystem).toBe('latn');
    expect(intlLocale('en')).toBe('en');
  });
});
