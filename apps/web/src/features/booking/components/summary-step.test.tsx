import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, failure, switchLanguage } from '@/test/app-fakes';
import {
  booking,
  bookingFlowApi,
  bookingId,
  childId,
  logInAs,
  mondayNine,
  mondayTen,
  renderBookingFlow,
  slotsAnswer,
  trialEligibility,
  tutorId,
} from '@/features/booking/test-fixtures';
import { patience } from '@/test/patience';

beforeEach(() => switchLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('the summary', () => {
  const summaryOf = (trial: boolean) =>
    `/book-session?subject=3&tutor=${tutorId}&start=${encodeURIComponent(mondayNine)}${trial ? '&trial=1' : ''}`;

  it('says a free trial is free and 30 minutes long', async () => {
    logInAs('Student');
    fakeApi(bookingFlowApi);
    renderBookingFlow(summaryOf(true));
    expect(await screen.findByText('Free trial, 30 minutes')).toBeInTheDocument();
  });

  it('asks a parent which child it is for, and books for that child with an Idempotency-Key', async () => {
    logInAs('Parent');
    const api = fakeApi({
      ...bookingFlowApi,
      'POST /api/v1/bookings': () => ({ status: 201, body: envelope(booking()) }),
    });
    const user = userEvent.setup();
    const { router } = renderBookingFlow(summaryOf(false));

    expect(
      await screen.findByRole('heading', { name: 'Who is this session for?' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sara Hassan' }));
    expect(await screen.findByRole('heading', { name: 'Check and confirm' })).toBeInTheDocument();
    expect(within(screen.getByRole('complementary')).getByText('Sara Hassan')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(
      () => expect(router.state.location.pathname).toBe(`/sessions/${bookingId}/booked`),
      patience,
    );
    const [, init] = api.mock.calls.find(([, options]) => options?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      tutorId,
      subjectId: 3,
      start: mondayNine,
      trial: false,
      mode: 'online',
      childId,
    });
    expect((init?.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the same Idempotency-Key again when the first answer was lost', async () => {
    logInAs('Student');
    let calls = 0;
    const api = fakeApi({
      ...bookingFlowApi,
      'POST /api/v1/bookings': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: failure('database_unavailable', 'Unavailable') }
          : { status: 201, body: envelope(booking()) };
      },
    });
    const user = userEvent.setup();
    renderBookingFlow(summaryOf(false));
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is briefly unavailable. Please try again shortly.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(() => expect(calls).toBe(2), patience);
    const keys = api.mock.calls
      .filter(([, options]) => options?.method === 'POST')
      .map(([, options]) => (options?.headers as Record<string, string>)['idempotency-key']);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('the summary’s switch between the free trial and a paid session', () => {
  const trialSummary = `/book-session?subject=3&tutor=${tutorId}&start=${encodeURIComponent(mondayNine)}&trial=1`;

  it('offers a paid session at the tutor’s price beside the trial, in one tap and back, keeping the time', async () => {
    logInAs('Student');
    const api = fakeApi(bookingFlowApi);
    const user = userEvent.setup();
    const { router } = renderBookingFlow(trialSummary);
    expect(await screen.findByText('Free trial, 30 minutes')).toBeInTheDocument();
    const toPaid = await screen.findByRole('button', { name: 'Book a paid session instead' });
    expect(toPaid).toHaveAccessibleDescription('$22.50 for 45 minutes');
    await vi.waitFor(() => expect(toPaid).toBeEnabled(), patience);

    await user.click(toPaid);
    expect(await screen.findByText('$22.50 for 45 minutes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check and confirm' })).toBeInTheDocument();
    expect(router.state.location.search).toContain(`start=${encodeURIComponent(mondayNine)}`);
    expect(router.state.location.search).not.toContain('trial=');
    // Whether a paid lesson starts then was asked of the tutor's free times at its own length.
    const asked = api.mock.calls
      .map(([path]) => new URL(path, 'http://app').searchParams)
      .find((query) => query.get('from') === mondayNine && !query.has('duration'));
    expect(asked?.get('to')).toBe('2031-06-02T09:45:00.000Z');

    await user.click(screen.getByRole('button', { name: 'Book the free trial instead' }));
    expect(await screen.findByText('Free trial, 30 minutes')).toBeInTheDocument();
    expect(router.state.location.search).toContain('trial=1');
    expect(router.state.location.search).toContain('start=');
  });

  it('chooses the time again, saying why, when the tutor has no paid session then', async () => {
    logInAs('Student');
    fakeApi({
      ...bookingFlowApi,
      [`GET /api/v1/tutors/${tutorId}/slots`]: ({ url }: { url: URL }) => ({
        body: envelope(
          url.searchParams.get('duration') === '30'
            ? slotsAnswer(30)
            : slotsAnswer(45, [mondayTen]),
        ),
      }),
    });
    const user = userEvent.setup();
    const { router } = renderBookingFlow(trialSummary);
    const toPaid = await screen.findByRole('button', { name: 'Book a paid session instead' });
    await vi.waitFor(() => expect(toPaid).toBeEnabled(), patience);
    await user.click(toPaid);

    expect(await screen.findByRole('heading', { name: 'Pick a time' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A paid session lasts 45 minutes, and the tutor has no such session at that time. Choose another time.',
    );
    expect(screen.getByRole('radio', { name: 'Paid session' })).toBeChecked();
    expect(router.state.location.search).not.toContain('start=');
    expect(router.state.location.search).not.toContain('trial=');
  });

  it('offers no trial to a learner who has had it with this tutor', async () => {
    logInAs('Student');
    fakeApi({
      ...bookingFlowApi,
      'GET /api/v1/bookings/trial-eligibility': () => ({
        body: envelope(trialEligibility([[null, false]])),
      }),
    });
    renderBookingFlow(
      `/book-session?subject=3&tutor=${tutorId}&start=${encodeURIComponent(mondayNine)}`,
    );
    expect(await screen.findByText('$22.50 for 45 minutes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book the free trial instead' })).toBeNull();
  });

  it('says it in Arabic', async () => {
    switchLanguage('ar');
    logInAs('Student');
    fakeApi(bookingFlowApi);
    renderBookingFlow(trialSummary);
    expect(
      await screen.findByRole('button', { name: 'احجز جلسة مدفوعة بدلًا منها' }),
    ).toBeInTheDocument();
    // The tutor never said how to be addressed: what happens next avoids a gender.
    expect(
      screen.getByText('إن لم يكن تأكيد الحجوزات هنا تلقائيًا، يبقى حجزك طلبًا إلى أن يُؤكَّد.'),
    ).toBeInTheDocument();
  });
});

describe('answers the booking can get', () => {
  const path = `/book-session?subject=3&tutor=${tutorId}&start=${encodeURIComponent(mondayNine)}`;

  it.each([
    ['slot_unavailable', "This time is not one of the tutor's free times. Please choose another."],
    ['booking_conflict', 'This time was just taken. Please choose another time.'],
  ])('%s: back to the time step with the message, and fresh free times', async (code, text) => {
    logInAs('Student');
    const api = fakeApi({
      ...bookingFlowApi,
      'POST /api/v1/bookings': () => ({ status: 409, body: failure(code, 'taken') }),
    });
    const user = userEvent.setup();
    const { router } = renderBookingFlow(path);
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByRole('heading', { name: 'Pick a time' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(router.state.location.search).not.toContain('start=');
    await screen.findByRole('group', { name: 'Monday, June 2' });
    const slotCalls = api.mock.calls.filter(([input]) => String(input).includes('/slots'));
    const init = slotCalls.at(-1)?.[1];
    expect((init?.headers as Record<string, string>)['cache-control']).toBe('no-cache');
  });

  it('trial_already_used: says so and offers the paid booking at the same time', async () => {
    logInAs('Student');
    fakeApi({
      ...bookingFlowApi,
      'POST /api/v1/bookings': () => ({
        status: 409,
        body: failure('trial_already_used', 'used'),
      }),
    });
    const user = userEvent.setup();
    const { router } = renderBookingFlow(`${path}&trial=1`);
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
    logInAs('Parent');
    fakeApi({
      ...bookingFlowApi,
      'POST /api/v1/bookings': () => ({ status: 404, body: failure('child_not_found', 'x') }),
    });
    const user = userEvent.setup();
    renderBookingFlow(`${path}&child=${childId}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(
      await screen.findByRole('heading', { name: 'Who is this session for?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose one of your children.');
  });
});
