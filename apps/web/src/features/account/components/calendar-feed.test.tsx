import type { AccountProfile } from '@nibras/contracts/account';
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
};
const firstUrl = 'webcal://nibras.test/api/v1/calendar-feed/one.ics';
const newUrl = 'webcal://nibras.test/api/v1/calendar-feed/two.ics';

const otherSections = {
  'GET /api/v1/account': () => ({ body: envelope(parent) }),
  'GET /api/v1/account/identities': () => ({
    body: envelope({ identities: [], hasPassword: true }),
  }),
  'GET /api/v1/reports/mine': () => ({ body: envelope([]) }),
  'GET /api/v1/family/addresses': () => ({ body: envelope([]) }),
};

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Parent');
});
afterEach(() => useSession.getState().clearSession());

const feedSection = () => screen.getByRole('region', { name: 'Calendar feed' });

describe('the calendar feed on /profile', () => {
  it('shows the private address, copies it and opens it in a calendar app', async () => {
    const user = userEvent.setup();
    fakeApi({
      ...otherSections,
      'GET /api/v1/calendar-feed': () => ({ body: envelope({ url: firstUrl }) }),
    });
    renderPage(<ProfilePage />, '/profile');
    const address = await screen.findByLabelText('Your private calendar address');
    expect(address).toHaveValue(firstUrl);
    expect(within(feedSection()).getByRole('link', { name: 'Open in calendar' })).toHaveAttribute(
      'href',
      firstUrl,
    );
    await user.click(within(feedSection()).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(firstUrl);
    expect(await screen.findByText('The address is copied.')).toHaveFocus();
  });

  it('makes a new link only once confirmed, warning that the old one stops working', async () => {
    const user = userEvent.setup();
    let url = firstUrl;
    const api = fakeApi({
      ...otherSections,
      'GET /api/v1/calendar-feed': () => ({ body: envelope({ url }) }),
      'POST /api/v1/calendar-feed': () => {
        url = newUrl;
        return { body: envelope({ url }) };
      },
    });
    renderPage(<ProfilePage />, '/profile');
    await screen.findByLabelText('Your private calendar address');
    await user.click(within(feedSection()).getByRole('button', { name: 'Make a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new calendar link?' });
    expect(dialog).toHaveTextContent('The current address stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);

    await user.click(within(feedSection()).getByRole('button', { name: 'Make a new link' }));
    const again = await screen.findByRole('dialog', { name: 'Make a new calendar link?' });
    await user.click(within(again).getByRole('button', { name: 'Make a new link' }));
    expect(
      await screen.findByText('A new link is ready. The old one no longer works.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your private calendar address')).toHaveValue(newUrl);
    const post = api.mock.calls.find(([, init]) => init.method === 'POST');
    expect(post?.[1].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says in Arabic when the address could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    await switchLanguage('ar');
    let fails = true;
    fakeApi({
      ...otherSections,
      'GET /api/v1/calendar-feed': () =>
        fails
          ? { status: 500, body: failure('internal_error', 'Something went wrong') }
          : { body: envelope({ url: firstUrl }) },
    });
    renderPage(<ProfilePage />, '/profile');
    const section = await screen.findByRole('region', { name: 'رابط التقويم' });
    expect(await within(section).findByText('تعذّر تحميل عنوان تقويمك.')).toBeInTheDocument();
    fails = false;
    await user.click(within(section).getByRole('button'));
    expect(await within(section).findByLabelText('عنوان تقويمك الخاص')).toHaveValue(firstUrl);
  });
});
