import type { SavedAddress } from '@nibras/contracts/in-person';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, switchLanguage } from '@/test/app-fakes';
import { patience } from '@/test/patience';
import {
  booking,
  bookingFlowApi,
  bookingId,
  logInAs,
  mondayNine,
  renderBookingFlow,
  tutorCard,
  tutorId,
  tutorProfile,
} from '@/features/booking/test-fixtures';
import { areas } from '@/test/catalog-fakes';

/** Layla goes to Al Olaya (Riyadh) and teaches at her place in Al Malqa; Math is $40 in person. */
const inPersonTutor = {
  ...tutorProfile,
  addressAs: 'feminine' as const,
  inPersonAreas: [{ id: 11, name: 'Al Olaya' }],
  ownPlaceArea: { id: 12, name: 'Al Malqa' },
  travelBufferMinutes: 30,
};

const home: SavedAddress = {
  id: 'a1',
  areaId: 11,
  areaName: 'Al Olaya',
  cityName: 'Riyadh',
  street: 'King Fahd Road 12',
  building: 'Tower B, flat 4',
  notes: 'Ring twice',
};
const faraway: SavedAddress = {
  ...home,
  id: 'a2',
  areaId: 21,
  areaName: 'Al Rawdah',
  cityName: 'Jeddah',
  street: 'Palestine Street 3',
};

function inPersonApi(saved: SavedAddress[] = [home, faraway]) {
  return fakeApi({
    ...bookingFlowApi,
    [`GET /api/v1/tutors/${tutorId}`]: () => ({ body: envelope(inPersonTutor) }),
    'GET /api/v1/areas': () => ({ body: envelope(areas) }),
    'GET /api/v1/family/addresses': () => ({ body: envelope(saved) }),
    'POST /api/v1/bookings': () => ({ status: 201, body: envelope(booking()) }),
  });
}

const postedBody = (api: ReturnType<typeof fakeApi>) => {
  const [, init] = api.mock.calls.find(([, options]) => options?.method === 'POST') ?? [];
  return init ? JSON.parse(String(init.body)) : null;
};

const summaryAt = (place: 'family-home' | 'tutor-place') =>
  `/book-session?subject=3&tutor=${tutorId}&mode=in-person&place=${place}&start=${encodeURIComponent(mondayNine)}`;

beforeEach(() => switchLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('booking in person', () => {
  it('asks online or in person first, then shows free times that leave the travel time', async () => {
    logInAs('Student');
    const api = inPersonApi();
    const user = userEvent.setup();
    const { router } = renderBookingFlow(`/book-session?subject=3&tutor=${tutorId}`);
    expect(
      await screen.findByRole('heading', { name: 'Online or in person?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Online' })).toHaveAccessibleDescription(
      '$30.00 an hour',
    );
    expect(
      screen.getByRole('radio', { name: 'In person, at your home' }),
    ).toHaveAccessibleDescription('$40.00 an hour · Comes to: Al Olaya');
    await user.click(
      screen.getByRole('radio', { name: "In person, at the tutor's place in Al Malqa" }),
    );
    expect(new URLSearchParams(router.state.location.search).get('place')).toBe('tutor-place');
    await user.click(screen.getByRole('link', { name: 'Change online or in person' }));
    await user.click(await screen.findByRole('radio', { name: 'In person, at your home' }));
    expect(await screen.findByRole('heading', { name: 'Pick a time' })).toBeInTheDocument();
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('mode')).toBe('in-person');
    expect(search.get('place')).toBe('family-home');
    expect(screen.getByText('$40.00 an hour')).toBeInTheDocument();
    await vi.waitFor(() => {
      const slotCalls = api.mock.calls.filter(([path]) => path.includes('/slots'));
      expect(slotCalls.length).toBeGreaterThan(0);
      expect(slotCalls.every(([path]) => path.includes('mode=in-person'))).toBe(true);
    }, patience);
  });

  it('books at a saved address in the tutor’s areas at the in-person price; others cannot be chosen', async () => {
    logInAs('Student');
    const api = inPersonApi();
    const user = userEvent.setup();
    const { router } = renderBookingFlow(summaryAt('family-home'));
    expect(await screen.findByRole('heading', { name: 'Check and confirm' })).toBeInTheDocument();
    // 45 minutes at $40.00 an hour.
    expect(screen.getByText('$30.00 for 45 minutes')).toBeInTheDocument();
    const places = await screen.findByRole('group', { name: 'Where is the lesson?' });
    const jeddah = within(places).getByRole('radio', { name: /Palestine Street 3/ });
    expect(jeddah).toBeDisabled();
    expect(jeddah).toHaveAccessibleDescription('The tutor does not come to this area.');

    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Choose the address of the lesson.')).toBeInTheDocument();
    expect(postedBody(api)).toBeNull();

    await user.click(within(places).getByRole('radio', { name: /King Fahd Road 12/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(
      () => expect(router.state.location.pathname).toBe(`/sessions/${bookingId}/booked`),
      patience,
    );
    expect(postedBody(api)).toEqual({
      tutorId,
      subjectId: 3,
      start: mondayNine,
      trial: false,
      mode: 'in-person',
      place: 'family-home',
      address: {
        areaId: 11,
        street: 'King Fahd Road 12',
        building: 'Tower B, flat 4',
        notes: 'Ring twice',
      },
    });
  });

  it('takes a new address typed at the summary, checked before anything is sent', async () => {
    logInAs('Student');
    const api = inPersonApi([]);
    const user = userEvent.setup();
    renderBookingFlow(summaryAt('family-home'));
    const street = await screen.findByLabelText('Street');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(() => expect(street).toHaveAttribute('aria-invalid', 'true'), patience);
    expect(screen.getByLabelText('Building, floor and flat')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(postedBody(api)).toBeNull();

    // A district the tutor does not go to is refused here, as the API would.
    await user.selectOptions(screen.getByLabelText('City'), 'Jeddah');
    await user.type(street, 'Tahlia Street 5');
    await user.type(screen.getByLabelText('Building, floor and flat'), 'Villa 2');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('The tutor does not come to this area.')).toBeInTheDocument();
    expect(postedBody(api)).toBeNull();

    await user.selectOptions(screen.getByLabelText('City'), 'Riyadh');
    await user.selectOptions(screen.getByLabelText('District'), 'Al Olaya');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(() => expect(postedBody(api)).not.toBeNull(), patience);
    expect(postedBody(api).address).toEqual({
      areaId: 11,
      street: 'Tahlia Street 5',
      building: 'Villa 2',
      notes: '',
    });
  });

  it('books at the tutor’s place with no address, saying when its address is shared', async () => {
    logInAs('Student');
    const api = inPersonApi();
    const user = userEvent.setup();
    renderBookingFlow(summaryAt('tutor-place'));
    expect(await screen.findByRole('heading', { name: 'Check and confirm' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Where is the lesson?' })).toBeNull();
    expect(
      screen.getAllByText("In person, at the tutor's place in Al Malqa").length,
    ).toBeGreaterThan(0);
    expect(
      screen.getByText('The full address is shared once the tutor confirms.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(() => expect(postedBody(api)).not.toBeNull(), patience);
    expect(postedBody(api)).toEqual(
      expect.objectContaining({ mode: 'in-person', place: 'tutor-place' }),
    );
    expect(postedBody(api)).not.toHaveProperty('address');
  });

  it('asks it in Arabic, of a tutor spoken of as a woman', async () => {
    await switchLanguage('ar');
    logInAs('Student');
    inPersonApi();
    renderBookingFlow(`/book-session?subject=3&tutor=${tutorId}`);
    expect(
      await screen.findByRole('heading', { name: 'عبر الإنترنت أم حضوريًا؟' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'حضوريًا، في بيتك' })).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'حضوريًا، في مكان المعلّمة في Al Malqa' }),
    ).toBeInTheDocument();
  });

  it('asks no place for a free trial, which is online', async () => {
    logInAs('Student');
    const api = inPersonApi();
    renderBookingFlow(`/book-session?subject=3&tutor=${tutorId}&trial=1`);
    expect(await screen.findByRole('heading', { name: 'Pick a time' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Online or in person?' })).toBeNull();
    await vi.waitFor(() => {
      const slotCalls = api.mock.calls.filter(([path]) => path.includes('/slots'));
      expect(slotCalls.length).toBeGreaterThan(0);
      expect(slotCalls.some(([path]) => path.includes('mode=in-person'))).toBe(false);
    }, patience);
  });

  it('keeps a time picked on the profile for an online lesson, and asks again in person', async () => {
    logInAs('Student');
    inPersonApi();
    const user = userEvent.setup();
    const { router } = renderBookingFlow(
      `/book-session?subject=3&tutor=${tutorId}&start=${encodeURIComponent(mondayNine)}`,
    );
    await user.click(await screen.findByRole('radio', { name: 'Online' }));
    expect(await screen.findByRole('heading', { name: 'Check and confirm' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('start')).toBe(mondayNine);
    await user.click(screen.getByRole('link', { name: 'Change online or in person' }));
    await user.click(await screen.findByRole('radio', { name: 'In person, at your home' }));
    expect(await screen.findByRole('heading', { name: 'Pick a time' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).has('start')).toBe(false);
  });

  it('tags the tutors who teach in person when the family picks one', async () => {
    logInAs('Student');
    fakeApi({
      ...bookingFlowApi,
      'GET /api/v1/tutors': () => ({
        body: envelope({
          items: [{ ...tutorCard, teachesInPerson: true }],
          total: 1,
          totalCapped: false,
          pageSize: 6,
          nextCursor: null,
          previousCursor: null,
        }),
      }),
    });
    renderBookingFlow('/book-session?subject=3');
    const choose = await screen.findByRole('button', { name: /Layla Haddad/ });
    expect(within(choose.closest('li') as HTMLElement).getByText('In person')).toBeVisible();
  });
});
