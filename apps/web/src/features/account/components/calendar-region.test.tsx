import type { AccountProfile } from '@nibras/contracts/account';
import { calendarWeekOf } from '@nibras/contracts/region-calendar';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import {
  envelope,
  failure,
  fakeApi,
  logInAs,
  renderPage,
  sampleUsers,
  switchLanguage,
} from '@/test/app-fakes';
import { ProfilePage } from './profile-page';

const parent: AccountProfile = {
  ...sampleUsers.Parent,
  preferredLanguage: 'en',
  timeZone: 'Asia/Dubai',
  pendingEmail: null,
  hasPassword: true,
  calendar: calendarWeekOf(null, 'Asia/Dubai'),
};

const otherSections = {
  'GET /api/v1/calendar-feed': () => ({
    body: envelope({ url: 'webcal://nibras.test/calendar/feed.ics' }),
  }),
  'GET /api/v1/account/identities': () => ({
    body: envelope({ identities: [], hasPassword: true }),
  }),
  'GET /api/v1/reports/mine': () => ({ body: envelope([]) }),
  'GET /api/v1/family/addresses': () => ({ body: envelope([]) }),
};

const bodyOf = (init: { body?: unknown }) =>
  JSON.parse(init.body as string) as Record<string, unknown>;

function showProfile() {
  return renderPage(<ProfilePage />, '/profile');
}

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Parent');
});
afterEach(() => useSession.getState().clearSession());

describe('Calendar region on /profile', () => {
  it("follows the time zone's country by default and saves a chosen country's week", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...otherSections,
      'GET /api/v1/account': () => ({ body: envelope(parent) }),
      'PATCH /api/v1/account': ({ init }) => {
        const region = bodyOf(init).calendarRegion as string | null;
        return {
          body: envelope({ ...parent, calendar: calendarWeekOf(region, parent.timeZone) }),
        };
      },
    });
    showProfile();
    const select = await screen.findByLabelText('Calendar region');
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(
      'Follow my time zone (United Arab Emirates)',
    );
    expect(select).toHaveAccessibleDescription(
      'Your week starts on Monday; the weekend is Saturday and Sunday.',
    );

    await user.selectOptions(select, 'SA');
    await user.click(screen.getByRole('button', { name: 'Save calendar region' }));
    expect(await screen.findByText('Your calendar region is saved.')).toHaveFocus();
    const patch = api.mock.calls.find(([, init]) => init.method === 'PATCH');
    expect(bodyOf(patch?.[1] ?? {})).toEqual({ calendarRegion: 'SA' });
    expect(select).toHaveAccessibleDescription(
      'Your week starts on Sunday; the weekend is Friday and Saturday.',
    );

    await user.selectOptions(select, '');
    await user.click(screen.getByRole('button', { name: 'Save calendar region' }));
    await screen.findByText('Your week starts on Monday; the weekend is Saturday and Sunday.');
    const patches = api.mock.calls.filter(([, init]) => init.method === 'PATCH');
    expect(bodyOf(patches[1]?.[1] ?? {})).toEqual({ calendarRegion: null });
  });

  it('shows a chosen region selected, in Arabic, and says when saving failed', async () => {
    const user = userEvent.setup();
    await switchLanguage('ar');
    fakeApi({
      ...otherSections,
      'GET /api/v1/account': () => ({
        body: envelope({ ...parent, calendar: calendarWeekOf('EG', parent.timeZone) }),
      }),
      'PATCH /api/v1/account': () => ({
        status: 500,
        body: failure('internal_error', 'Something went wrong'),
      }),
    });
    showProfile();
    const select = await screen.findByLabelText('تقويم البلد');
    expect(select).toHaveValue('EG');
    expect(select).toHaveAccessibleDescription(/^يبدأ أسبوعك يوم السبت، وعطلته الجمعة/);
    await user.click(screen.getByRole('button', { name: 'احفظ تقويم البلد' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
