import type { BookingDetail } from '@nibras/contracts/booking';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import {
  CurrentPath,
  envelope,
  fakeApi,
  renderRoutes,
  sampleUsers,
  switchLanguage,
} from '@/test/app-fakes';
import { patience } from '@/test/patience';
import {
  booking,
  bookingDetail,
  bookingId,
  childId,
  logInAs,
  tutorId,
} from '@/features/booking/test-fixtures';
import { BookingDetailPage } from './booking-detail-page';
import { nextWeeklyStart } from './series-panel';

const seriesId = '7d0f4bd4-9d43-4a6f-9d0a-3f6a1c1f0c11';
const seriesPath = `/api/v1/booking-series/${seriesId}`;
const seriesAnswer = {
  id: seriesId,
  timeZone: 'UTC',
  localTime: '09:00',
  weeks: 4,
  untilStopped: false,
  stoppedAt: null,
  occurrences: [booking({ seriesId })],
};

function renderBooking(detail: BookingDetail, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [`GET /api/v1/bookings/${bookingId}`]: () => ({ body: envelope(detail) }),
    ...routes,
  });
  renderRoutes(
    [
      { path: '/sessions/:id', element: <BookingDetailPage /> },
      { path: '*', element: <CurrentPath /> },
    ],
    `/sessions/${bookingId}`,
  );
  return api;
}
const posted = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input]) => String(input));

beforeEach(() => switchLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe("a weekly series' lesson page", () => {
  it('lets the tutor confirm every week in one step', async () => {
    logInAs('Tutor');
    const tutor = { ...booking().tutor, id: sampleUsers.Tutor.id };
    const api = renderBooking(
      bookingDetail({ seriesId, tutor, allowedActions: ['confirm', 'decline'] }),
      {
        [`POST ${seriesPath}/confirm`]: () => ({ body: envelope(seriesAnswer) }),
      },
    );
    expect(await screen.findAllByText('Weekly lessons')).not.toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm every week' }));
    await vi.waitFor(() => expect(posted(api)).toEqual([`${seriesPath}/confirm`]), patience);
  });

  it('lets the family skip this week only, or stop the weeks ahead', async () => {
    logInAs('Parent');
    const api = renderBooking(
      bookingDetail({ seriesId, status: 'confirmed', allowedActions: ['cancel', 'reschedule'] }),
      {
        [`POST ${seriesPath}/occurrences/${bookingId}/skip`]: () => ({
          body: envelope(seriesAnswer),
        }),
        [`POST ${seriesPath}/stop`]: () => ({ body: envelope(seriesAnswer) }),
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skip this week' }));
    await vi.waitFor(
      () => expect(posted(api)).toEqual([`${seriesPath}/occurrences/${bookingId}/skip`]),
      patience,
    );
    await user.click(screen.getByRole('button', { name: 'Stop the weekly lessons' }));
    await vi.waitFor(() => expect(posted(api)).toHaveLength(2), patience);
    expect(posted(api)[1]).toBe(`${seriesPath}/stop`);
  });

  it('offers neither to whoever may not cancel the lesson (a child’s own login)', async () => {
    logInAs('Student');
    renderBooking(bookingDetail({ seriesId, status: 'confirmed', allowedActions: ['reschedule'] }));
    expect(await screen.findByRole('heading', { name: 'Weekly lessons' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Skip this week' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop the weekly lessons' })).toBeNull();
  });

  it('offers a family "Book this time every week" on a past lesson, prefilled', async () => {
    logInAs('Parent');
    renderBooking(bookingDetail({ status: 'completed', allowedActions: [] }));
    const link = await screen.findByRole('link', { name: 'Book this time every week' });
    const url = new URL(link.getAttribute('href') ?? '', 'https://nibras.test');
    expect(url.pathname).toBe('/book-session');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      subject: '3',
      tutor: tutorId,
      child: childId,
      weekly: '1',
    });
    expect(Date.parse(url.searchParams.get('start') ?? '')).toBeGreaterThan(Date.now());
  });
});

describe('the next weekly start', () => {
  it('keeps the weekday and time, at least a day ahead', () => {
    const now = Date.parse('2031-06-20T00:00:00.000Z');
    const next = nextWeeklyStart('2031-06-02T09:00:00.000Z', now);
    expect(new Date(next).getDay()).toBe(new Date('2031-06-02T09:00:00.000Z').getDay());
    expect(Date.parse(next)).toBeGreaterThan(now + 86_400_000);
    expect(Date.parse(next) - now).toBeLessThanOrEqual(8 * 86_400_000);
  });
});
