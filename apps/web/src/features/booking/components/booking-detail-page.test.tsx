import type { BookingDetail } from '@nibras/contracts/booking';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import {
  CurrentPath,
  envelope,
  fakeApi,
  failure,
  renderRoutes,
  sampleUsers,
  switchLanguage,
} from '@/test/app-fakes';
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
import { patience } from '@/test/patience';

const path = `/api/v1/bookings/${bookingId}`;

function renderBooking(detail: BookingDetail, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [`GET ${path}`]: () => ({ body: envelope(detail) }), ...routes });
  const view = renderRoutes(
    [
      { path: '/sessions/:id', element: <BookingDetailPage /> },
      { path: '*', element: <CurrentPath /> },
    ],
    `/sessions/${bookingId}`,
  );
  return { api, ...view };
}

const sent = (api: ReturnType<typeof fakeApi>, suffix: string) => {
  const call = api.mock.calls.find(([input]) => String(input).endsWith(suffix));
  return call ? JSON.parse(String(call[1]?.body ?? 'null')) : undefined;
};

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Parent');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('the booking page', () => {
  it('shows the booking in the viewer’s clock and the tutor’s, its status and price', async () => {
    renderBooking(bookingDetail());
    expect(await screen.findByRole('heading', { name: 'Math', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Waiting for the tutor')).toBeInTheDocument();
    expect(screen.getByText('Sara Hassan (child)')).toBeInTheDocument();
    expect(screen.getByText(/Monday, June 2.*9:00\s?–\s?9:45\s?AM/)).toBeInTheDocument();
    expect(
      screen.getByText(/12:00\s?–\s?12:45\s?PM for the tutor \(Asia\/Riyadh\)/),
    ).toBeInTheDocument();
    expect(screen.getByText('$22.50')).toBeInTheDocument();
    expect(screen.getByText('45 minutes')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Layla Hassan booked the session')).toBeInTheDocument();
  });

  it('offers exactly the actions the API allows', async () => {
    renderBooking(bookingDetail({ allowedActions: ['cancel', 'reschedule'] }));
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(within(actions).getByRole('button', { name: 'Cancel session' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    for (const name of ['Confirm', 'Decline', 'Mark as completed', 'Report a no-show']) {
      expect(within(actions).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('shows a late cancellation and a no-show', async () => {
    renderBooking(bookingDetail({ status: 'cancelled', lateCancellation: true }));
    expect(
      await screen.findByText('Late cancellation: cancelled less than 24 hours before the start.'),
    ).toBeInTheDocument();
  });

  it('says "not found" for a booking that is not the caller’s', async () => {
    fakeApi({
      [`GET ${path}`]: () => ({ status: 404, body: failure('booking_not_found', 'x') }),
    });
    renderRoutes(
      [{ path: '/sessions/:id', element: <BookingDetailPage /> }],
      `/sessions/${bookingId}`,
    );
    expect(await screen.findByRole('heading', { name: 'Session not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/parent',
    );
  });
});

describe('joining', () => {
  it('keeps Join disabled until the classroom opens, and says when it opens', async () => {
    renderBooking(bookingDetail({ status: 'confirmed' }));
    expect(await screen.findByRole('button', { name: 'Join the session' })).toBeDisabled();
    expect(
      screen.getByText(/The classroom opens at Monday, June 2.* 8:50\s?AM/),
    ).toBeInTheDocument();
  });

  it('opens the room in a new tab, without giving it this page', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { api } = renderBooking(
      bookingDetail({ status: 'confirmed', classroom: { ...booking().classroom, open: true } }),
      { [`POST ${path}/join`]: () => ({ body: envelope({ url: 'https://meet.example/room-1' }) }) },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Join the session' }));
    await vi.waitFor(
      () =>
        expect(open).toHaveBeenCalledWith(
          'https://meet.example/room-1',
          '_blank',
          'noopener,noreferrer',
        ),
      patience,
    );
    expect(api).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: /open the classroom here/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });
});

describe('changing the booking', () => {
  it('cancels with a reason, warning when it is less than 24 hours away', async () => {
    const soon = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const { api } = renderBooking(
      bookingDetail({ start: soon, end: soon, status: 'confirmed', allowedActions: ['cancel'] }),
      {
        [`POST ${path}/cancel`]: () => ({
          body: envelope(booking({ status: 'cancelled' }), 'The session is cancelled.'),
        }),
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel session' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this session?' });
    expect(
      within(dialog).getByText(/Late cancellation: the session starts in less than 24 hours/),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'We are travelling');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await vi.waitFor(
      () => expect(sent(api, '/cancel')).toEqual({ reason: 'We are travelling' }),
      patience,
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), patience);
  });

  it('lets a tutor decline without a reason, and closes the dialog with Escape', async () => {
    logInAs('Tutor');
    const { api } = renderBooking(bookingDetail({ allowedActions: ['confirm', 'decline'] }), {
      [`POST ${path}/decline`]: () => ({ body: envelope(booking({ status: 'declined' })) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.getByRole('dialog', { name: 'Decline this request?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Decline request' }));
    await vi.waitFor(() => expect(sent(api, '/decline')).toEqual({}), patience);
  });

  it('moves the booking to another free time of the tutor, then shows the new one', async () => {
    let moved = false;
    const { api, router } = renderBooking(
      bookingDetail({ status: 'confirmed', allowedActions: ['reschedule', 'cancel'] }),
      {
        // Read again after the move, the old booking is cancelled: its actions leave the page.
        [`GET ${path}`]: () => ({
          body: envelope(
            moved
              ? bookingDetail({ status: 'cancelled', allowedActions: [], rescheduledToId: 'new' })
              : bookingDetail({ status: 'confirmed', allowedActions: ['reschedule', 'cancel'] }),
          ),
        }),
        // The slot picker reads the person's week from their account.
        'GET /api/v1/account': () => ({ body: envelope(ownAccount) }),
        [`GET /api/v1/tutors/${tutorId}/slots`]: () => ({
          body: envelope(slotsAnswer(45, ['2031-06-03T14:00:00.000Z'])),
        }),
        [`POST ${path}/reschedule`]: () => {
          moved = true;
          return { status: 201, body: envelope(booking({ id: 'new-session' })) };
        },
        // The page it moves to.
        'GET /api/v1/bookings/new-session': () => ({
          body: envelope(bookingDetail({ id: 'new-session', status: 'confirmed' })),
        }),
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Move this session' });
    const slotsCall = api.mock.calls.find(([input]) => String(input).includes('/slots'));
    expect(new URL(String(slotsCall?.[0]), 'http://x').searchParams.get('duration')).toBe('45');
    await user.click(await within(dialog).findByRole('button', { name: /2:00\s?PM/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move to this time' }));
    await vi.waitFor(
      () => expect(sent(api, '/reschedule')).toEqual({ start: '2031-06-03T14:00:00.000Z' }),
      patience,
    );
    await vi.waitFor(
      () => expect(router.state.location.pathname).toBe('/sessions/new-session'),
      patience,
    );
  });

  it('records that the other side did not come: for a tutor, the student', async () => {
    logInAs('Tutor');
    const { api } = renderBooking(
      bookingDetail({
        tutor: { ...booking().tutor, id: sampleUsers.Tutor.id },
        status: 'confirmed',
        allowedActions: ['complete', 'no-show'],
      }),
      {
        [`POST ${path}/no-show`]: () => ({ body: envelope(booking({ status: 'no_show' })) }),
      },
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Mark as completed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report a no-show' }));
    const dialog = screen.getByRole('dialog', { name: 'Report a no-show' });
    expect(dialog).toHaveAccessibleDescription('The student did not come.');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'No answer on the call');
    await user.click(within(dialog).getByRole('button', { name: 'Record the no-show' }));
    await vi.waitFor(
      () =>
        expect(sent(api, '/no-show')).toEqual({
          party: 'student',
          reason: 'No answer on the call',
        }),
      patience,
    );
  });
});

describe('after the booking', () => {
  /** A confirmed booking whose time ended an hour ago, still unmarked. */
  const ended = (overrides: Parameters<typeof bookingDetail>[0] = {}) => {
    const hour = 3_600_000;
    const end = new Date(Date.now() - hour).toISOString();
    return bookingDetail({
      status: 'confirmed',
      start: new Date(Date.now() - 2 * hour).toISOString(),
      end,
      classroom: { opensAt: end, closesAt: end, open: false },
      ended: true,
      ...overrides,
    });
  };

  it('asks the tutor to mark an ended session, with no Join and no "Confirmed"', async () => {
    logInAs('Tutor');
    renderBooking(
      ended({
        tutor: { ...booking().tutor, id: sampleUsers.Tutor.id },
        allowedActions: ['complete', 'no-show'],
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'This session is over' }),
    ).toBeInTheDocument();
    expect(screen.getByText('To mark')).toBeInTheDocument();
    expect(screen.queryByText('Confirmed')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as completed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report a no-show' })).toBeInTheDocument();
    // What the family told of the learner: first name, age, grade and goals.
    expect(screen.getByText('Sara')).toBeInTheDocument();
    expect(screen.getByText('12 years old')).toBeInTheDocument();
    expect(screen.getByText('Grade 7')).toBeInTheDocument();
    expect(screen.getByText('Catch up on fractions before the exam.')).toBeInTheDocument();
  });

  it('tells the family an ended session waits for the tutor', async () => {
    renderBooking(ended({ allowedActions: ['no-show'] }));
    expect(
      await screen.findByText('The tutor will mark it completed and write notes for you here.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
    // The family's own learner is named in full; the tutor's preparation facts are not repeated.
    expect(screen.getByText('Sara Hassan (child)')).toBeInTheDocument();
    expect(screen.queryByText('12 years old')).not.toBeInTheDocument();
  });

  it('gives the tutor a notes form and sends notes and homework', async () => {
    logInAs('Tutor');
    const completed = bookingDetail({ status: 'completed', canWriteNotes: true });
    const { api } = renderBooking(completed, {
      [`PUT ${path}/notes`]: ({ init }) => ({
        body: envelope({
          ...completed,
          notes: { ...JSON.parse(String(init.body)), updatedAt: completed.start },
        }),
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Write a few words about the session.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Notes'), 'كسور: الجمع والطرح');
    await user.type(screen.getByLabelText('Homework'), 'Page 12');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    await vi.waitFor(
      () =>
        expect(sent(api, '/notes')).toEqual({ notes: 'كسور: الجمع والطرح', homework: 'Page 12' }),
      patience,
    );
  });

  it('shows the family the notes in the direction they were written', async () => {
    renderBooking(
      bookingDetail({
        status: 'completed',
        notes: {
          notes: 'كسور: الجمع والطرح',
          homework: 'Page 12',
          updatedAt: '2031-06-02T10:00:00Z',
        },
      }),
    );
    const notes = await screen.findByText('كسور: الجمع والطرح');
    expect(notes).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Page 12')).toBeInTheDocument();
  });

  it('takes a review from 1 to 5 stars by keyboard, then shows it', async () => {
    const completed = bookingDetail({ status: 'completed', canReview: true });
    const { api } = renderBooking(completed, {
      [`POST ${path}/review`]: ({ init }) => ({
        status: 201,
        body: envelope({
          ...completed,
          canReview: false,
          review: {
            ...JSON.parse(String(init.body)),
            createdAt: '2031-06-02T11:00:00Z',
            removed: false,
          },
        }),
      }),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'How was the session?' });
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();

    const stars = screen.getByRole('group', { name: 'Your rating' });
    await user.click(within(stars).getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(screen.getByLabelText('Comment (optional)'), 'Very clear');
    await user.click(screen.getByRole('button', { name: 'Send review' }));

    await vi.waitFor(
      () => expect(sent(api, '/review')).toEqual({ rating: 4, comment: 'Very clear' }),
      patience,
    );
    expect(await screen.findByRole('img', { name: '4 stars' })).toBeInTheDocument();
    expect(screen.getByText('Very clear')).toHaveAttribute('dir', 'auto');
  });
});
