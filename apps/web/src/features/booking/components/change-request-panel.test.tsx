import type { BookingDetail, ChangeRequest } from '@nibras/contracts/booking';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import {
  CurrentPath,
  envelope,
  failure,
  fakeApi,
  renderRoutes,
  switchLanguage,
} from '@/test/app-fakes';
import { patience } from '@/test/patience';
import {
  booking,
  bookingDetail,
  bookingId,
  logInAs,
  slotsAnswer,
  tutorId,
  ownAccount,
} from '@/features/booking/test-fixtures';
import { BookingDetailPage } from './booking-detail-page';

const path = `/api/v1/bookings/${bookingId}`;

/** The child's view of a session its parent decides about. */
const childView = (overrides: Partial<BookingDetail> = {}) =>
  bookingDetail({
    status: 'confirmed',
    allowedActions: [],
    parentDecides: true,
    requestableChanges: ['cancel', 'move'],
    ...overrides,
  });

const openRequest: ChangeRequest = {
  id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b',
  kind: 'cancel',
  status: 'open',
  start: null,
  reason: null,
  answerReason: null,
  requestedBy: { id: 'child-login', fullName: 'Sara Hassan' },
  createdAt: '2031-05-21T10:00:00.000Z',
  closedAt: null,
};

function renderBooking(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  renderRoutes(
    [
      { path: '/sessions/:id', element: <BookingDetailPage /> },
      { path: '*', element: <CurrentPath /> },
    ],
    `/sessions/${bookingId}`,
  );
  return api;
}

const sent = (api: ReturnType<typeof fakeApi>, suffix: string) => {
  const call = api.mock.calls.find(([input]) => String(input).endsWith(suffix));
  return call ? JSON.parse(String(call[1]?.body ?? 'null')) : undefined;
};

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Student');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('a child’s session page (issue 31)', () => {
  it('asks the parent to cancel instead of cancelling, then shows the request and withdraws it', async () => {
    let current = childView();
    const api = renderBooking({
      [`GET ${path}`]: () => ({ body: envelope(current) }),
      [`POST ${path}/change-request`]: () => {
        current = childView({ requestableChanges: [], changeRequest: openRequest });
        return { status: 201, body: envelope(booking()) };
      },
      [`POST ${path}/change-request/withdraw`]: () => {
        current = childView({ changeRequest: { ...openRequest, status: 'withdrawn' } });
        return { body: envelope(booking()) };
      },
    });
    const user = userEvent.setup();
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(within(actions).queryByRole('button', { name: 'Cancel session' })).toBeNull();
    expect(within(actions).queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(within(actions).getByText(/Your parent decides/)).toBeInTheDocument();

    await user.click(within(actions).getByRole('button', { name: 'Ask my parent to cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask your parent to cancel this session?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'School trip');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await vi.waitFor(
      () => expect(sent(api, '/change-request')).toEqual({ kind: 'cancel', reason: 'School trip' }),
      patience,
    );
    expect(
      await screen.findByText(
        'You asked your parent to cancel this session. Waiting for their answer.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask my parent to cancel' })).toBeNull();

    // The keyboard reaches the withdraw button.
    const withdraw = screen.getByRole('button', { name: 'Withdraw the request' });
    withdraw.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('You withdrew your request.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask my parent to cancel' })).toBeInTheDocument();
  });

  it('asks to move to a free time of the tutor’s, and shows an error the API gives', async () => {
    const api = renderBooking({
      [`GET ${path}`]: () => ({ body: envelope(childView()) }),
      // The slot picker reads the person's week from their account.
      'GET /api/v1/account': () => ({ body: envelope(ownAccount) }),
      [`GET /api/v1/tutors/${tutorId}/slots`]: () => ({
        body: envelope(slotsAnswer(45, ['2031-06-03T14:00:00.000Z'])),
      }),
      [`POST ${path}/change-request`]: () => ({
        status: 409,
        body: failure('booking_conflict', 'taken'),
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask to move' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask your parent to move this session' });
    await user.click(await within(dialog).findByRole('button', { name: /2:00\s?PM/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await vi.waitFor(
      () =>
        expect(sent(api, '/change-request')).toEqual({
          kind: 'move',
          start: '2031-06-03T14:00:00.000Z',
        }),
      patience,
    );
    expect(
      await within(dialog).findByText('This time was just taken. Please choose another time.'),
    ).toBeInTheDocument();
  });

  it('shows the parent’s decline with its reason, in Arabic too', async () => {
    await switchLanguage('ar');
    renderBooking({
      [`GET ${path}`]: () => ({
        body: envelope(
          childView({
            changeRequest: { ...openRequest, status: 'declined', answerReason: 'وعدت بالحضور' },
          }),
        ),
      }),
    });
    expect(await screen.findByText('رفض وليّ أمرك طلبك.')).toBeInTheDocument();
    expect(screen.getByText('سبب وليّ أمرك: وعدت بالحضور')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'طلب الإلغاء من وليّ أمري' })).toBeInTheDocument();
  });

  it('leaves the review to the parent', async () => {
    renderBooking({
      [`GET ${path}`]: () => ({
        body: envelope(
          childView({ status: 'completed', requestableChanges: [], canReview: false, ended: true }),
        ),
      }),
    });
    expect(await screen.findByText('Your parent reviews this session.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send review' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
