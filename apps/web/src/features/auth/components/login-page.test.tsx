import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import {
  envelope,
  fakeApi,
  failure,
  renderPage,
  sampleUsers,
  switchLanguage,
} from '@/test/app-fakes';
import { LoginPage } from './login-page';
import { patience } from '@/test/patience';

const jwtResult = { accessToken: 'jwt', accessTokenExpiration: '2030-01-01T00:00:00.000Z' };

async function logInAs(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

beforeEach(() => switchLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('the login page', () => {
  it('shows the sign-in messages of docs/shared/SPEC.md for bad input, without calling the API', async () => {
    const api = fakeApi({});
    renderPage(<LoginPage />, '/login');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'omar@');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 character')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('covers the page while logging in, then stores the session', async () => {
    let answer: () => void = () => {};
    fakeApi({
      'POST /api/v1/auth/login': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: envelope({ userModel: sampleUsers.Tutor, jwtResult }) });
        }),
    });
    renderPage(<LoginPage />, '/login');

    await logInAs('Omar@Example.com', 'secret1');
    expect(await screen.findByRole('status')).toHaveTextContent('Logging you in…');
    expect(useSession.getState().status).toBe('loading');

    answer();
    await vi.waitFor(() => expect(useSession.getState().status).toBe('succeeded'), patience);
    expect(useSession.getState()).toMatchObject({ userType: 'Tutor', accessToken: 'jwt' });
  });

  it("shows the server's message for a refused login and stores it", async () => {
    fakeApi({
      'POST /api/v1/auth/login': () => ({
        status: 401,
        body: failure('invalid_credentials', 'The email or password is incorrect.'),
      }),
    });
    renderPage(<LoginPage />, '/login');

    await logInAs('omar@example.com', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is incorrect.',
    );
    expect(useSession.getState()).toMatchObject({
      status: 'failed',
      error: 'The email or password is incorrect.',
    });

    // Editing either field puts the last attempt's error away.
    await userEvent.setup().type(screen.getByLabelText('Password'), '!');
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(useSession.getState().status).toBe('idle');
  });

  it('offers a new confirmation link when the email is not confirmed yet', async () => {
    const api = fakeApi({
      'POST /api/v1/auth/login': () => ({
        status: 403,
        body: failure('email_not_confirmed', 'Please confirm your email before logging in.'),
      }),
      'POST /api/v1/email/resend-confirmation': () => ({
        body: envelope(null, 'A new confirmation link has been sent.'),
      }),
    });
    renderPage(<LoginPage />, '/login');

    const user = await logInAs('omar@example.com', 'secret1');
    await user.click(await screen.findByRole('button', { name: 'Send a new confirmation link' }));

    expect(await screen.findByText('A new confirmation link has been sent.')).toBeInTheDocument();
    const [, init] =
      api.mock.calls.find(([url]) => String(url).endsWith('/resend-confirmation')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'omar@example.com' });
  });

  it('shows no provider at all when none is configured, never buttons that cannot be used', () => {
    renderPage(<LoginPage />, '/login');
    expect(screen.queryByText('or continue with')).not.toBeInTheDocument();
    for (const provider of ['Apple', 'Google', 'Meta']) {
      expect(screen.queryByRole('button', { name: provider })).not.toBeInTheDocument();
      expect(
        screen.queryByRole('link', { name: `Continue with ${provider}` }),
      ).not.toBeInTheDocument();
    }
  });

  it('shows a working button for each provider the server is configured for', () => {
    window.__NIBRAS_CONFIG__ = { socialProviders: ['meta', 'google', 'unknown'] };
    try {
      renderPage(<LoginPage />, '/login?next=%2Fbook-session%3Fstep%3D3');
      expect(screen.queryByRole('button', { name: 'Apple' })).not.toBeInTheDocument();
      expect(screen.queryByText(/not available yet/)).not.toBeInTheDocument();
      const links = screen.getAllByRole('link', { name: /^Continue with/ });
      // In docs/shared/SPEC.md's order, each through the API, carrying the page to come back to.
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        [
          'GoogleContinue with Google',
          '/api/v1/auth/social/google?next=%2Fbook-session%3Fstep%3D3',
        ],
        ['MetaContinue with Meta', '/api/v1/auth/social/meta?next=%2Fbook-session%3Fstep%3D3'],
      ]);
    } finally {
      delete window.__NIBRAS_CONFIG__;
    }
  });

  it('forgets a failure from an earlier visit', () => {
    useSession.getState().setStatus('failed', 'Old news');
    renderPage(<LoginPage />, '/login');
    expect(screen.queryByText('Old news')).not.toBeInTheDocument();
    expect(useSession.getState().status).toBe('idle');
  });

  it('keeps the return path on the way to signing up instead', () => {
    renderPage(<LoginPage />, `/login?next=${encodeURIComponent('/book-session?tutor=t1')}`);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      `/signup?next=${encodeURIComponent('/book-session?tutor=t1')}`,
    );
  });
});
