import type { AccountProfile } from '@nibras/contracts/account';
import type { SavedAddress } from '@nibras/contracts/in-person';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import {
  envelope,
  failure,
  fakeApi,
  logInAs,
  renderRoutes,
  sampleUsers,
  switchLanguage,
} from '@/test/app-fakes';
import { patience } from '@/test/patience';
import { ProfilePage } from './profile-page';
import { areas } from '@/test/catalog-fakes';

const home: SavedAddress = {
  id: 'a1',
  areaId: 11,
  areaName: 'Al Olaya',
  cityName: 'Riyadh',
  street: 'King Fahd Road 12',
  building: 'Tower B, flat 4',
  notes: 'Ring twice',
};

const accountOf = (userType: 'Parent' | 'Student' | 'Tutor'): AccountProfile => ({
  ...sampleUsers[userType],
  preferredLanguage: 'en',
  timeZone: 'Asia/Riyadh',
  pendingEmail: null,
  hasPassword: true,
});

/** The API with a family's addresses kept as the server would keep them. */
function addressApi(userType: 'Parent' | 'Student' | 'Tutor', start: SavedAddress[] = [home]) {
  let kept = [...start];
  const api = fakeApi({
    'GET /api/v1/account': () => ({ body: envelope(accountOf(userType)) }),
    'GET /api/v1/calendar-feed': () => ({
      body: envelope({ url: 'webcal://nibras.test/calendar/feed.ics' }),
    }),
    'GET /api/v1/account/identities': () => ({
      body: envelope({ identities: [], hasPassword: true }),
    }),
    'GET /api/v1/reports/mine': () => ({ body: envelope([]) }),
    'GET /api/v1/areas': () => ({ body: envelope(areas) }),
    'GET /api/v1/family/addresses': () => ({ body: envelope(kept) }),
    'POST /api/v1/family/addresses': ({ init }) => {
      const input = JSON.parse(String(init.body));
      const added = { ...input, id: 'a2', areaName: 'Al Malqa', cityName: 'Riyadh' };
      kept = [...kept, added];
      return { status: 201, body: envelope(added, 'The address is saved.') };
    },
    'PUT /api/v1/family/addresses/a1': ({ init }) => {
      const input = JSON.parse(String(init.body));
      kept = kept.map((address) => (address.id === 'a1' ? { ...address, ...input } : address));
      return { body: envelope(kept[0]) };
    },
    'DELETE /api/v1/family/addresses/a1': () => {
      kept = kept.filter((address) => address.id !== 'a1');
      return { body: envelope(null, 'The address is removed.') };
    },
  });
  return api;
}

function showProfile() {
  return renderRoutes(
    [
      {
        path: '/profile',
        element: (
          <>
            <ProfilePage />
            <Toaster />
          </>
        ),
      },
    ],
    '/profile',
  );
}

beforeEach(() => switchLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('the family’s saved addresses on /profile', () => {
  it('lists a parent’s addresses, and adds one with its city and district', async () => {
    logInAs('Parent');
    const api = addressApi('Parent');
    const user = userEvent.setup();
    showProfile();
    const section = await screen.findByRole('region', { name: 'Addresses for lessons at home' });
    expect(await within(section).findByText('Al Olaya, Riyadh')).toBeInTheDocument();
    expect(within(section).getByText('Ring twice')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(within(dialog).getByLabelText('Street')).toHaveAttribute('aria-invalid', 'true');
    expect(api.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);

    await user.selectOptions(await within(dialog).findByLabelText('City'), 'Riyadh');
    await user.selectOptions(within(dialog).getByLabelText('District'), 'Al Malqa');
    await user.type(within(dialog).getByLabelText('Street'), 'Olive Street 7');
    await user.type(within(dialog).getByLabelText('Building, floor and flat'), 'Villa 3');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(section).findByText('Al Malqa, Riyadh')).toBeInTheDocument();
    const [, init] = api.mock.calls.find(([, sent]) => sent.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      areaId: 12,
      street: 'Olive Street 7',
      building: 'Villa 3',
      notes: '',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits an address where it was, and removes one after asking', async () => {
    logInAs('Student');
    const api = addressApi('Student');
    const user = userEvent.setup();
    showProfile();
    const section = await screen.findByRole('region', { name: 'Addresses for lessons at home' });
    await user.click(
      await within(section).findByRole('button', {
        name: 'Edit the address on King Fahd Road 12',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit the address' });
    expect(await within(dialog).findByLabelText('District')).toHaveValue('11');
    const building = within(dialog).getByLabelText('Building, floor and flat');
    expect(building).toHaveValue('Tower B, flat 4');
    await user.clear(building);
    await user.type(building, 'Tower C');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(section).findByText(/Tower C/)).toBeInTheDocument();
    const [path] = api.mock.calls.find(([, sent]) => sent.method === 'PUT') ?? [];
    expect(path).toBe('/api/v1/family/addresses/a1');

    await user.click(
      within(section).getByRole('button', { name: 'Remove the address on King Fahd Road 12' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Remove this address?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(
      () =>
        expect(
          within(section).getByText(
            'No addresses yet. Add one here, or when you book a lesson at home.',
          ),
        ).toBeInTheDocument(),
      patience,
    );
  });

  it('puts the server’s field messages under the fields', async () => {
    logInAs('Parent');
    fakeApiOverride();
    const user = userEvent.setup();
    showProfile();
    const section = await screen.findByRole('region', { name: 'Addresses for lessons at home' });
    await user.click(await within(section).findByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    await user.selectOptions(await within(dialog).findByLabelText('City'), 'Riyadh');
    await user.type(within(dialog).getByLabelText('Street'), 'Olive Street 7');
    await user.type(within(dialog).getByLabelText('Building, floor and flat'), 'Villa 3');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('Choose an area from the list.')).toBeInTheDocument();
  });

  it('shows no addresses to a tutor', async () => {
    logInAs('Tutor');
    addressApi('Tutor');
    showProfile();
    expect(await screen.findByRole('heading', { name: 'Email address' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Addresses for lessons at home' })).toBeNull();
  });

  it('speaks Arabic', async () => {
    await switchLanguage('ar');
    logInAs('Parent');
    addressApi('Parent');
    showProfile();
    const section = await screen.findByRole('region', { name: 'عناوين الدروس في البيت' });
    expect(await within(section).findByText('Al Olaya، Riyadh')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'أضف عنوانًا' })).toBeInTheDocument();
  });
});

/** The add refused with a field message, as the API answers an unknown area. */
function fakeApiOverride() {
  const routes = {
    'GET /api/v1/account': () => ({ body: envelope(accountOf('Parent')) }),
    'GET /api/v1/calendar-feed': () => ({
      body: envelope({ url: 'webcal://nibras.test/calendar/feed.ics' }),
    }),
    'GET /api/v1/account/identities': () => ({
      body: envelope({ identities: [], hasPassword: true }),
    }),
    'GET /api/v1/reports/mine': () => ({ body: envelope([]) }),
    'GET /api/v1/areas': () => ({ body: envelope(areas) }),
    'GET /api/v1/family/addresses': () => ({ body: envelope([]) }),
    'POST /api/v1/family/addresses': () => ({
      status: 400,
      body: failure('validation_failed', 'Some fields are not valid.', {
        areaId: 'Choose an area from the list.',
      }),
    }),
  };
  fakeApi(routes);
}
