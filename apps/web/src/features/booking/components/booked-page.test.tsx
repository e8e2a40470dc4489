import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, renderRoutes, switchLanguage } from '@/test/app-fakes';
import { bookingDetail, bookingId, logInAs } from '@/features/booking/test-fixtures';
import { BookedPage } from './booked-page';
import { patience } from '@/test/patience';

function renderBooked(
  status: 'requested' | 'confirmed',
  addressAs: 'feminine' | 'masculine' | null = null,
) {
  const detail = bookingDetail({ status });
  const booking = { ...detail, tutor: { ...detail.tutor, addressAs } };
  const api = fakeApi({
    [`GET /api/v1/bookings/${bookingId}`]: () => ({ body: envelope(booking) }),
    [`GET /api/v1/bookings/${bookingId}/calendar.ics`]: () =>
      new Response('BEGIN:VCALENDAR', { headers: { 'content-type': 'text/calendar' } }),
  });
  renderRoutes(
    [{ path: '/sessions/:id/booked', element: <BookedPage /> }],
    `/sessions/${bookingId}/booked`,
  );
  return api;
}

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Parent');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.getState().clearSession();
});

describe('the page after booking', () => {
  it('says a request waits for the tutor, with both clocks, the price and the ways on', async () => {
    renderBooked('requested');
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeInTheDocument();
    expect(screen.getByText(/The tutor will confirm your request/)).toBeInTheDocument();
    expect(screen.getByText(/for the tutor \(Asia\/Riyadh\)/)).toBeInTheDocument();
    expect(screen.getByText('$22.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the session' })).toHaveAttribute(
      'href',
      `/sessions/${bookingId}`,
    );
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/parent',
    );
  });

  it.each([
    ['feminine', 'ستؤكد المعلّمة طلبك، وسنراسلك بالبريد الإلكتروني فور ردّها.'],
    ['masculine', 'سيؤكد المعلّم طلبك، وسنراسلك بالبريد الإلكتروني فور ردّه.'],
    [null, 'طلبك بانتظار التأكيد، وسنراسلك بالبريد الإلكتروني فور الردّ عليه.'],
  ] as const)(
    'says in Arabic who will confirm in the tutor’s form (%s)',
    async (addressAs, text) => {
      await switchLanguage('ar');
      renderBooked('requested', addressAs);
      expect(await screen.findByText(text)).toBeInTheDocument();
    },
  );

  it('says a confirmed booking is booked, and downloads its calendar file', async () => {
    const api = renderBooked('confirmed');
    // jsdom has no object URLs; the page only needs one to hand to the link.
    URL.createObjectURL = vi.fn(() => 'blob:session');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    expect(await screen.findByRole('heading', { name: "You're booked" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));

    await vi.waitFor(() => expect(click).toHaveBeenCalled(), patience);
    const [input, init] = api.mock.calls.at(-1) ?? [];
    expect(String(input)).toBe(`/api/v1/bookings/${bookingId}/calendar.ics`);
    expect(init?.headers).toMatchObject({ accept: 'text/calendar' });
    expect(URL.createObjectURL).toHaveBeenCalledOnce();
  });
});
