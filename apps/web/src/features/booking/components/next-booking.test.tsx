import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, renderPage, switchLanguage } from '@/test/app-fakes';
import { booking, childId, logInAs } from '@/features/booking/test-fixtures';
import { NextBooking } from './next-booking';
import { PastBookings } from './past-bookings';
import { BookingAgenda } from './booking-agenda';

const page = (items: unknown[]) => ({
  body: envelope({ items, page: 1, pageSize: 10, total: items.length }),
});

const openNow = booking({
  id: 'next-1',
  status: 'confirmed',
  start: '2031-06-01T09:00:00.000Z',
  end: '2031-06-01T09:45:00.000Z',
  classroom: {
    opensAt: '2031-06-01T08:50:00.000Z',
    closesAt: '2031-06-01T09:45:00.000Z',
    open: true,
  },
});

beforeEach(() => switchLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe("a child's next class", () => {
  it('shows the next booking with a big Join, enabled while the classroom is open', async () => {
    logInAs('Student');
    const api = fakeApi({ 'GET /api/v1/bookings': () => page([openNow]) });
    renderPage(<NextBooking />, '/dashboard/child');
    const join = await screen.findByRole('button', { name: 'Join the session' });
    expect(join).toBeEnabled();
    expect(join.className).toContain('h-16');
    expect(screen.getByText('Math')).toBeInTheDocument();
    expect(screen.getByText('with Layla Haddad')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the details' })).toHaveAttribute(
      'href',
      '/sessions/next-1',
    );
    const asked = new URL(String(api.mock.calls[0]?.[0]), 'http://localhost');
    expect(asked.searchParams.get('scope')).toBe('upcoming');
    expect(asked.searchParams.get('pageSize')).toBe('1');
  });

  it('says so when nothing is booked', async () => {
    logInAs('Student');
    fakeApi({ 'GET /api/v1/bookings': () => page([]) });
    renderPage(<NextBooking />, '/dashboard/child');
    expect(await screen.findByText('No class booked yet.')).toBeInTheDocument();
  });
});

describe("one child's bookings", () => {
  it.each([
    ['upcoming', <BookingAgenda key="a" childId={childId} />],
    ['past', <PastBookings key="p" childId={childId} headingLevel={4} />],
  ] as const)('asks for the %s bookings of that child only', async (scope, list) => {
    logInAs('Parent');
    const api = fakeApi({ 'GET /api/v1/bookings': () => page([]) });
    renderPage(list, '/dashboard/parent');
    await screen.findByText(
      scope === 'upcoming' ? /No sessions booked yet/ : 'No past sessions yet.',
    );
    const asked = new URL(String(api.mock.calls[0]?.[0]), 'http://localhost');
    expect(asked.searchParams.get('childId')).toBe(childId);
    if (scope === 'past') {
      expect(screen.getByRole('heading', { level: 4, name: 'Past sessions' })).toBeInTheDocument();
    }
    expect(asked.searchParams.get('scope')).toBe(scope);
  });
});

describe("a parent's per-child list", () => {
  it('offers reschedule and cancel in place, through the booking dialogs', async () => {
    logInAs('Parent');
    const upcoming = booking({
      id: 'child-1',
      status: 'confirmed',
      allowedActions: ['cancel', 'reschedule'],
    });
    fakeApi({ 'GET /api/v1/bookings': () => page([upcoming]) });
    const user = userEvent.setup();
    renderPage(<BookingAgenda childId={childId} />, '/dashboard/parent');
    const coming = await screen.findByRole('region', { name: 'Coming up' });
    expect(within(coming).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    await user.click(within(coming).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('keeps the plain agenda free of them', async () => {
    logInAs('Parent');
    fakeApi({
      'GET /api/v1/bookings': () =>
        page([booking({ id: 'x', status: 'confirmed', allowedActions: ['cancel'] })]),
    });
    renderPage(<BookingAgenda />, '/dashboard/parent');
    await screen.findByRole('region', { name: 'Coming up' });
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });
});
