import type { AccountProfile } from '@nibras/contracts/account';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import {
  envelope,
  failure,
  fakeApi,
  renderRoutes,
  CurrentPath,
  sampleUsers,
  switchLanguage,
} from '@/test/app-fakes';
import { AccountDeletedPage } from './account-deleted-page';
import { ProfilePage } from './profile-page';

const parent: AccountProfile = {
  ...sampleUsers.Parent,
  preferredLanguage: 'en',
  timeZone: 'Asia/Dubai',
  pendingEmail: null,
  hasPassword: true,
};

/** Every profile shows its linked providers; these tests are about the other sections. */
const noIdentities = {
  'GET /api/v1/calendar-feed': () => ({
    body: envelope({ url: 'webcal://nibras.test/calendar/feed.ics' }),
  }),
  'GET /api/v1/account/identities': () => ({
    body: envelope({ identities: [], hasPassword: true }),
  }),
  'GET /api/v1/reports/mine': () => ({ body: envelope([]) }),
  'GET /api/v1/family/addresses': () => ({ body: envelope([]) }),
};

function signIn(user = sampleUsers.Parent) {
  useSession.setState({
    userModel: user,
    userType: user.userType,
    accessToken: 'token',
    accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
  });
}

const bodyOf = (init: RequestInit) => JSON.parse(init.body as string) as Record<string, unknown>;

function showProfile() {
  return renderRoutes(
    [
      {
        path: '/profile',
        element: (
          <>
            <ProfilePage />
            <Toaster />
          </>
        ),
      },
      { path: '/account-deleted', element: <AccountDeletedPage /> },
      { path: '*', element: <CurrentPath /> },
    ],
    '/profile',
  );
}

beforeEach(async () => {
  localStorage.clear();
  await switchLanguage('en');
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('ProfilePage', () => {
  it('saves name, phone, email language and time zone, and the header learns the new name', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...noIdentities,
      'GET /api/v1/account': () => ({ body: envelope(parent) }),
      'PATCH /api/v1/account': ({ init }) => ({
        body: envelope({ ...parent, ...bodyOf(init) }, 'Your profile is saved.'),
      }),
    });
    showProfile();
    const name = await screen.findByLabelText('Full name');
    expect(name).toHaveValue('Layla Hassan');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('link', { name: 'Edit your teaching profile' })).toBeNull();

    await user.clear(name);
    await user.type(name, 'Layla Adel');
    const phone = screen.getByLabelText('Phone number');
    await user.clear(phone);
    await user.type(phone, '+971 50 111 2222');
    await user.selectOptions(screen.getByLabelText('Language of our emails'), 'ar');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Asia/Riyadh');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    // Focus moves to the result (the button was disabled while saving).
    expect(await screen.findByText('Your profile is saved.')).toHaveFocus();
    const patch = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(bodyOf(patch?.[1] ?? {})).toEqual({
      fullName: 'Layla Adel',
      phoneNumber: '+971501112222',
      preferredLanguage: 'ar',
      timeZone: 'Asia/Riyadh',
      // Left at "Prefer not to say".
      addressAs: null,
    });
    expect(useSession.getState().userModel).toMatchObject({
      fullName: 'Layla Adel',
      phoneNumber: '+971501112222',
      preferredLanguage: 'ar',
    });
  });

  it('asks, in Arabic too, how to address the person; the choice can be taken back', async () => {
    const user = userEvent.setup();
    await switchLanguage('ar');
    const api = fakeApi({
      ...noIdentities,
      'GET /api/v1/account': () => ({ body: envelope(parent) }),
      'PATCH /api/v1/account': ({ init }) => ({
        body: envelope({ ...parent, ...bodyOf(init) }, 'حُفظ ملفك الشخصي.'),
      }),
    });
    showProfile();
    const addressAs = await screen.findByLabelText('كيف نخاطبك؟');
    expect(addressAs).toHaveValue('');
    expect(
      within(addressAs)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'أفضّل عدم التحديد',
      'بصيغة المؤنث (معلّمة، وليّة أمر)',
      'بصيغة المذكر (معلّم، وليّ أمر)',
    ]);
    await user.selectOptions(addressAs, 'feminine');
    await user.click(screen.getByRole('button', { name: 'حفظ البيانات' }));
    expect(await screen.findByText('حُفظ ملفك الشخصي.')).toHaveFocus();
    const patches = () => api.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(bodyOf(patches()[0]?.[1] ?? {})).toMatchObject({ addressAs: 'feminine' });
    // The session learns it, so texts about this person take the feminine form at once.
    expect(useSession.getState().userModel).toMatchObject({ addressAs: 'feminine' });

    await user.selectOptions(addressAs, '');
    await user.click(screen.getByRole('button', { name: 'حفظ البيانات' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(bodyOf(patches()[1]?.[1] ?? {})).toMatchObject({ addressAs: null });
  });

  it('checks the details before sending them', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...noIdentities,
      'GET /api/v1/account': () => ({ body: envelope(parent) }),
    });
    showProfile();
    await user.clear(await screen.findByLabelText('Full name'));
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '123');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Enter a valid phone number with its country code, for example +20 100 123 4567, or as you dial it in the country of your time zone',
      ),
    ).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('links a tutor to the teaching profile editor', async () => {
    signIn(sampleUsers.Tutor);
    fakeApi({
      ...noIdentities,
      'GET /api/v1/account': () => ({
        body: envelope({ ...parent, ...sampleUsers.Tutor, timeZone: 'UTC', pendingEmail: null }),
      }),
    });
    showProfile();
    const link = await screen.findByRole('link', { name: 'Edit your teaching profile' });
    expect(link).toHaveAttribute('href', '/dashboard/tutor/profile');
    expect(screen.getByText(/Tutor account/)).toBeInTheDocument();
  });

  it('changes the password; a wrong current password is shown under its field', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    fakeApi({
      ...noIdentities,
      'GET /api/v1/account': () => ({ body: envelope(parent) }),
      'PUT /api/v1/auth/password': () =>
        ++attempt === 1
          ? {
              status: 400,
              body: failure('current_password_wrong', 'x', {
                currentPassword: 'Your current password is not correct.',
              }),
            }
          : {
              body: envelope(
                null,
                'Your password is changed. Your other devices have been signed out.',
              ),
            },
    });
    showProfile();
    const section = within(await screen.findByRole('region', { name: 'Password' }));
    await user.type(section.getByLabelText('Current password'), 'wrong-one');
    await user.type(section.getByLabelText('New password'), 'new-secret-2');
    await user.type(section.getByLabelText('Confirm the new password'), 'new-secret-2');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    expect(await section.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(useSession.getState().accessToken).toBe('token');

    await user.clear(section.getByLabelText('Current password'));
    await user.type(section.getByLabelText('Current password'), 'secret-pass1');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    expect(
      await section.findByText(
        'Your password is changed. Your other devices have been signed out.',
      ),
    ).toBeInTheDocument();
    expect(section.getByLabelText('New password')).toHaveValue('');
  });

  it('asks for a new email address: taken is said under it, then the link is sent', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    fakeApi({
      ...noIdentities,
      'GET /api/v1/account': () => ({
        body: envelope(attempt > 1 ? { ...parent, pendingEmail: 'new@example.com' } : parent),
      }),
      'POST /api/v1/account/email': ({ init }) =>
        ++attempt === 1
          ? { status: 409, body: failure('email_taken', 'x') }
          : { body: envelope({ email: bodyOf(init).newEmail }, 'sent') },
    });
    showProfile();
    const section = within(await screen.findByRole('region', { name: 'Email address' }));
    expect(section.getByText('layla@example.com')).toBeInTheDocument();
    await user.type(section.getByLabelText('New email address'), 'taken@example.com');
    await user.type(section.getByLabelText('Current password'), 'secret-pass1');
    await user.click(section.getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await section.findByText('This email address already belongs to another account.'),
    ).toBeInTheDocument();

    await user.clear(section.getByLabelText('New email address'));
    await user.type(section.getByLabelText('New email address'), 'New@Example.com');
    await user.click(section.getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await section.findByText(
        'We sent a confirmation link to new@example.com. Your email changes when you open it.',
      ),
    ).toBeInTheDocument();
    // Nothing changed yet on this side.
    expect(useSession.getState().userModel?.email).toBe('layla@example.com');
  });

  it('deletes the account after the typed word and the password, then leaves signed out', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const api = fakeApi({
      ...noIdentities,
      'GET /api/v1/account': () => ({ body: envelope(parent) }),
      'POST /api/v1/account/delete': () =>
        ++attempt === 1
          ? {
              status: 400,
              body: failure('current_password_wrong', 'x', {
                currentPassword: 'Your current password is not correct.',
              }),
            }
          : { body: envelope(null, 'Your account is deleted.') },
    });
    const { router } = showProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/type DELETE \(or your email address\)/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText('Type the word shown to confirm.')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.type(dialog.getByLabelText('Current password'), 'wrong');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(useSession.getState().accessToken).toBe('token');

    await user.clear(dialog.getByLabelText('Current password'));
    await user.type(dialog.getByLabelText('Current password'), 'secret-pass1');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account-deleted');
    expect(screen.getByRole('status')).toHaveTextContent('Your account is deleted.');
    await waitFor(() => expect(useSession.getState().accessToken).toBeNull());
    expect(useSession.getState().userModel).toBeNull();
    const sent = api.mock.calls.filter(([url]) => String(url).endsWith('/account/delete'));
    expect(bodyOf(sent.at(-1)?.[1] ?? {})).toEqual({
      confirmation: 'DELETE',
      currentPassword: 'secret-pass1',
    });
  });

  it('shows the Arabic word to type in Arabic, and a failure to load with a retry', async () => {
    const user = userEvent.setup();
    await switchLanguage('ar');
    let calls = 0;
    fakeApi({
      ...noIdentities,
      'GET /api/v1/account': () =>
        ++calls === 1
          ? { status: 500, body: failure('internal_error', 'x') }
          : { body: envelope(parent) },
    });
    showProfile();
    await user.click(await screen.findByRole('button', { name: 'حاول مجددًا' }));
    await user.click(await screen.findByRole('button', { name: 'حذف حسابي…' }));
    expect(await screen.findByLabelText('اكتب حذف للتأكيد')).toBeInTheDocument();
  });
});
