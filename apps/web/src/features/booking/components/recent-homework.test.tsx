import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, renderPage, switchLanguage } from '@/test/app-fakes';
import { booking, bookingDetail, logInAs } from '@/features/booking/test-fixtures';
import { RecentHomework } from './recent-homework';

const done = booking({ id: 'done-1', status: 'completed' });
const cancelled = booking({ id: 'gone-1', status: 'cancelled' });

beforeEach(() => switchLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe("a student's homework", () => {
  it('shows the notes and homework of the last completed bookings, and asks nothing of the others', async () => {
    logInAs('Student');
    const api = fakeApi({
      'GET /api/v1/bookings': () => ({
        body: envelope({ items: [done, cancelled], page: 1, pageSize: 5, total: 2 }),
      }),
      'GET /api/v1/bookings/done-1': () => ({
        body: envelope(
          bookingDetail({
            ...done,
            notes: {
              notes: 'We practised fractions.',
              homework: 'Page 12, exercises 1 to 4.',
              updatedAt: '2031-06-01T10:00:00.000Z',
            },
          }),
        ),
      }),
    });
    renderPage(<RecentHomework />, '/dashboard/child');
    expect(await screen.findByText('Page 12, exercises 1 to 4.')).toBeInTheDocument();
    expect(screen.getByText('We practised fractions.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Math' })).toHaveAttribute('href', '/sessions/done-1');
    expect(api.mock.calls.some(([input]) => String(input).includes('gone-1'))).toBe(false);
  });

  it('says so when there is nothing yet', async () => {
    logInAs('Student');
    fakeApi({
      'GET /api/v1/bookings': () => ({
        body: envelope({ items: [], page: 1, pageSize: 5, total: 0 }),
      }),
    });
    renderPage(<RecentHomework />, '/dashboard/child');
    expect(await screen.findByText(/No homework or notes yet/)).toBeInTheDocument();
  });
});
