import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { fakeApi, switchLanguage } from '@/test/app-fakes';
import { envelope } from '@/test/app-fakes';
import {
  bookingFlowApi,
  children,
  logInAs,
  mondayNine,
  renderBookingFlow,
  trialEligibility,
  tutorProfile,
  tutorId,
} from '@/features/booking/test-fixtures';
import { patience } from '@/test/patience';

const currentUrl = (router: ReturnType<typeof renderBookingFlow>['router']) =>
  router.state.location.pathname + router.state.location.search;

beforeEach(() => switchLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('booking from scratch', () => {
  it('goes subject, tutor, time, then asks a visitor to log in or sign up, keeping every choice', async () => {
    fakeApi(bookingFlowApi);
    const user = userEvent.setup();
    const { router } = renderBookingFlow('/book-session');

    expect(screen.getByRole('heading', { name: 'Which subject?' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Math' }));

    expect(await screen.findByRole('heading', { name: 'Choose a tutor' })).toHaveFocus();
    await user.click(await screen.findByRole('button', { name: 'Choose Layla Haddad' }));

    expect(await screen.findByRole('heading', { name: 'Pick a time' })).toBeInTheDocument();
    const monday = await screen.findByRole('group', { name: 'Monday, June 2' });
    // The viewer's clock (UTC here), with the tutor's Riyadh clock under it.
    const nine = within(monday).getByRole('button', { name: /9:00\s?AM/ });
    expect(nine).toHaveTextContent('12:00 PM for the tutor');
    await user.click(nine);

    expect(
      await screen.findByRole('heading', { name: 'Log in or sign up to book' }),
    ).toBeInTheDocument();
    const url = currentUrl(router);
    expect(Object.fromEntries(new URL(url, 'http://x').searchParams)).toEqual({
      subject: '3',
      tutor: tutorId,
      start: mondayNine,
    });
    const next = `?next=${encodeURIComponent(url)}`;
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login${next}`);
    // Families book through a parent's account: signing up opens the parent's form directly.
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      `/signup/parent${next}`,
    );
    expect(
      screen.getByRole('link', { name: 'Booking for yourself as a student? Sign up as a student' }),
    ).toHaveAttribute('href', `/signup/child${next}`);

    const choices = screen.getByRole('complementary', { name: 'Your choices' });
    expect(within(choices).getByText('Math')).toBeInTheDocument();
    expect(within(choices).getByText('Layla Haddad')).toBeInTheDocument();
  });

  it('steps back with the browser, since every choice is a URL', async () => {
    fakeApi(bookingFlowApi);
    const user = userEvent.setup();
    const { router } = renderBookingFlow('/book-session');
    await user.click(await screen.findByRole('button', { name: 'Math' }));
    await screen.findByRole('heading', { name: 'Choose a tutor' });
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Which subject?' })).toBeInTheDocument();
  });

  it('pages through the weeks of free times', async () => {
    const api = fakeApi(bookingFlowApi);
    const user = userEvent.setup();
    renderBookingFlow(`/book-session?subject=3&tutor=${tutorId}`);
    await screen.findByRole('group', { name: 'Monday, June 2' });
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await vi.waitFor(() => {
      const windows = api.mock.calls
        .map(([input]) => new URL(String(input), 'http://x'))
        .filter((url) => url.pathname.endsWith('/slots'))
        .map(
          (url) =>
            Date.parse(url.searchParams.get('to') ?? '') -
            Date.parse(url.searchParams.get('from') ?? ''),
        );
      expect(windows).toHaveLength(2);
    }, patience);
    const [first, second] = api.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname.endsWith('/slots'));
    expect(second?.searchParams.get('from')).toBe(first?.searchParams.get('to'));
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeEnabled();
  });
});

describe("booking from a tutor's profile", () => {
  it('asks only for one of the subjects the tutor teaches, then the time', async () => {
    fakeApi(bookingFlowApi);
    const user = userEvent.setup();
    renderBookingFlow(`/book-session?tutor=${tutorId}&trial=1`);

    expect(await screen.findByText('The subjects Layla Haddad teaches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Arabic/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Math/ }));

    expect(await screen.findByRole('heading', { name: 'Pick a time' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Free trial' })).toBeChecked();
  });

  it.each([
    ['feminine', 'المواد التي تدرّسها Layla Haddad'],
    [null, 'مواد التدريس لدى Layla Haddad'],
  ] as const)(
    'names the tutor’s subjects in Arabic in the tutor’s form (%s)',
    async (addressAs, text) => {
      await switchLanguage('ar');
      fakeApi({
        ...bookingFlowApi,
        [`GET /api/v1/tutors/${tutorId}`]: () => ({
          body: envelope({ ...tutorProfile, addressAs }),
        }),
      });
      renderBookingFlow(`/book-session?tutor=${tutorId}&trial=1`);
      expect(await screen.findByText(text)).toBeInTheDocument();
    },
  );

  it('from one of its free times, goes straight to the summary for a student', async () => {
    logInAs('Student');
    fakeApi(bookingFlowApi);
    const user = userEvent.setup();
    renderBookingFlow(`/book-session?tutor=${tutorId}&start=${encodeURIComponent(mondayNine)}`);

    await user.click(await screen.findByRole('button', { name: /Math/ }));
    expect(await screen.findByRole('heading', { name: 'Check and confirm' })).toBeInTheDocument();
    expect(await screen.findByText('$22.50 for 45 minutes')).toBeInTheDocument();
    expect(screen.getByText('$30.00 an hour')).toBeInTheDocument();
  });
});

describe('the free trial', () => {
  const [sara, omar] = children;
  const fromSlot = `/book-session?tutor=${tutorId}&subject=3&start=${encodeURIComponent(mondayNine)}`;

  it("a parent's only child is chosen for them: from a profile's time straight to the summary, free", async () => {
    logInAs('Parent');
    fakeApi({
      ...bookingFlowApi,
      'GET /api/v1/parent/children': () => ({ body: envelope([sara]) }),
    });
    const { router } = renderBookingFlow(`${fromSlot}&trial=1`);
    expect(await screen.findByRole('heading', { name: 'Check and confirm' })).toBeInTheDocument();
    expect(screen.getByText('Free trial, 30 minutes')).toBeInTheDocument();
    const choices = screen.getByRole('complementary', { name: 'Your choices' });
    expect(within(choices).getByText('Sara Hassan')).toBeInTheDocument();
    // The price is in sight all along: "Free" for a trial.
    expect(within(choices).getByText('Free')).toBeInTheDocument();
    // Nothing was written for them: the choice is the only one there is.
    expect(currentUrl(router)).not.toContain('child=');
  });

  it('is known before the time: a family that has had it is offered a paid session, and told why', async () => {
    logInAs('Parent');
    fakeApi({
      ...bookingFlowApi,
      'GET /api/v1/bookings/trial-eligibility': () => ({
        body: envelope(
          trialEligibility([
            [sara!.id, false],
            [omar!.id, false],
          ]),
        ),
      }),
    });
    const { router } = renderBookingFlow(`/book-session?tutor=${tutorId}&subject=3&trial=1`);
    expect(
      await screen.findByText(
        'The free trial with this tutor has already been used, so this is a paid session.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Free trial' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Paid session' })).toBeChecked();
    expect(
      screen.getByText('Already used with this tutor: there is one free trial with each tutor.'),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(currentUrl(router)).not.toContain('trial=1'));
  });

  it('names the child who has had it; the others can still have theirs', async () => {
    logInAs('Parent');
    fakeApi({
      ...bookingFlowApi,
      'GET /api/v1/bookings/trial-eligibility': () => ({
        body: envelope(
          trialEligibility([
            [sara!.id, false],
            [omar!.id, true],
          ]),
        ),
      }),
    });
    renderBookingFlow(`${fromSlot}&trial=1`);
    const used = await screen.findByRole('button', { name: /Sara Hassan/ });
    await vi.waitFor(() => expect(used).toBeDisabled());
    expect(used).toHaveAccessibleDescription('Free trial with this tutor already used');
    expect(screen.getByRole('button', { name: 'Omar Hassan' })).toBeEnabled();
  });

  it('asks a visitor nothing about it: a new family can have one', async () => {
    const api = fakeApi(bookingFlowApi);
    renderBookingFlow(`/book-session?tutor=${tutorId}&subject=3&trial=1`);
    expect(await screen.findByRole('radio', { name: 'Free trial' })).toBeChecked();
    const asked = api.mock.calls.some(([input]) => String(input).includes('trial-eligibility'));
    expect(asked).toBe(false);
  });
});

describe('who can book', () => {
  it('tells a tutor that booking is for families', () => {
    logInAs('Tutor');
    fakeApi({});
    renderBookingFlow('/book-session');
    expect(
      screen.getByRole('heading', { name: 'Tutors cannot book sessions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/tutor',
    );
  });

  it('speaks Arabic', async () => {
    await switchLanguage('ar');
    fakeApi(bookingFlowApi);
    renderBookingFlow('/book-session');
    expect(screen.getByRole('heading', { name: 'احجز جلسة', level: 1 })).toBeInTheDocument();
  });
});
