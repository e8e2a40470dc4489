import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { useEffect } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { App } from './app';

beforeAll(() => initI18n());
afterEach(() => i18n.changeLanguage('en'));

describe('App', () => {
  it('shows a toast raised while the page first renders, before the Toaster has loaded', async () => {
    function Page() {
      useEffect(() => {
        toast.error('The reset link is missing its token.');
      }, []);
      return <h1>Reset</h1>;
    }
    const router = createMemoryRouter([{ path: '/', Component: Page }]);
    render(<App router={router} />);
    expect(screen.getByRole('heading', { name: 'Reset' })).toBeInTheDocument();
    expect(await screen.findByText('The reset link is missing its token.')).toBeInTheDocument();
  });

  it("names the notifications and their close buttons in the reader's language", async () => {
    await i18n.changeLanguage('ar');
    function Page() {
      useEffect(() => {
        toast.success('تم الحفظ');
      }, []);
      return <h1>الحساب</h1>;
    }
    render(<App router={createMemoryRouter([{ path: '/', Component: Page }])} />);
    expect(await screen.findByText('تم الحفظ')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^الإشعارات/ })).toBeInTheDocument();
    // Each toast has one (sonner keeps the first test's toast too).
    expect(screen.getAllByRole('button', { name: 'إغلاق الإشعار' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Close toast' })).toBeNull();
  });
});
