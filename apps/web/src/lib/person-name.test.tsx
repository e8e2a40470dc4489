import { renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from './i18n';
import { usePersonName } from './person-name';

beforeAll(() => {
  initI18n();
});

describe('usePersonName', () => {
  it('names a deleted account in the reader’s language and leaves real names alone', async () => {
    await i18n.changeLanguage('ar');
    const { result } = renderHook(() => usePersonName());
    expect(result.current('Deleted account')).toBe('حساب محذوف');
    expect(result.current('Layla Hassan')).toBe('Layla Hassan');
    await i18n.changeLanguage('en');
    const english = renderHook(() => usePersonName());
    expect(english.result.current('Deleted account')).toBe('Deleted account');
  });
});
