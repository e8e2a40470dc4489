import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import {
  CurrentPath,
  envelope,
  failure,
  fakeApi,
  renderRoutes,
  sampleUsers,
  switchLanguage,
} from '@/test/app-fakes';
import { catalog, chooseGrade } from '@/test/catalog-fakes';
import { VisitorOnly } from './route-guards';
import { SocialLinkConfirmPage } from './social-link-confirm-page';
import { SocialSignInPage } from './social-sign-in-page';

const jwtResult = { accessToken: 'jwt', accessTokenExpiration: '2030-01-01T00:00:00.000Z' };
const signedIn = (user = sampleUsers.Student) => ({
  body: envelope({ email: user.email, session: { userModel: user, jwtResult } }),
});

const pendingSignup = {
  kind: 'signup',
  provider: 'google',
  email: 'sara@example.com',
  emailVerified: true,
  fullName: 'Sara Ahmed',
  returnTo: null,
  accountHasPassword: false,
};
const pendingLink = { ...pendingSignup, kind: 'link', accountHasPassword: true };

/** The page inside the visitor guard, as in the app: a session leads away from it. */
function show(path: string) {
  return renderRoutes(
    [
      {
        element: <VisitorOnly />,
        children: [
          { path: '/social-sign-in', element: <SocialSignInPage /> },
          { path: '/social-sign-in/confirm', element: <SocialLinkConfirmPage /> },
        ],
      },
      { path: '*', element: <CurrentPath /> },
    ],
    path,
  );
}

beforeEach(() => switchLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('coming back from a provider', () => {
  it('fetches the session the API started, then goes where the person was going', async () => {
    const api = fakeApi({
      'POST /api/v1/auth/refresh': () => ({
        body: envelope({ userModel: sampleUsers.Parent, jwtResult }),
      }),
    });
    show('/social-sign-in?status=signed-in&next=%2Fbook-session%3Fstep%3D3');
    expect(await screen.findByTestId('path')).toHaveTextContent('/book-session?step=3');
    expect(useSession.getState().userModel).toEqual(sampleUsers.Parent);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['en', 'social_cancelled', 'Sign-in was cancelled. Nothing was shared with Nibras.'],
    ['ar', 'social_cancelled', 'أُلغي تسجيل الدخول، ولم تُشارَك أي بيانات مع نبراس.'],
    ['en', 'something-else', 'We could not verify the answer of the sign-in provider.'],
  ] as const)('says why it failed (%s, %s)', async (language, code, text) => {
    await switchLanguage(language);
    fakeApi({});
    show(`/social-sign-in?error=${code}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/login',
      '/signup',
    ]);
  });

  it('says so when the sign-in waiting here has expired', async () => {
    fakeApi({
      'GET /api/v1/auth/social/pending': () => ({
        status: 404,
        body: failure('social_sign_in_expired', 'expired'),
      }),
    });
    show('/social-sign-in');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in took too long or was already used.',
    );
  });
});

describe("a new person's signup after the provider", () => {
  it('picks a role, fills in its steps without an address or a password, and is signed in', async () => {
    const api = fakeApi({
      ...catalog,
      'GET /api/v1/auth/social/pending': () => ({ body: envelope(pendingSignup) }),
      'POST /api/v1/auth/social/register': () => signedIn(),
    });
    const user = userEvent.setup();
    show('/social-sign-in');
    expect(
      await screen.findByRole('heading', { name: 'Finish signing up with Google' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /I'm a student/ }));

    // The provider's address, not editable, and no password to choose.
    expect(screen.getByLabelText('Email')).toHaveValue('sara@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Sara Ahmed');
    // Only what booking needs (issue 30): the phone waits for the account page.
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(await screen.findByLabelText('Age'), '12');
    await user.type(screen.getByLabelText('School name'), 'Cairo School');
    await chooseGrade(user, 'Current grade');
    await user.click(await screen.findByRole('checkbox', { name: 'Math' }));
    await user.type(screen.getByLabelText('Learning goals'), 'Fractions');
    await user.selectOptions(screen.getByLabelText('Preferred learning time'), 'evening');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByTestId('path')).toHaveTextContent('/dashboard/child');
    const [, init] = api.mock.calls.find(([url]) => String(url).endsWith('/social/register')) ?? [];
    const sent = Object.fromEntries((init?.body as FormData).entries());
    expect(sent).toEqual({
      TimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      FullName: 'Sara Ahmed',
      UserType: '0',
      'StudentInfo.Age': '12',
      'StudentInfo.CurrentGrade': '100',
      'StudentInfo.LearningGoals': 'Fractions',
      'StudentInfo.PreferredLearningTime': 'evening',
      'StudentInfo.SchoolName': 'Cairo School',
      'StudentInfo.SubjectsNeeded[0]': '7',
    });
  });

  it('asks to check the email when the provider did not vouch for the address', async () => {
    fakeApi({
      ...catalog,
      'GET /api/v1/auth/social/pending': () => ({
        body: envelope({ ...pendingSignup, provider: 'meta', emailVerified: false }),
      }),
    });
    const user = userEvent.setup();
    show('/social-sign-in');
    expect(
      await screen.findByText(/Meta did not confirm this address, so we will email you/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /I'm a parent/ }));
    expect(screen.getByRole('heading', { name: 'Account Info' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another account type' }));
    expect(screen.getByRole('button', { name: /I'm a tutor/ })).toBeInTheDocument();
  });
});

describe('linking to an account that already has the address', () => {
  it("links with the account's password; a wrong one is said, nothing is signed in", async () => {
    let attempts = 0;
    const api = fakeApi({
      'GET /api/v1/auth/social/pending': () => ({ body: envelope(pendingLink) }),
      'POST /api/v1/auth/social/link': () =>
        ++attempts === 1
          ? {
              status: 401,
              body: failure('invalid_credentials', 'The email or password is incorrect.'),
            }
          : signedIn(sampleUsers.Tutor),
    });
    const user = userEvent.setup();
    show('/social-sign-in');
    expect(
      await screen.findByRole('heading', { name: 'Link Google to your account' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Link and log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is incorrect.',
    );
    expect(useSession.getState().accessToken).toBeNull();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right-one');
    await user.click(screen.getByRole('button', { name: 'Link and log in' }));
    expect(await screen.findByTestId('path')).toHaveTextContent('/dashboard/tutor');
    const sent = api.mock.calls.filter(([url]) => String(url).endsWith('/social/link'));
    expect(JSON.parse(String(sent.at(-1)?.[1]?.body))).toEqual({ password: 'right-one' });
  });

  it('offers only the emailed link to an account without a password, in Arabic too', async () => {
    await switchLanguage('ar');
    fakeApi({
      'GET /api/v1/auth/social/pending': () => ({
        body: envelope({ ...pendingLink, provider: 'apple', accountHasPassword: false }),
      }),
      'POST /api/v1/auth/social/link/email': () => ({
        body: envelope({ email: 'sara@example.com' }),
      }),
    });
    const user = userEvent.setup();
    show('/social-sign-in');
    expect(await screen.findByRole('heading', { name: 'اربط Apple بحسابك' })).toBeInTheDocument();
    expect(screen.queryByLabelText('كلمة المرور')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'أرسلوا إليّ رابطًا بالبريد بدلًا من ذلك' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'أرسلنا رابطًا إلى sara@example.com. افتحه في هذا المتصفح خلال 30 دقيقة لإتمام الربط.',
    );
  });

  it('opens the emailed link once: linked, signed in, on to the dashboard', async () => {
    const api = fakeApi({ 'POST /api/v1/auth/social/link/confirm': () => signedIn() });
    show('/social-sign-in/confirm?token=abc');
    expect(await screen.findByTestId('path')).toHaveTextContent('/dashboard/child');
    expect(api).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toEqual({ token: 'abc' });
  });

  it('says so when the emailed link was opened in another browser', async () => {
    fakeApi({
      'POST /api/v1/auth/social/link/confirm': () => ({
        status: 400,
        body: failure('social_link_token_invalid', 'invalid'),
      }),
    });
    show('/social-sign-in/confirm?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('opened in another browser');
  });
});
