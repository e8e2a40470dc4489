import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi, failure, renderPage, switchLanguage } from '@/test/app-fakes';
import { useSession } from '@/lib/session';
import { EmailConfirmationPage } from './email-confirmation-page';

const link = '/email-confirmation?token=abc123&email=sara%40example.com';
const noSession = { email: 'sara@example.com', session: null, alreadyConfirmed: false };
const signedIn = {
  email: 'sara@example.com',
  alreadyConfirmed: false,
  session: {
    userModel: {
      id: '7d0f9b8e-4c1a-4f7e-9a55-2b3c4d5e6f70',
      fullName: 'Sara',
      email: 'sara@example.com',
      phoneNumber: '',
      userType: 'Parent',
      preferredLanguage: 'en',
      avatarUrl: null,
    },
    jwtResult: { accessToken: 'token-1', accessTokenExpiration: '2099-01-01T00:00:00.000Z' },
  },
};

beforeEach(() => {
  useSession.getState().clearSession();
  return switchLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the email confirmation page', () => {
  it('confirms once, even when React mounts the page twice, then offers the login', async () => {
    const api = fakeApi({
      'GET /api/v1/email/confirm': () => ({
        body: envelope(noSession, 'Your email has been successfully confirmed.'),
      }),
    });
    renderPage(
      <StrictMode>
        <EmailConfirmationPage />
      </StrictMode>,
      link,
    );

    expect(screen.getByRole('heading', { name: 'Confirming...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Email Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('Your email has been successfully confirmed.')).toBeInTheDocument();

    expect(api).toHaveBeenCalledTimes(1);
    const url = new URL(String(api.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'abc123',
      email: 'sara@example.com',
    });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByTestId('path')).toHaveTextContent('/login');
  });

  it('leads to a login that returns to the page the signup began on (a booking)', async () => {
    fakeApi({
      'GET /api/v1/email/confirm': () => ({ body: envelope(noSession, 'Confirmed.') }),
    });
    const next = '/book-session?tutor=t1&subject=3';
    renderPage(<EmailConfirmationPage />, `${link}&next=${encodeURIComponent(next)}`);
    await screen.findByRole('heading', { name: 'Email Confirmed!' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByTestId('path')).toHaveTextContent(
      `/login?next=${encodeURIComponent(next)}`,
    );
  });

  it('drops a return path that would leave the app', async () => {
    fakeApi({
      'GET /api/v1/email/confirm': () => ({ body: envelope(noSession, 'Confirmed.') }),
    });
    renderPage(<EmailConfirmationPage />, `${link}&next=${encodeURIComponent('//evil.example')}`);
    await screen.findByRole('heading', { name: 'Email Confirmed!' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByTestId('path')).toHaveTextContent(/^\/login$/);
  });

  it('signs in on this device and goes straight back to the booking the signup began on', async () => {
    fakeApi({
      'GET /api/v1/email/confirm': () => ({ body: envelope(signedIn, 'Confirmed.') }),
    });
    const next = '/book-session?tutor=t1&subject=3&trial=1';
    renderPage(<EmailConfirmationPage />, `${link}&next=${encodeURIComponent(next)}`);
    expect(await screen.findByTestId('path')).toHaveTextContent(next);
    expect(useSession.getState()).toMatchObject({
      accessToken: 'token-1',
      userModel: { email: 'sara@example.com', userType: 'Parent' },
    });
  });

  it('signed in without a return path (or an unsafe one), goes to the dashboard', async () => {
    fakeApi({
      'GET /api/v1/email/confirm': () => ({ body: envelope(signedIn, 'Confirmed.') }),
    });
    renderPage(<EmailConfirmationPage />, `${link}&next=${encodeURIComponent('//evil.example')}`);
    expect(await screen.findByTestId('path')).toHaveTextContent(/^\/dashboard\/parent$/);
  });

  it('opened again, says the email is confirmed and offers the login, never a failure', async () => {
    fakeApi({
      'GET /api/v1/email/confirm': () => ({
        body: envelope(
          { ...noSession, alreadyConfirmed: true },
          'Your email is already confirmed. Log in to continue.',
        ),
      }),
    });
    const next = '/book-session?tutor=t1';
    renderPage(<EmailConfirmationPage />, `${link}&next=${encodeURIComponent(next)}`);
    expect(
      await screen.findByRole('heading', { name: 'Email already confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your email is already confirmed. Log in to continue.')).toBeVisible();
    expect(screen.queryByText('Confirmation Failed')).not.toBeInTheDocument();
    expect(useSession.getState().accessToken).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByTestId('path')).toHaveTextContent(
      `/login?next=${encodeURIComponent(next)}`,
    );
  });

  it('says the link is invalid without a token, and asks nothing of the API', () => {
    const api = fakeApi({});
    renderPage(<EmailConfirmationPage />, '/email-confirmation?email=sara%40example.com');
    expect(screen.getByRole('heading', { name: 'Confirmation Failed' })).toBeInTheDocument();
    expect(screen.getByText('Invalid confirmation link.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeDisabled();
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the server's reason for a spent link, and a way to get a new one", async () => {
    fakeApi({
      'GET /api/v1/email/confirm': () => ({
        status: 400,
        body: failure(
          'confirmation_token_invalid',
          'This confirmation link is invalid or has expired.',
        ),
      }),
    });
    renderPage(<EmailConfirmationPage />, link);

    expect(await screen.findByRole('heading', { name: 'Confirmation Failed' })).toBeInTheDocument();
    expect(
      screen.getByText('This confirmation link is invalid or has expired.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Send a new confirmation link' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeDisabled();
  });

  it('speaks Arabic', async () => {
    await switchLanguage('ar');
    fakeApi({});
    renderPage(<EmailConfirmationPage />, '/email-confirmation');
    expect(screen.getByRole('heading', { name: 'فشل التأكيد' })).toBeInTheDocument();
    expect(screen.getByText('رابط التأكيد غير صالح.')).toBeInTheDocument();
  });
});
