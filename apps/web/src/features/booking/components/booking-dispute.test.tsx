import type { BookingDetail, BookingDispute } from '@nibras/contracts/booking';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, renderRoutes, switchLanguage } from '@/test/app-fakes';
import { bookingDetail, bookingId, logInAs } from '@/features/booking/test-fixtures';
import { BookingDetailPage } from './booking-detail-page';

const path = `/api/v1/bookings/${bookingId}`;
const claim: BookingDispute = {
  kind: 'tutor_no_show',
  status: 'open',
  reason: 'Nobody came',
  createdAt: '2031-06-02T10:00:00.000Z',
  tutorAnswer: null,
  tutorAnsweredAt: null,
  resolution: null,
  resolvedAt: null,
  familyRefund: null,
  currency: 'USD',
  canAnswer: false,
};

function renderBooking(detail: BookingDetail, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [`GET ${path}`]: () => ({ body: envelope(detail) }), ...routes });
  renderRoutes(
    [{ path: '/sessions/:id', element: <BookingDetailPage /> }],
    `/sessions/${bookingId}`,
  );
  return api;
}

beforeEach(async () => {
  await switchLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('a dispute on the session page', () => {
  it('lets the tutor answer an open claim', async () => {
    logInAs('Tutor');
    const answered = { ...claim, tutorAnswer: 'I waited 20 minutes', canAnswer: true };
    const api = renderBooking(bookingDetail({ dispute: { ...claim, canAnswer: true } }), {
      [`POST ${path}/dispute/answer`]: () => ({
        body: {
          ...envelope(bookingDetail({ dispute: answered })),
          message: 'Your answer is saved. Our team reads it before deciding.',
        },
      }),
    });
    const panel = await screen.findByRole('region', {
      name: 'The report that the tutor did not come',
    });
    expect(within(panel).getByText('Nobody came')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText('Your answer to our team'), 'I waited 20 minutes');
    await user.click(within(panel).getByRole('button', { name: 'Send my answer' }));
    expect(
      await within(panel).findByLabelText('Your answer (you may change it until we decide)'),
    ).toHaveValue('I waited 20 minutes');
    const [, sent] = api.mock.calls.find(([url]) => String(url).endsWith('/dispute/answer')) ?? [];
    expect(JSON.parse(String(sent?.body))).toEqual({ answer: 'I waited 20 minutes' });
  });

  it('shows the family the tutor’s answer, the decision and its reason', async () => {
    logInAs('Parent');
    const decided: BookingDispute = {
      ...claim,
      status: 'resolved_partly',
      tutorAnswer: 'I waited 20 minutes',
      resolution: 'The tutor joined 30 minutes late',
      resolvedAt: '2031-06-03T10:00:00.000Z',
      familyRefund: '12.50',
    };
    renderBooking(bookingDetail({ dispute: decided }));
    const panel = await screen.findByRole('region', {
      name: 'The report that the tutor did not come',
    });
    expect(within(panel).getByText('I waited 20 minutes')).toBeInTheDocument();
    expect(
      within(panel).getByText(/12\.50 USD went back to the family’s wallet/),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText('Our reason: The tutor joined 30 minutes late'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await switchLanguage('ar');
    logInAs('Parent');
    renderBooking(bookingDetail({ dispute: claim }));
    const panel = await screen.findByRole('region', { name: 'البلاغ بعدم حضور المعلّم' });
    expect(within(panel).getByText(/يراجع فريقنا الأمر/)).toBeInTheDocument();
  });
});
