import type { Booking, BookingDetail } from '@nibras/contracts/booking';
import { screen, within } from '@testing-library/react';
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
import { booking, bookingDetail, bookingId, logInAs } from '@/features/booking/test-fixtures';
import { BookingDetailPage } from './booking-detail-page';
import { BookingRow } from './booking-row';

const path = `/api/v1/bookings/${bookingId}`;
const minute = 60_000;

const inPerson = {
  mode: 'in-person',
  travelBufferMinutes: 30,
  place: 'family-home',
  area: { id: 11, name: 'Al Olaya', cityName: 'Riyadh' },
} satisfies Partial<Booking>;
const address = {
  place: 'family-home',
  areaId: 11,
  areaName: 'Al Olaya',
  cityName: 'Riyadh',
  street: 'King Fahd Road 12',
  building: 'Tower B, flat 4',
  notes: 'Ring twice',
} satisfies Booking['address'];

/** A confirmed lesson happening now: it began five minutes ago. */
function now(overrides: Partial<BookingDetail> = {}) {
  const start = Date.now() - 5 * minute;
  return bookingDetail({
    ...inPerson,
    status: 'confirmed',
    start: new Date(start).toISOString(),
    end: new Date(start + 45 * minute).toISOString(),
    classroom: {
      opensAt: new Date(start - 10 * minute).toISOString(),
      closesAt: new Date(start + 45 * minute).toISOString(),
      open: true,
    },
    ...overrides,
  });
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

const asTutor = { tutor: { ...booking().tutor, id: sampleUsers.Tutor.id } };

beforeEach(async () => {
  await switchLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('an in-person session', () => {
  it('shows the family the area, the full address with a maps link, and no Join', async () => {
    logInAs('Parent');
    renderBooking(now({ address }));
    expect(await screen.findByText('In person · Al Olaya, Riyadh')).toBeInTheDocument();
    expect(screen.getByText("At the family's home")).toBeInTheDocument();
    expect(screen.getByText('King Fahd Road 12')).toBeInTheDocument();
    expect(screen.getByText('Tower B, flat 4')).toBeInTheDocument();
    expect(screen.getByText('Ring twice')).toBeInTheDocument();
    const maps = screen.getByRole('link', { name: /Open in maps/ });
    expect(maps).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('King Fahd Road 12, Tower B, flat 4, Al Olaya, Riyadh')}`,
    );
    expect(maps).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
    // Only the tutor records the day.
    expect(screen.queryByRole('button', { name: 'I have arrived' })).toBeNull();
  });

  it('shows the tutor only the district of a request, and says when the address comes', async () => {
    logInAs('Tutor');
    renderBooking(now({ ...asTutor, status: 'requested', address: null }));
    expect(await screen.findByText('In person · Al Olaya, Riyadh')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The full address shows here once you confirm, until a day after the lesson.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open in maps/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'I have arrived' })).toBeNull();
  });

  it('lets the tutor record arriving, then finishing, and shows both times', async () => {
    logInAs('Tutor');
    const arrivedAt = new Date().toISOString();
    const finishedAt = new Date(Date.now() + minute).toISOString();
    // The API as the server keeps it: each record changes what the page reads next, and what
    // the tutor may do (allowedActions).
    let current = now({ ...asTutor, address, allowedActions: ['arrive'] });
    const recorded = (
      visits: BookingDetail['visits'],
      allowedActions: BookingDetail['allowedActions'],
    ) => {
      current = { ...current, visits, allowedActions };
      return { body: envelope(current) };
    };
    const api = renderBooking(current, {
      [`GET ${path}`]: () => ({ body: envelope(current) }),
      [`POST ${path}/arrived`]: () => recorded({ arrivedAt, finishedAt: null }, ['finish']),
      [`POST ${path}/finished`]: () => recorded({ arrivedAt, finishedAt }, []),
    });
    const user = userEvent.setup();
    const day = await screen.findByRole('region', { name: 'On the day' });
    expect(within(day).queryByRole('button', { name: 'Finished' })).toBeNull();
    await user.click(within(day).getByRole('button', { name: 'I have arrived' }));
    await vi.waitFor(
      () => expect(within(day).getByRole('button', { name: 'Finished' })).toBeInTheDocument(),
      patience,
    );
    expect(within(day).getByText(/^Arrived at /)).toBeInTheDocument();
    expect(within(day).queryByRole('button', { name: 'I have arrived' })).toBeNull();
    await user.click(within(day).getByRole('button', { name: 'Finished' }));
    await vi.waitFor(
      () => expect(within(day).getByText(/^Finished at /)).toBeInTheDocument(),
      patience,
    );
    expect(within(day).queryByRole('button', { name: 'Finished' })).toBeNull();
    const posted = api.mock.calls.filter(([, init]) => init.method === 'POST').map(([url]) => url);
    expect(posted).toEqual([`${path}/arrived`, `${path}/finished`]);
  });

  it('offers no arrival before the day', async () => {
    logInAs('Tutor');
    const start = Date.now() + 3 * 24 * 60 * minute;
    renderBooking(
      now({
        ...asTutor,
        address,
        start: new Date(start).toISOString(),
        end: new Date(start + 45 * minute).toISOString(),
        classroom: {
          opensAt: new Date(start - 10 * minute).toISOString(),
          closesAt: new Date(start + 45 * minute).toISOString(),
          open: false,
        },
      }),
    );
    expect(await screen.findByText('King Fahd Road 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have arrived' })).toBeNull();
  });

  it('says in Arabic that the lesson is at the tutor’s place, in the form she asked for', async () => {
    await switchLanguage('ar');
    logInAs('Parent');
    renderBooking(
      now({
        place: 'tutor-place',
        address: null,
        tutor: { ...booking().tutor, addressAs: 'feminine' },
      }),
    );
    expect(await screen.findByText('حضوريًا · Al Olaya، Riyadh')).toBeInTheDocument();
    expect(screen.getByText('في مكان المعلّمة')).toBeInTheDocument();
    expect(screen.getByText('يظهر عنوان المعلّمة هنا بعد تأكيد الدرس.')).toBeInTheDocument();
  });

  it('says "In person" with the district on a dashboard line, and offers no Join there', async () => {
    logInAs('Parent');
    fakeApi({});
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ul>
              <BookingRow booking={now()} checkedAt={Date.now()} />
            </ul>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('In person · Al Olaya, Riyadh')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });
});
