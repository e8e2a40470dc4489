import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { envelope, fakeApi, failure, switchLanguage } from '../../../test/app-fakes';
import {
  booking,
  bookingFlowApi,
  bookingId,
  childId,
  logInAs,
  mondayNine,
  renderBookingFlow,
  tutorId,
} from '../test-fixtures';
import { patience } from '../../../test/patience';

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
