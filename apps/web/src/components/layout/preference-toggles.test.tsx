import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, sampleUsers } from '@/test/app-fakes';
import { useThemeStore } from '@/lib/theme';
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

describe('LanguageToggle, signed in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().clearSession();
  });
  const signIn = (preferredLanguage: 'en' | 'ar') =>
    useSession.setState({
      userModel: { ...sampleUsers.Student, preferredLanguage },
      userType: 'Student',
      accessToken: 'token',
      accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
    });

  it('offers to send the account’s emails in the new language, and saves it when asked', async () => {
    const user = userEvent.setup();
    signIn('en');
    const api = fakeApi({
      'PATCH /api/v1/account': () => ({ body: envelope({}) }),
    });
    render(
      <>
        <LanguageToggle />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Switch to Arabic' }));
    expect(await screen.findByText('هل تريد أن تصلك رسائلنا بالعربية أيضًا؟')).toBeInTheDocument();
    // The page changed language at once: the prompt blocks nothing.
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(api).not.toHaveBeenCalled();

    // A plain click: sonner's pointer handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'استخدام العربية' }));
    expect(await screen.findByText('تم: ستصلك رسائلنا بالعربية.')).toBeInTheDocument();
    // The answered prompt goes; the outcome stays on screen as a toast of its own.
    await waitFor(() =>
      expect(screen.queryByText('هل تريد أن تصلك رسائلنا بالعربية أيضًا؟')).toBeNull(),
    );
    expect(screen.getByText('تم: ستصلك رسائلنا بالعربية.')).toBeInTheDocument();
    expect(JSON.parse(api.mock.calls[0]?.[1]?.body as string)).toEqual({ preferredLanguage: 'ar' });
    expect(useSession.getState().userModel?.preferredLanguage).toBe('ar');
  });

  it('offers nothing when the emails already come in that language, or to a visitor', async () => {
    const user = userEvent.setup();
    signIn('ar');
    const api = fakeApi({});
    render(
      <>
        <LanguageToggle />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Switch to Arabic' }));
    useSession.getState().clearSession();
    await user.click(await screen.findByRole('button', { name: 'التبديل إلى الإنجليزية' }));
    await screen.findByRole('button', { name: 'Switch to Arabic' });
    expect(screen.queryByText(/Get our emails in/)).toBeNull();
    expect(screen.queryByText(/هل تريد أن تصلك/)).toBeNull();
    expect(api).not.toHaveBeenCalled();
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
