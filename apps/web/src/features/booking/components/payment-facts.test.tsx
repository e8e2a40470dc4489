import type { BookingDetail, BookingPayment } from '@nibras/contracts/booking';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import {
  CurrentPath,
  envelope,
  fakeApi,
  failure,
  renderRoutes,
  spyOnToasts,
  switchLanguage,
} from '@/test/app-fakes';
import { patience } from '@/test/patience';
import { booking, bookingDetail, bookingId, logInAs } from '@/features/booking/test-fixtures';
import { BookingDetailPage } from './booking-detail-page';

const path = `/api/v1/bookings/${bookingId}`;

function charged(disputableUntil: string | null): BookingPayment {
  return { status: 'charged', amount: '22.50', currency: 'USD', charged: '22.50', disputableUntil };
}

function renderBooking(detail: BookingDetail, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [`GET ${path}`]: () => ({ body: envelope(detail) }), ...routes });
  renderRoutes(
    [
      { path: '/sessions/:id', element: <BookingDetailPage /> },
      { path: '*', element: <CurrentPath /> },
    ],
    `/sessions/${bookingId}`,
  );
  return api;
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Parent');
});
afterEach(() => {
  vi.restoreAllMocks();
  useSession.getState().clearSession();
});

describe("a booking's money", () => {
  it.each([
    [
      'held',
      { status: 'held' as const },
      '$22.50 is held from the wallet; it is charged after the session.',
    ],
    ['released', { status: 'released' as const }, '$22.50 was released back to the wallet.'],
    [
      'partly charged',
      { status: 'partly_charged' as const, charged: '11.25' },
      '$11.25 of $22.50 was charged; the rest was released.',
    ],
  ])('says what was %s', async (_, change, text) => {
    renderBooking(bookingDetail({ payment: { ...charged(null), ...change } }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says nothing of money for a free trial', async () => {
    renderBooking(bookingDetail({ trial: true, payment: null }));
    await screen.findByRole('heading', { name: 'Math', level: 1 });
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it('offers "Dispute this charge" while the dispute period lasts, and sends the reason', async () => {
    spyOnToasts();
    const api = renderBooking(
      bookingDetail({ status: 'completed', payment: charged(inAnHour()) }),
      {
        [`POST ${path}/dispute`]: () => ({
          status: 201,
          body: envelope(
            booking({ status: 'completed', payment: { ...charged(null), status: 'disputed' } }),
          ),
        }),
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dispute this charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this charge' });
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(dialog).toHaveTextContent('This field is required.');
    await user.type(screen.getByLabelText('What went wrong?'), 'The tutor left after ten minutes.');
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    await vi.waitFor(() => {
      const call = api.mock.calls.find(([input]) => input.endsWith('/dispute'));
      expect(JSON.parse(String(call?.[1].body))).toEqual({
        reason: 'The tutor left after ten minutes.',
      });
    }, patience);
  });

  it('shows the API refusal when the period ended meanwhile', async () => {
    renderBooking(bookingDetail({ status: 'completed', payment: charged(inAnHour()) }), {
      [`POST ${path}/dispute`]: () => ({
        status: 409,
        body: failure('dispute_not_allowed', 'too late'),
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dispute this charge' }));
    await user.type(await screen.findByLabelText('What went wrong?'), 'No lesson.');
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('This session can no longer be disputed.')).toBeInTheDocument();
  });

  it.each([
    ['the period is over', anHourAgo()],
    ['it was never disputable', null],
  ])('offers no dispute once %s', async (_, until) => {
    renderBooking(bookingDetail({ status: 'completed', payment: charged(until) }));
    expect(await screen.findByText('$22.50 was charged.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute this charge' })).not.toBeInTheDocument();
  });

  it('offers the tutor no dispute of a charge', async () => {
    logInAs('Tutor');
    const detail = bookingDetail({ status: 'completed', payment: charged(inAnHour()) });
    renderBooking({
      ...detail,
      tutor: { ...detail.tutor, id: '0b7c5a52-3f0e-4a8e-9d7c-1a2b3c4d5e6f' },
    });
    expect(await screen.findByText('$22.50 was charged.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute this charge' })).not.toBeInTheDocument();
  });
});
