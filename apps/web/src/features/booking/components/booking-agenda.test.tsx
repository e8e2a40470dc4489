import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, renderPage, switchLanguage } from '@/test/app-fakes';
import { sampleUsers } from '@/test/app-fakes';
import { booking, logInAs, tutorId } from '@/features/booking/test-fixtures';
import { PastBookings } from './past-bookings';
import { BookingAgenda } from './booking-agenda';

const asTutor = { ...booking().tutor, id: sampleUsers.Tutor.id };
const confirmed = booking({
  id: 'confirmed-1',
  status: 'confirmed',
  tutor: asTutor,
  start: '2031-06-01T09:00:00.000Z',
  end: '2031-06-01T09:45:00.000Z',
  classroom: {
    opensAt: '2031-06-01T08:50:00.000Z',
    closesAt: '2031-06-01T09:45:00.000Z',
    open: true,
  },
  allowedActions: ['cancel', 'reschedule'],
});

const page = (items: unknown[]) => ({
  body: envelope({ items, page: 1, pageSize: 10, total: items.length }),
});

beforeEach(() => switchLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe("a family's agenda", () => {
  it('shows each booking with its tutor, status and Join only while open', async () => {
    logInAs('Parent');
    const family = (item: typeof confirmed) => ({
      ...item,
      tutor: { ...item.tutor, id: tutorId },
      allowedActions: [],
    });
    fakeApi({
      'GET /api/v1/bookings': () =>
        page([
          family(confirmed),
          family({ ...confirmed, id: 'later', classroom: { ...confirmed.classroom, open: false } }),
        ]),
    });
    renderPage(<BookingAgenda />, '/dashboard/parent');
    const joins = await screen.findAllByRole('button', { name: 'Join' });
    expect(joins.map((button) => (button as HTMLButtonElement).disabled)).toEqual([false, true]);
    expect(screen.getAllByText('with Layla Haddad · for Sara Hassan')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('lists the last past bookings with a link to all of them', async () => {
    logInAs('Student');
    fakeApi({
      'GET /api/v1/bookings': ({ url }) =>
        url.searchParams.get('scope') === 'past'
          ? page([
              {
                ...booking({ id: 'old', status: 'completed' }),
                student: { id: 's', fullName: 'Yusuf Ali', kind: 'student' },
              },
            ])
          : page([]),
    });
    renderPage(<PastBookings />, '/dashboard/child');
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View the session: Math/ })).toHaveAttribute(
      'href',
      '/sessions/old',
    );
    expect(screen.getByRole('link', { name: 'All my sessions' })).toHaveAttribute(
      'href',
      '/sessions?scope=past',
    );
  });
});
