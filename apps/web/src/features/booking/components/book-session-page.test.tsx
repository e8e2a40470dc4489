import type { UserTypeName } from '@nibras/contracts/roles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import {
  CurrentPath,
  envelope,
  fakeApi,
  failure,
  renderRoutes,
  sampleUsers,
  switchLanguage,
} from '../../../test/app-fakes';
import {
  arabic,
  booking,
  bookingId,
  childId,
  children,
  math,
  mondayNine,
  slotsAnswer,
  tutorCard,
  tutorId,
  tutorProfile,
} from '../test-fixtures';
import { BookSessionPage } from './book-session-page';

function logIn(userType: UserTypeName) {
  useSession.getState().setSession({
    userModel: sampleUsers[userType],
    accessToken: 'token',
    accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
  });
}

/** The API as the flow reads it; `slots` answers by the duration asked for. */
const catalogAndTutor = {
  'GET /api/v1/subjects': () => ({ body: envelope([arabic, math]) }),
  'GET /api/v1/tutors': () => ({
    body: envelope({ items: [tutorCard], total: 1, page: 1, pageSize: 6 }),
  }),
  [`GET /api/v1/tutors/${tutorId}`]: () => ({ body: envelope(tutorProfile) }),
  [`GET /api/v1/tutors/${tutorId}/slots`]: ({ url }: { url: URL }) => ({
    body: envelope(slotsAnswer(url.searchParams.get('duration') === '30' ? 30 : 45)),
  }),
  'GET /api/v1/parent/children': () => ({ body: envelope(children) }),
};

function renderFlow(path: string) {
  return renderRoutes(
    [
      { path: '/book-session', element: <BookSessionPage /> },
      { path: '*', element: <CurrentPath /> },
    ],
    path,
  );
}

const currentUrl = (router: ReturnType<typeof renderFlow>['router']) =>
  router.state.location.pathname + router.state.location.search;

beforeEach(() => switchLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('booking from scratch', () => {
  it('goes subject, tutor, time, then asks a visitor to log in or sign up, keeping every choice', async () => {
    fakeApi(catalogAndTutor);
    const user = userEvent.setup();
    const { router } = renderFlow('/book-session');

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
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', `/signup${next}`);

    const choices = screen.getByRole('complementary', { name: 'Your choices' });
    expect(within(choices).getByText('Math')).toBeInTheDocument();
    expect(within(choices).getByText('Layla Haddad')).toBeInTheDocument();
  });

  it('steps back with the browser, since every choice is a URL', async () => {
    fakeApi(catalogAndTutor);
    const user = userEvent.setup();
    const { router } = renderFlow('/book-session');
    await user.click(await screen.findByRole('button', { name: 'Math' }));
    await screen.findByRole('heading', { name: 'Choose a tutor' });
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Which subject?' })).toBeInTheDocument();
  });

  it('pages through the weeks of free times', async () => {
    const api = fakeApi(catalogAndTutor);
    const user = userEvent.setup();
    renderFlow(`/book-session?subject=3&tutor=${tutorId}`);
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
    });
    const [first, second] = api.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname.endsWith('/slots'));
    expect(second?.searchParams.get('from')).toBe(first?.searchParams.get('to'));
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeEnabled();
  });
});

describe("booking from a tutor's profile", () => {
  it('asks only for one of the subjects the tutor teaches, then the time', async () => {
    fakeApi(catalogAndTutor);
    const user = userEvent.setup();
    renderFlow(`/book-session?tutor=${tutorId}&trial=1`);

    expect(await screen.findByText('The subjects Layla Haddad teaches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Arabic/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Math/ }));

    expect(await screen.findByRole('heading', { name: 'Pick a time' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Free trial' })).toBeChecked();
  });

  it('from one of its free times, goes straight to the summary for a student', async () => {
    logIn('Student');
    fakeApi(catalogAndTutor);
    const user = userEvent.setup();
    renderFlow(`/book-session?tutor=${tutorId}&start=${encodeURIComponent(mondayNine)}`);

    await user.click(await screen.findByRole('button', { name: /Math/ }));
    expect(await screen.findByRole('heading', { name: 'Check and confirm' })).toBeInTheDocument();
    expect(await screen.findByText('$22.50 for 45 minutes')).toBeInTheDocument();
    expect(screen.getByText('$30.00 an hour')).toBeInTheDocument();
  });
});

describe('the summary', () => {
  const summaryOf = (trial: boolean) =>
    `/book-session?subject=3&tutor=${tutorId}&start=${encodeURIComponent(mondayNine)}${trial ? '&trial=1' : ''}`;

  it('says a free trial is free and 30 minutes long', async () => {
    logIn('Student');
    fakeApi(catalogAndTutor);
    renderFlow(summaryOf(true));
    expect(await screen.findByText('Free trial, 30 minutes')).toBeInTheDocument();
  });

  it('asks a parent which child it is for, and books for that child with an Idempotency-Key', async () => {
    logIn('Parent');
    const api = fakeApi({
      ...catalogAndTutor,
      'POST /api/v1/bookings': () => ({ status: 201, body: envelope(booking()) }),
    });
    const user = userEvent.setup();
    const { router } = renderFlow(summaryOf(false));

    expect(
      await screen.findByRole('heading', { name: 'Who is this session for?' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sara Hassan' }));
    expect(await screen.findByRole('heading', { name: 'Check and confirm' })).toBeInTheDocument();
    expect(within(screen.getByRole('complementary')).getByText('Sara Hassan')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/sessions/${bookingId}/booked`),
    );
    const [, init] = api.mock.calls.find(([, options]) => options?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      tutorId,
      subjectId: 3,
      start: mondayNine,
      trial: false,
      childId,
    });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the same Idempotency-Key again when the first answer was lost', async () => {
    logIn('Student');
    let calls = 0;
    const api = fakeApi({
      ...catalogAndTutor,
      'POST /api/v1/bookings': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: failure('database_unavailable', 'Unavailable') }
          : { status: 201, body: envelope(booking()) };
      },
    });
    const user = userEvent.setup();
    renderFlow(summaryOf(false));
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is briefly unavailable. Please try again shortly.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(() => expect(calls).toBe(2));
    const keys = api.mock.calls
      .filter(([, options]) => options?.method === 'POST')
      .map(([, options]) => (options?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('answers the booking can get', () => {
  const path = `/book-session?subject=3&tutor=${tutorId}&start=${encodeURIComponent(mondayNine)}`;

  it.each([
    ['slot_unavailable', "This time is not one of the tutor's free times. Please choose another."],
    ['booking_conflict', 'This time was just taken. Please choose another time.'],
  ])('%s: back to the time step with the message, and fresh free times', async (code, text) => {
    logIn('Student');
    const api = fakeApi({
      ...catalogAndTutor,
      'POST /api/v1/bookings': () => ({ status: 409, body: failure(code, 'taken') }),
    });
    const user = userEvent.setup();
    const { router } = renderFlow(path);
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByRole('heading', { name: 'Pick a time' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(router.state.location.search).not.toContain('start=');
    await screen.findByRole('group', { name: 'Monday, June 2' });
    const slotCalls = api.mock.calls.filter(([input]) => String(input).includes('/slots'));
    const init = slotCalls.at(-1)?.[1];
    expect((init?.headers as Record<string, string>)['Cache-Control']).toBe('no-cache');
  });

  it('trial_already_used: says so and offers the paid session at the same time', async () => {
    logIn('Student');
    fakeApi({
      ...catalogAndTutor,
      'POST /api/v1/bookings': () => ({
        status: 409,
        body: failure('trial_already_used', 'used'),
      }),
    });
    const user = userEvent.setup();
    const { router } = renderFlow(`${path}&trial=1`);
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The free trial with this tutor has already been used.',
    );
    await user.click(screen.getByRole('button', { name: 'Book a paid session instead' }));
    expect(await screen.findByText('$22.50 for 45 minutes')).toBeInTheDocument();
    expect(router.state.location.search).toContain('start=');
    expect(router.state.location.search).not.toContain('trial=');
  });

  it('child_not_found: back to choosing the child', async () => {
    logIn('Parent');
    fakeApi({
      ...catalogAndTutor,
      'POST /api/v1/bookings': () => ({ status: 404, body: failure('child_not_found', 'x') }),
    });
    const user = userEvent.setup();
    renderFlow(`${path}&child=${childId}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(
      await screen.findByRole('heading', { name: 'Who is this session for?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose one of your children.');
  });
});

describe('who can book', () => {
  it('tells a tutor that booking is for families', () => {
    logIn('Tutor');
    fakeApi({});
    renderFlow('/book-session');
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
    fakeApi(catalogAndTutor);
    renderFlow('/book-session');
    expect(screen.getByRole('heading', { name: 'احجز جلسة', level: 1 })).toBeInTheDocument();
  });
});
