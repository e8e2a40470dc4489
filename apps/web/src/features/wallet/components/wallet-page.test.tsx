import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { checkout } from '@/lib/wallet/create-top-up';
import { envelope, failure, fakeApi, logInAs, spyOnToasts, switchLanguage } from '@/test/app-fakes';
import { patience } from '@/test/patience';
import {
  noReceipts,
  receiptId,
  renderWallet,
  topUp,
  topUpId,
  wallet,
} from '@/features/wallet/test-fixtures';

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Parent');
});
afterEach(() => {
  vi.restoreAllMocks();
  useSession.getState().clearSession();
});

const receiptsRoute = { 'GET /api/v1/wallet/receipts': () => ({ body: envelope(noReceipts) }) };

describe('the wallet page', () => {
  it('shows the balances and what each line of the history was', async () => {
    fakeApi({ 'GET /api/v1/wallet': () => ({ body: envelope(wallet()) }), ...receiptsRoute });
    renderWallet();
    const balance = await screen.findByRole('region', { name: 'Balance' });
    expect(await within(balance).findByText('$27.50')).toBeInTheDocument();
    expect(within(balance).getByText('$22.50')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(
      within(history).getByRole('link', { name: 'Held for Math with Layla Haddad' }),
    ).toHaveAttribute('href', '/sessions/9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b');
    expect(within(history).getByText('Top-up')).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      `/wallet/receipts/${receiptId}`,
    );
    expect(await screen.findByText('No receipts yet.')).toBeInTheDocument();
  });

  it('says so when nothing has moved yet', async () => {
    fakeApi({
      'GET /api/v1/wallet': () => ({
        body: envelope(wallet({ available: '0.00', held: '0.00', entries: [], total: 0 })),
      }),
      ...receiptsRoute,
    });
    renderWallet();
    expect(
      await screen.findByText('Nothing has moved yet. Add money to book a paid session.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw to card' })).toBeDisabled();
  });

  it('offers to try again when the wallet did not load', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/v1/wallet': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: failure('database_unavailable', 'down') }
          : { body: envelope(wallet()) };
      },
      ...receiptsRoute,
    });
    const user = userEvent.setup();
    renderWallet();
    expect(await screen.findByText('We could not load your wallet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$27.50')).toBeInTheDocument();
  });

  it("gives a tutor the API's reason instead of a wallet", async () => {
    logInAs('Tutor');
    fakeApi({
      'GET /api/v1/wallet': () => ({
        status: 403,
        body: failure('wallet_not_available', 'no wallet'),
      }),
    });
    renderWallet();
    expect(
      await screen.findByText('Tutors are paid through their balance and have no wallet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add money' })).not.toBeInTheDocument();
  });

  it('tops up a preset amount and sends the browser to pay', async () => {
    const go = vi.spyOn(checkout, 'go').mockImplementation(() => {});
    const api = fakeApi({
      'GET /api/v1/wallet': () => ({ body: envelope(wallet()) }),
      ...receiptsRoute,
      'POST /api/v1/wallet/top-ups': () => ({ status: 201, body: envelope(topUp('pending')) }),
    });
    const user = userEvent.setup();
    renderWallet();
    await user.click(await screen.findByRole('button', { name: '$50.00' }));
    expect(screen.getByRole('button', { name: '$50.00' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(`/dev/checkout/${topUpId}`), patience);
    const [, sent] = api.mock.calls.find(([path]) => path === '/api/v1/wallet/top-ups') ?? [];
    expect(JSON.parse(String(sent?.body))).toEqual({ amount: '50.00', returnPath: '/wallet' });
  });

  it('reads an amount typed in Arabic digits, and refuses one below the minimum', async () => {
    vi.spyOn(checkout, 'go').mockImplementation(() => {});
    const api = fakeApi({
      'GET /api/v1/wallet': () => ({ body: envelope(wallet()) }),
      ...receiptsRoute,
      'POST /api/v1/wallet/top-ups': () => ({ status: 201, body: envelope(topUp('pending')) }),
    });
    const user = userEvent.setup();
    renderWallet();
    const amount = await screen.findByLabelText('Or type an amount');
    // A browser's number input refuses Arabic digits (jsdom does not): a text input takes them.
    expect(amount).toHaveAttribute('type', 'text');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    await user.type(amount, '٢');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The amount is below the minimum.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '٧٥٫٥');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await vi.waitFor(() => {
      const [, sent] = api.mock.calls.find(([path]) => path === '/api/v1/wallet/top-ups') ?? [];
      expect(JSON.parse(String(sent?.body))).toEqual({ amount: '75.50', returnPath: '/wallet' });
    }, patience);
  });

  it('back from the checkout: waits for the payment, tells the result and reads the balance again', async () => {
    spyOnToasts();
    let reads = 0;
    let walletReads = 0;
    fakeApi({
      'GET /api/v1/wallet': () => {
        walletReads += 1;
        return { body: envelope(wallet(walletReads === 1 ? {} : { available: '77.50' })) };
      },
      ...receiptsRoute,
      [`GET /api/v1/wallet/top-ups/${topUpId}`]: () => {
        reads += 1;
        return { body: envelope(topUp(reads === 1 ? 'pending' : 'succeeded')) };
      },
    });
    renderWallet(`/wallet?topUp=${topUpId}`);
    expect(await screen.findByText('Checking your payment…')).toBeInTheDocument();
    expect(await screen.findByText('$50.00 was added to your wallet.')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('$50.00 was added to your wallet.');
    expect(await screen.findByText('$77.50')).toBeInTheDocument();
  });

  it('withdraws after a confirmation, and says why when the balance is short', async () => {
    spyOnToasts();
    const api = fakeApi({
      'GET /api/v1/wallet': () => ({ body: envelope(wallet()) }),
      ...receiptsRoute,
      'POST /api/v1/wallet/withdrawals': () => ({
        status: 409,
        body: failure('insufficient_balance', 'short'),
      }),
    });
    const user = userEvent.setup();
    renderWallet();
    await user.click(await screen.findByRole('button', { name: 'Withdraw to card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw money' });
    expect(within(dialog).getByLabelText('Amount to withdraw')).toHaveValue('27.50');
    expect(api.mock.calls.some(([path]) => path.includes('withdrawals'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(
      await within(dialog).findByText('This is more than the balance you have available.'),
    ).toBeInTheDocument();
    const [, sent] = api.mock.calls.find(([path]) => path.includes('withdrawals')) ?? [];
    expect(JSON.parse(String(sent?.body))).toEqual({ amount: '27.50' });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the wallet page in Arabic', () => {
  it('shows amounts in the one money format, with the history in Arabic', async () => {
    await switchLanguage('ar');
    fakeApi({ 'GET /api/v1/wallet': () => ({ body: envelope(wallet()) }), ...receiptsRoute });
    renderWallet();
    const balance = await screen.findByRole('region', { name: 'الرصيد' });
    // Latin digits, the currency after, the whole amount one isolate (lib/money.ts).
    expect(await within(balance).findByText('\u206827.50 US$\u2069')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'محجوز لحصة الرياضيات مع Layla Haddad' }),
    ).toBeInTheDocument();
  });
});
