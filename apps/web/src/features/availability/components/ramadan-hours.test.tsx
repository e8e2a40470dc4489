import type { AvailabilityAnswer } from '@nibras/contracts/availability';
import { calendarWeekOf, ramadanAround } from '@nibras/contracts/region-calendar';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readableIsoDate } from '@/lib/hijri-date';
import { useSession } from '@/lib/session';
import {
  envelope,
  fakeApi,
  logInAs,
  renderPage,
  sampleUsers,
  switchLanguage,
} from '@/test/app-fakes';
import { areas } from '@/test/catalog-fakes';
import { AvailabilityPage } from './availability-page';

const saved: AvailabilityAnswer = {
  configured: true,
  timeZone: 'Asia/Riyadh',
  minimumNoticeMinutes: 720,
  bookingHorizonDays: 60,
  autoConfirm: false,
  sessionMinutes: 60,
  weeklyHours: [{ weekday: 0, start: '16:00', end: '18:00' }],
  dateOverrides: [],
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
  ramadan: null,
};

function fakeHours(answer: AvailabilityAnswer) {
  return fakeApi({
    'GET /api/v1/areas': () => ({ body: envelope(areas) }),
    'GET /api/v1/account': () => ({
      body: envelope({
        ...sampleUsers.Tutor,
        timeZone: 'Asia/Riyadh',
        pendingEmail: null,
        hasPassword: true,
        calendar: calendarWeekOf(null, 'Asia/Riyadh'),
      }),
    }),
    'GET /api/v1/tutor/availability': () => ({ body: envelope(answer) }),
    'PUT /api/v1/tutor/availability': ({ init }) => ({
      body: envelope(
        {
          ...answer,
          ...JSON.parse(init.body as string),
          inPerson: answer.inPerson,
          configured: true,
        },
        'Your hours are saved.',
      ),
    }),
  });
}

const sentBodies = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls
    .filter(([, init]) => init.method === 'PUT')
    .map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Tutor');
});
afterEach(() => useSession.getState().clearSession());

describe('Ramadan hours', () => {
  it('turns on a Ramadan timetable from the usual week, shifted a day, saved with the rest', async () => {
    const user = userEvent.setup();
    const api = fakeHours(saved);
    renderPage(<AvailabilityPage />, '/dashboard/tutor/availability');
    const section = await screen.findByRole('region', { name: 'Ramadan hours' });
    const dates = ramadanAround(today());
    expect(section).toHaveTextContent(
      `Your Ramadan hours apply from ${readableIsoDate(dates.start, 'en')} to ${readableIsoDate(dates.end, 'en')}.`,
    );
    const toggle = within(section).getByRole('switch', { name: 'Different hours in Ramadan' });
    expect(toggle).not.toBeChecked();
    expect(within(section).queryByLabelText("Ramadan's dates")).toBeNull();

    await user.click(toggle);
    // The usual Sunday is the starting point, as its own list: changing it leaves the usual one.
    await user.selectOptions(
      within(section).getByLabelText('Start of Ramadan, Sunday, hours 1'),
      '20:00',
    );
    await user.selectOptions(
      within(section).getByLabelText('End of Ramadan, Sunday, hours 1'),
      '23:00',
    );
    await user.click(within(section).getByRole('button', { name: 'Add Ramadan hours on Monday' }));
    await user.selectOptions(within(section).getByLabelText("Ramadan's dates"), '1');
    const moved = ramadanAround(today(), 1);
    expect(section).toHaveTextContent(`from ${readableIsoDate(moved.start, 'en')}`);
    expect(screen.getByLabelText('Start of Sunday, hours 1')).toHaveValue('16:00');

    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    await screen.findAllByText('Your hours are saved.');
    const [body] = sentBodies(api);
    expect(body?.weeklyHours).toEqual([{ weekday: 0, start: '16:00', end: '18:00' }]);
    expect(body?.ramadan).toEqual({
      shiftDays: 1,
      weeklyHours: [
        { weekday: 0, start: '20:00', end: '23:00' },
        { weekday: 1, start: '09:00', end: '11:00' },
      ],
    });
  });

  it('reads a saved Ramadan timetable back, in Arabic, and turning it off sends null', async () => {
    const user = userEvent.setup();
    await switchLanguage('ar');
    const api = fakeHours({
      ...saved,
      ramadan: { shiftDays: -1, weeklyHours: [{ weekday: 6, start: '21:00', end: '23:00' }] },
    });
    renderPage(<AvailabilityPage />, '/dashboard/tutor/availability');
    const section = await screen.findByRole('region', { name: 'ساعات رمضان' });
    expect(within(section).getByRole('switch')).toBeChecked();
    expect(within(section).getByLabelText('أيام رمضان')).toHaveValue('-1');
    const dates = ramadanAround(today(), -1);
    // Arabic reads the Hijri date beside the Gregorian one.
    expect(section).toHaveTextContent(readableIsoDate(dates.start, 'ar'));
    expect(readableIsoDate(dates.start, 'ar')).toMatch(
      /\(1 رمضان \d{4} هـ\)$|\(30 شعبان \d{4} هـ\)$|\(29 شعبان \d{4} هـ\)$/,
    );
    expect(
      within(within(section).getByTestId('ramadan-weekday-6')).getAllByRole('combobox')[0],
    ).toHaveValue('21:00');

    await user.click(within(section).getByRole('switch'));
    expect(within(section).queryByTestId('ramadan-weekday-6')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'احفظ الساعات' }));
    await screen.findAllByText('Your hours are saved.');
    expect(sentBodies(api)[0]?.ramadan).toBeNull();
  });
});
