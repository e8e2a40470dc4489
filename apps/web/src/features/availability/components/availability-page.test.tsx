import type { AvailabilityAnswer } from '@nibras/contracts/availability';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { LiveAnnouncer } from '@/components/ui/live-announcer';
import { AvailabilityPage } from './availability-page';
import { patience } from '@/test/patience';
import { areas } from '@/test/catalog-fakes';
import { logInAs } from '@/test/app-fakes';
import { useSession } from '@/lib/session';
import { calendarWeekOf, type CalendarWeek } from '@nibras/contracts/region-calendar';

const saved: AvailabilityAnswer = {
  configured: true,
  timeZone: 'Asia/Riyadh',
  minimumNoticeMinutes: 720,
  bookingHorizonDays: 60,
  autoConfirm: false,
  sessionMinutes: 60,
  weeklyHours: [
    { weekday: 0, start: '09:00', end: '12:00' },
    { weekday: 6, start: '16:00', end: '18:00' },
  ],
  dateOverrides: [{ date: '2031-06-07', ranges: [] }],
  inPerson: {
    atFamilyHome: false,
    areas: [],
    atOwnPlace: false,
    ownPlaceArea: null,
    ownPlaceStreet: '',
    ownPlaceBuilding: '',
    ownPlaceNotes: '',
    travelBufferMinutes: 30,
  },
};

const answer = (data: unknown, status = 200, message: string | null = null) =>
  new Response(JSON.stringify({ succeeded: status < 400, message, data, error: null }), {
    status,
  });

/** The tutor's account: in Riyadh, so a Saudi week (Sunday first, Friday and Saturday off). */
let calendar: CalendarWeek = calendarWeekOf(null, 'Asia/Riyadh');

function fakeApi(put?: (body: unknown) => Response) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('/api/v1/areas')) return answer(areas);
      if (url.endsWith('/api/v1/account'))
        return answer({
          ...useSession.getState().userModel,
          timeZone: 'Asia/Riyadh',
          pendingEmail: null,
          hasPassword: true,
          calendar,
        });
      if (init.method === 'PUT') {
        const body = JSON.parse(init.body as string);
        puts.push(body);
        return put
          ? put(body)
          : answer(
              { ...body, configured: true, inPerson: saved.inPerson },
              200,
              'Your hours are saved.',
            );
      }
      return answer(saved);
    }),
  );
  return puts;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AvailabilityPage />
      <LiveAnnouncer />
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  initI18n();
});
beforeEach(async () => {
  localStorage.clear();
  calendar = calendarWeekOf(null, 'Asia/Riyadh');
  logInAs('Tutor');
  await i18n.changeLanguage('en');
});
afterEach(() => {
  // Unmounted first: a page still mounted would read its hours again for the signed-out person.
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('AvailabilityPage', () => {
  it("lists the week of the account's region, with each day's ranges and the dates that differ", async () => {
    fakeApi();
    renderPage();
    expect(await screen.findByText(/Your week is that of Saudi Arabia\./)).toBeInTheDocument();
    const days = screen.getAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    for (const weekday of [0, 1, 2, 3, 4, 5, 6])
      expect(within(screen.getByTestId(`weekday-${weekday}`)).queryByText('Weekend') !== null).toBe(
        weekday === 5 || weekday === 6,
      );
    expect(screen.getByLabelText('Start of Saturday, hours 1')).toHaveValue('16:00');
    expect(screen.getByLabelText('End of Sunday, hours 1')).toHaveValue('12:00');
    expect(screen.getByText('Day off')).toBeInTheDocument();
    expect(screen.getByLabelText('Your time zone')).toHaveValue('Asia/Riyadh');
  });

  it('follows a region the person chose on their account, not this browser', async () => {
    calendar = calendarWeekOf('GB', 'Asia/Riyadh');
    localStorage.setItem('preferredWeekStart', '6');
    fakeApi();
    renderPage();
    expect(await screen.findByText(/Your week is that of United Kingdom\./)).toBeInTheDocument();
    const days = screen.getAllByRole('heading', { level: 3 });
    expect(days[0]).toHaveTextContent('Monday');
    expect(within(screen.getByTestId('weekday-0')).getByText('Weekend')).toBeInTheDocument();
    expect(within(screen.getByTestId('weekday-5')).queryByText('Weekend')).toBeNull();
    expect(screen.queryByLabelText('Week starts on')).toBeNull();
  });

  it('refuses overlapping ranges before sending anything', async () => {
    const puts = fakeApi();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add hours on Saturday' }));
    await userEvent.selectOptions(screen.getByLabelText('Start of Saturday, hours 2'), '17:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(
      await screen.findByText('This range overlaps another range on the same day.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Start of Saturday, hours 2')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(puts).toEqual([]);
  });

  it('sends the whole week at once and says it is saved', async () => {
    const puts = fakeApi();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add hours on Friday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sunday, hours 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    const result = await screen.findByText('Your hours are saved.', { selector: 'p' });
    // Focus lands on the result, not the page, and the live region reads it.
    expect(result).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Your hours are saved.');
    expect(puts).toEqual([
      {
        timeZone: 'Asia/Riyadh',
        minimumNoticeMinutes: 720,
        bookingHorizonDays: 60,
        autoConfirm: false,
        sessionMinutes: 60,
        weeklyHours: [
          { weekday: 6, start: '16:00', end: '18:00' },
          { weekday: 5, start: '09:00', end: '11:00' },
        ],
        dateOverrides: [{ date: '2031-06-07', ranges: [] }],
        inPerson: {
          atFamilyHome: false,
          areaIds: [],
          atOwnPlace: false,
          ownPlaceAreaId: null,
          ownPlaceStreet: '',
          ownPlaceBuilding: '',
          ownPlaceNotes: '',
          travelBufferMinutes: 30,
        },
        ramadan: null,
      },
    ]);
  });

  it('sends the lesson length and automatic confirmation the tutor chose', async () => {
    const puts = fakeApi();
    renderPage();
    const autoConfirm = await screen.findByRole('switch', {
      name: 'Confirm bookings automatically',
    });
    expect(autoConfirm).not.toBeChecked();
    expect(screen.getByLabelText('Session length')).toHaveValue('60');
    await userEvent.click(autoConfirm);
    await userEvent.selectOptions(screen.getByLabelText('Session length'), '45');
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await vi.waitFor(
      () =>
        expect(puts).toEqual([expect.objectContaining({ autoConfirm: true, sessionMinutes: 45 })]),
      patience,
    );
  });

  it('puts the server’s field messages under their fields', async () => {
    fakeApi(
      () =>
        new Response(
          JSON.stringify({
            succeeded: false,
            message: 'Some fields are not valid.',
            data: null,
            error: {
              code: 'validation_failed',
              message: 'Some fields are not valid.',
              details: {
                bookingHorizonDays: 'Bookings may be opened between 1 and 365 days ahead.',
              },
            },
          }),
          { status: 400 },
        ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Save hours' }));
    const horizon = screen.getByLabelText('Bookable days ahead');
    expect(horizon).toHaveAttribute('aria-invalid', 'true');
    const rules = screen.getByRole('region', { name: 'Booking rules' });
    expect(
      within(rules).getByText('Bookings may be opened between 1 and 365 days ahead.'),
    ).toBeInTheDocument();
  });

  it('saves where the tutor teaches in person with the hours: districts, a whole city, travel time', async () => {
    const puts = fakeApi();
    renderPage();
    await userEvent.click(
      await screen.findByRole('switch', { name: "I teach at families' homes" }),
    );
    await userEvent.selectOptions(
      await screen.findByLabelText('City to choose areas in'),
      'Riyadh',
    );
    const riyadh = screen.getByRole('group', { name: 'Where you go in Riyadh' });
    await userEvent.click(within(riyadh).getByRole('checkbox', { name: 'Al Olaya' }));
    await userEvent.click(within(riyadh).getByRole('checkbox', { name: 'Al Malqa' }));
    // The whole city replaces the districts already ticked.
    await userEvent.selectOptions(screen.getByLabelText('City to choose areas in'), 'Jeddah');
    await userEvent.click(screen.getByRole('checkbox', { name: 'The whole city' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Al Malqa, Riyadh' }));
    expect(screen.getByRole('list', { name: 'Areas you go to' })).toHaveTextContent(
      'Al Olaya, Riyadh',
    );
    await userEvent.selectOptions(
      screen.getByLabelText('Travel time before and after'),
      '45 minutes',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await vi.waitFor(
      () =>
        expect(puts).toEqual([
          expect.objectContaining({
            inPerson: expect.objectContaining({
              atFamilyHome: true,
              areaIds: [11, 2],
              atOwnPlace: false,
              travelBufferMinutes: 45,
            }),
          }),
        ]),
      patience,
    );
  });

  it('keeps a city and its districts apart: ticking the whole city drops them', async () => {
    const puts = fakeApi();
    renderPage();
    await userEvent.click(
      await screen.findByRole('switch', { name: "I teach at families' homes" }),
    );
    await userEvent.selectOptions(
      await screen.findByLabelText('City to choose areas in'),
      'Riyadh',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Al Olaya' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'The whole city' }));
    expect(screen.getByRole('checkbox', { name: 'Al Olaya' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await vi.waitFor(
      () =>
        expect(puts).toEqual([
          expect.objectContaining({ inPerson: expect.objectContaining({ areaIds: [1] }) }),
        ]),
      patience,
    );
  });

  it('refuses in person at homes with no area, and an own place with no street', async () => {
    const puts = fakeApi();
    renderPage();
    await userEvent.click(
      await screen.findByRole('switch', { name: "I teach at families' homes" }),
    );
    await userEvent.click(screen.getByRole('switch', { name: 'I teach at my own place' }));
    expect(screen.getByText(/Only the area is shown on your profile/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findAllByText('Choose an area from the list.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Street')).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);
  });

  it('reads the saved in-person settings back, in Arabic too', async () => {
    const inPerson = {
      ...saved.inPerson,
      atFamilyHome: true,
      areas: [{ id: 11, name: 'العليا' }],
      travelBufferMinutes: 60,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/api/v1/areas')
          ? answer([
              {
                id: 1,
                name: 'الرياض',
                country: 'SA',
                districts: [{ id: 11, name: 'العليا' }],
              },
            ])
          : answer({ ...saved, inPerson }),
      ),
    );
    await i18n.changeLanguage('ar');
    renderPage();
    expect(await screen.findByRole('switch', { name: 'أدرّس في بيوت العائلات' })).toBeChecked();
    expect(await screen.findByRole('list', { name: 'مناطق التدريس المختارة' })).toHaveTextContent(
      'العليا، الرياض',
    );
    expect(screen.getByLabelText('وقت التنقل قبل الدرس وبعده')).toHaveValue('60');
  });

  it('keeps a saved travel time that is off the list instead of replacing it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/api/v1/areas')
          ? answer(areas)
          : answer({
              ...saved,
              inPerson: {
                ...saved.inPerson,
                atOwnPlace: true,
                ownPlaceArea: { id: 12, name: 'Al Malqa' },
                ownPlaceStreet: 'Olive Street 7',
                ownPlaceBuilding: 'Villa 3',
                travelBufferMinutes: 20,
              },
            }),
      ),
    );
    renderPage();
    expect(await screen.findByLabelText('Travel time before and after')).toHaveValue('20');
    expect(screen.getByLabelText('Street')).toHaveValue('Olive Street 7');
    expect(await screen.findByLabelText('District')).toHaveValue('12');
  });
});
