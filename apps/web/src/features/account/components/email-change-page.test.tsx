import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import {
  envelope,
  failure,
  fakeApi,
  renderPage,
  sampleUsers,
  switchLanguage,
} from '@/test/app-fakes';
import { EmailChangePage } from './email-change-page';

beforeEach(async () => {
  localStorage.clear();
  await switchLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('EmailChangePage', () => {
  it('confirms the link once and the signed-in session learns the new address', async () => {
    useSession.setState({
      userModel: sampleUsers.Student,
      userType: 'Student',
      accessToken: 'token',
      accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
    });
    const api = fakeApi({
      'POST /api/v1/account/email/confirm': () => ({
        body: envelope({ email: 'yusuf.new@example.com' }, 'Your email address is changed.'),
      }),
      'GET /api/v1/account': () => ({
        body: envelope({
          ...sampleUsers.Student,
          email: 'yusuf.new@example.com',
          timeZone: 'UTC',
          pendingEmail: null,
          hasPassword: true,
        }),
      }),
    });
    renderPage(<EmailChangePage />, '/email-change?token=abc');
    expect(
      await screen.findByRole('heading', { name: 'Your email address is changed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('From now on, log in with yusuf.new@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    const confirm = api.mock.calls.filter(([url]) => String(url).endsWith('/email/confirm'));
    expect(confirm).toHaveLength(1);
    expect(JSON.parse(confirm[0]?.[1]?.body as string)).toEqual({ token: 'abc' });
    expect(useSession.getState().userModel?.email).toBe('yusuf.new@example.com');
  });

  it('says why a used or expired link did not work, in Arabic too', async () => {
    await switchLanguage('ar');
    fakeApi({
      'POST /api/v1/account/email/confirm': () => ({
        status: 400,
        body: failure('email_change_token_invalid', 'x'),
      }),
    });
    renderPage(<EmailChangePage />, '/email-change?token=used');
    expect(await screen.findByRole('heading', { name: 'لم يعمل هذا الرابط' })).toBeInTheDocument();
    expect(screen.getByText(/استُخدم من قبل/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الانتقال إلى تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('needs a token in the link', async () => {
    const api = fakeApi({});
    renderPage(<EmailChangePage />, '/email-change');
    expect(
      await screen.findByText(
        'This link is incomplete. Please open the link from the email again.',
      ),
    ).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});
