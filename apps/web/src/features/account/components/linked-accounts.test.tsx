import type { AccountProfile } from '@nibras/contracts/account';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import {
  envelope,
  failure,
  fakeApi,
  logInAs,
  renderPage,
  sampleUsers,
  switchLanguage,
} from '@/test/app-fakes';
import { ProfilePage } from './profile-page';

const madeWithGoogle: AccountProfile = {
  ...sampleUsers.Student,
  preferredLanguage: 'en',
  timeZone: 'UTC',
  pendingEmail: null,
  hasPassword: false,
};
const google = {
  provider: 'google',
  email: 'yusuf@gmail.example',
  linkedAt: '2026-03-01T10:00:00.000Z',
};
const apple = {
  provider: 'apple',
  email: 'yusuf@icloud.example',
  linkedAt: '2026-03-02T10:00:00.000Z',
};

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Student');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('/profile of an account made through a provider', () => {
  it('offers an emailed link to set a password instead of the forms that need one', async () => {
    const api = fakeApi({
      'GET /api/v1/account': () => ({ body: envelope(madeWithGoogle) }),
      'GET /api/v1/reports/mine': () => ({ body: envelope([]) }),
      'GET /api/v1/family/addresses': () => ({ body: envelope([]) }),
      'GET /api/v1/calendar-feed': () => ({
        body: envelope({ url: 'webcal://nibras.test/calendar/feed.ics' }),
      }),
      'GET /api/v1/account/identities': () => ({
        body: envelope({ hasPassword: false, identities: [google] }),
      }),
      'POST /api/v1/auth/request-password-reset': () => ({ body: envelope(null) }),
    });
    const user = userEvent.setup();
    renderPage(<ProfilePage />, '/profile');

    const linked = await screen.findByRole('region', { name: 'Google, Apple and Meta' });
    expect(await within(linked).findByText('Google')).toBeInTheDocument();
    expect(linked).toHaveTextContent('yusuf@gmail.example · linked on Mar 1, 2026');
    // The only way in stays.
    expect(within(linked).queryByRole('button', { name: 'Remove Google' })).not.toBeInTheDocument();
    expect(within(linked).getByText(/This is the only way to log in/)).toBeInTheDocument();

    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account…' })).not.toBeInTheDocument();
    expect(screen.getAllByText(/your account has none yet: set one first/)).toHaveLength(2);

    const password = screen.getByRole('region', { name: 'Password' });
    await user.click(
      within(password).getByRole('button', { name: 'Email me a link to set a password' }),
    );
    expect(await within(password).findByRole('status')).toHaveTextContent(
      'We sent a link to yusuf@example.com. Open it to choose your password.',
    );
    const [, init] =
      api.mock.calls.find(([url]) => String(url).endsWith('/request-password-reset')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'yusuf@example.com' });
  });

  it('removes a provider while another remains, and says why the last cannot go', async () => {
    let identities = [google, apple];
    fakeApi({
      'GET /api/v1/account': () => ({ body: envelope(madeWithGoogle) }),
      'GET /api/v1/reports/mine': () => ({ body: envelope([]) }),
      'GET /api/v1/family/addresses': () => ({ body: envelope([]) }),
      'GET /api/v1/calendar-feed': () => ({
        body: envelope({ url: 'webcal://nibras.test/calendar/feed.ics' }),
      }),
      'GET /api/v1/account/identities': () => ({
        body: envelope({ hasPassword: false, identities }),
      }),
      'DELETE /api/v1/account/identities/google': () => {
        identities = [apple];
        return { body: envelope({ hasPassword: false, identities }) };
      },
      'DELETE /api/v1/account/identities/apple': () => ({
        status: 409,
        body: failure('last_sign_in_method', 'last'),
      }),
    });
    const user = userEvent.setup();
    renderPage(<ProfilePage />, '/profile');
    const linked = await screen.findByRole('region', { name: 'Google, Apple and Meta' });
    await user.click(await within(linked).findByRole('button', { name: 'Remove Google' }));
    expect(await within(linked).findByText(/This is the only way to log in/)).toBeInTheDocument();
    expect(within(linked).queryByText('Google')).not.toBeInTheDocument();
    expect(within(linked).getByText('Apple')).toBeInTheDocument();
  });

  it('lists the providers in Arabic', async () => {
    await switchLanguage('ar');
    fakeApi({
      'GET /api/v1/account': () => ({ body: envelope({ ...madeWithGoogle, hasPassword: true }) }),
      'GET /api/v1/reports/mine': () => ({ body: envelope([]) }),
      'GET /api/v1/family/addresses': () => ({ body: envelope([]) }),
      'GET /api/v1/calendar-feed': () => ({
        body: envelope({ url: 'webcal://nibras.test/calendar/feed.ics' }),
      }),
      'GET /api/v1/account/identities': () => ({
        body: envelope({ hasPassword: true, identities: [google] }),
      }),
    });
    renderPage(<ProfilePage />, '/profile');
    const linked = await screen.findByRole('region', { name: 'Google وApple وMeta' });
    expect(await within(linked).findByRole('button', { name: 'إزالة Google' })).toBeInTheDocument();
  });
});
