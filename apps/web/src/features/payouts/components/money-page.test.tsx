import type { Payout, PayoutAccount, TutorBalance } from '@nibras/contracts/payouts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import {
  envelope,
  failure,
  fakeApi,
  logInAs,
  renderPage,
  spyOnToasts,
  switchLanguage,
} from '@/test/app-fakes';
import { patience } from '@/test/patience';
import { MoneyPage } from './money-page';

const balance: TutorBalance = {
  currency: 'USD',
  pending: '42.50',
  available: '85.00',
  requested: '0.00',
  paidOut: '170.00',
  commissionPercent: 15,
};
const account: PayoutAccount = {
  ibanLast4: '7519',
  country: 'SA',
  holderName: 'Omar Farouk',
  updatedAt: '2031-05-20T10:00:00.000Z',
};
const payout: Payout = {
  id: 'p1',
  amount: '85.00',
  currency: 'USD',
  status: 'requested',
  ibanLast4: '7519',
  requestedAt: '2031-05-21T10:00:00.000Z',
  decidedAt: null,
  refusalReason: null,
};
const noPayouts = { items: [], page: 1, pageSize: 10, total: 0 };

function moneyApi(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/v1/tutor/balance': () => ({ body: envelope(balance) }),
    'GET /api/v1/tutor/payout-account': () => ({ body: envelope(null) }),
    'GET /api/v1/tutor/payouts': () => ({ body: envelope(noPayouts) }),
    ...routes,
  });
}

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Tutor');
});
afterEach(() => {
  delete window.__NIBRAS_CONFIG__;
  vi.restoreAllMocks();
  useSession.getState().clearSession();
});

describe("the tutor's money page", () => {
  it('shows pending, available, requested and paid out, and the commission up front', async () => {
    moneyApi();
    renderPage(<MoneyPage />, '/dashboard/tutor/money');
    const earnings = await screen.findByRole('region', { name: 'Your earnings' });
    expect(await within(earnings).findByText('$42.50')).toBeInTheDocument();
    expect(within(earnings).getByText('$85.00')).toBeInTheDocument();
    expect(within(earnings).getByText('$0.00')).toBeInTheDocument();
    expect(within(earnings).getByText('$170.00')).toBeInTheDocument();
    expect(screen.getByText(/Nibras keeps 15 % of each session's price/)).toBeInTheDocument();
    expect(await screen.findByText('No payouts yet.')).toBeInTheDocument();
  });

  it('shows the IBAN error, then saves the account in its electronic form', async () => {
    const api = moneyApi({
      'PUT /api/v1/tutor/payout-account': () => ({ body: envelope(account) }),
    });
    const user = userEvent.setup();
    renderPage(<MoneyPage />, '/dashboard/tutor/money');
    const iban = await screen.findByLabelText('IBAN');
    await user.type(iban, 'SA03 8000 0000 6080 1016 7518');
    await user.type(screen.getByLabelText("Account holder's name"), 'Omar Farouk');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(
      await screen.findByText('Enter a valid IBAN, like SA03 8000 0000 6080 1016 7519.'),
    ).toBeInTheDocument();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(api.mock.calls.some(([, init]) => init.method === 'PUT')).toBe(false);

    await user.clear(iban);
    await user.type(iban, 'sa03 8000 0000 6080 1016 7519');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(
      await screen.findByText('Payouts go to the account ending in 7519, held by Omar Farouk.'),
    ).toBeInTheDocument();
    const [, sent] = api.mock.calls.find(([, init]) => init.method === 'PUT') ?? [];
    expect(JSON.parse(String(sent?.body))).toEqual({
      iban: 'SA0380000000608010167519',
      holderName: 'Omar Farouk',
    });
  });

  it('asks for a payout of what is available, and tells why it was refused', async () => {
    spyOnToasts();
    let asked = 0;
    const api = moneyApi({
      'GET /api/v1/tutor/payout-account': () => ({ body: envelope(account) }),
      'POST /api/v1/tutor/payouts': () => {
        asked += 1;
        return asked === 1
          ? { status: 409, body: failure('payout_account_missing', 'no account') }
          : { status: 201, body: envelope(payout) };
      },
    });
    const user = userEvent.setup();
    renderPage(<MoneyPage />, '/dashboard/tutor/money');
    const request = await screen.findByRole('region', { name: 'Ask for a payout' });
    expect(await within(request).findByLabelText('Amount')).toHaveValue('85.00');
    await user.click(within(request).getByRole('button', { name: 'Ask for payout' }));
    expect(
      await within(request).findByText('Add the bank account you want to be paid to first.'),
    ).toBeInTheDocument();
    await user.click(within(request).getByRole('button', { name: 'Ask for payout' }));
    await vi.waitFor(() => expect(asked).toBe(2), patience);
    const [, sent] = api.mock.calls.find(([path]) => path === '/api/v1/tutor/payouts') ?? [];
    expect(JSON.parse(String(sent?.body))).toEqual({ amount: '85.00' });
  });

  it('lists the payouts with where each stands', async () => {
    moneyApi({
      'GET /api/v1/tutor/payouts': () => ({
        body: envelope({ items: [payout], page: 1, pageSize: 10, total: 1 }),
      }),
    });
    renderPage(<MoneyPage />, '/dashboard/tutor/money');
    const history = await screen.findByRole('region', { name: 'Payouts' });
    expect(await within(history).findByText('Requested')).toBeInTheDocument();
    expect(within(history).getByText(/to the account ending in 7519/)).toBeInTheDocument();
  });

  it('tells the commission and the dispute period in Arabic, the hours counted as Arabic counts', async () => {
    await switchLanguage('ar');
    window.__NIBRAS_CONFIG__ = { payoutHoldHours: 3 };
    moneyApi();
    renderPage(<MoneyPage />, '/dashboard/tutor/money');
    expect(
      await screen.findByText(/تحتفظ نبراس بنسبة 15٪ من سعر كل حصة.*بعد 3 ساعات من انتهائها/),
    ).toBeInTheDocument();
    expect(screen.getByText('\u206885.00 US$\u2069')).toBeInTheDocument();
  });
});
