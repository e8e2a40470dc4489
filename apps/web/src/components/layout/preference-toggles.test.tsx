import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { useThemeStore } from '../../lib/theme';
import { LanguageToggle, ThemeToggle } from './preference-toggles';

beforeAll(() => {
  initI18n();
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
  useThemeStore.setState({ theme: 'light' });
});

describe('LanguageToggle', () => {
  it('shows AR in English and switches the page to Arabic, right to left, saving the choice', async () => {
    const user = userEvent.setup();
    render(<LanguageToggle />);
    const toArabic = screen.getByRole('button', { name: 'Switch to Arabic' });
    expect(toArabic).toHaveTextContent('AR');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await user.click(toArabic);

    const toEnglish = await screen.findByRole('button', { name: 'التبديل إلى الإنجليزية' });
    expect(toEnglish).toHaveTextContent('EN');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('preferredLanguage')).toBe('ar');
  });

  it('shows EN in Arabic and switches back to English, left to right', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('ar');
    render(<LanguageToggle />);

    await user.click(screen.getByRole('button', { name: 'التبديل إلى الإنجليزية' }));

    expect(await screen.findByRole('button', { name: 'Switch to Arabic' })).toHaveTextContent('AR');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem('preferredLanguage')).toBe('en');
  });
});

describe('ThemeToggle', () => {
  it('offers the other theme and switches to it', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(useThemeStore.getState().theme).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(useThemeStore.getState().theme).toBe('light');
  });
});
