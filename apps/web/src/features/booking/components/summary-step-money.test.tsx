import type { TopUp } from '@nibras/contracts/wallet';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { checkout } from '@/lib/wallet/create-top-up';
import { envelope, fakeApi, failure, switchLanguage } from '@/test/app-fakes';
import { patience } from '@/test/patience';
import {
  booking,
  bookingFlowApi,
  bookingId,
  logInAs,
  mondayNine,
  renderBookingFlow,
  tutorId,
  walletAnswer,
} from '@/features/booking/test-fixtures';
import { topUpAmountFor } from './top-up-and-book';

beforeEach(() => switchLanguage('en'));
afterEach(() => {
  vi.restoreAllMocks();
  useSession.getState().clearSession();
});

const summaryPath = `/book-session?subject=3&tutor=${tutorId}&start=${encodeURIComponent(mondayNine)}`;
const topUpId = '7c1b2a3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function topUp(status: TopUp['status']): TopUp {
  return {
    id: topUpId,
    status,
    amount: '12.50',
    currency: 'USD',
    provider: 'dev',
    checkoutUrl: `/dev/checkout/${topUpId}`,
    returnPath: summaryPath,
    receiptId: null,
    createdAt: '2031-05-20T10:00:00.000Z',
  };
}

describe('paying for a session from the wallet', () => {
  it('shows the wallet, what will be held and the cancellation rule with its policy', async () => {
    logInAs('Student');
    fakeApi({
      ...bookingFlowApi,
      'GET /api/v1/wallet': () => ({ body: envelope(walletAnswer('40.00')) }),
    });
    renderBookingFlow(summaryPath);
    expect(await screen.findByText('Your wallet has $40.00 available.')).toBeInTheDocument();
    expect(
      screen.getByText(
        '$22.50 will be held from your wallet now and charged only after the session.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/later, 50 % is charged/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How payments work' })).toHaveAttribute(
      'href',
      '/policies/payments',
    );
  });

  it('402: tops up the shortfall, comes back to the same step, waits for the money, then books in one click', async () => {
    logInAs('Student');
    const go = vi.spyOn(checkout, 'go').mockImplementation(() => {});
    const api = fakeApi({
      ...bookingFlowApi,
      'POST /api/v1/bookings': () => ({
        status: 402,
        body: failure('insufficient_funds', 'short', { shortfall: '12.50' }),
      }),
      'POST /api/v1/wallet/top-ups': () => ({ status: 201, body: envelope(topUp('pending')) }),
    });
    const user = userEvent.setup();
    const first = renderBookingFlow(summaryPath);
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    await user.click(await screen.findByRole('button', { name: 'Top up $12.50 and book' }));

    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(`/dev/checkout/${topUpId}`), patience);
    const [, sent] = api.mock.calls.find(([path]) => path === '/api/v1/wallet/top-ups') ?? [];
    // The return path is this very step: every choice is in it.
    expect(JSON.parse(String(sent?.body))).toEqual({ amount: '12.50', returnPath: summaryPath });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    first.unmount();

    // The checkout sends the browser back with ?topUp=<id>; the webhook arrives a moment later.
    let reads = 0;
    fakeApi({
      ...bookingFlowApi,
      [`GET /api/v1/wallet/top-ups/${topUpId}`]: () => {
        reads += 1;
        return { body: envelope(topUp(reads === 1 ? 'pending' : 'succeeded')) };
      },
      'POST /api/v1/bookings': () => ({ status: 201, body: envelope(booking()) }),
    });
    const { router } = renderBookingFlow(`${summaryPath}&topUp=${topUpId}`);
    expect(await screen.findByText('Checking your payment…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
    expect(
      await screen.findByText('$12.50 was added to your wallet. Confirm to book.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(
      () => expect(router.state.location.pathname).toBe(`/sessions/${bookingId}/booked`),
      patience,
    );
  });

  it('says so when the payment failed, and books nothing', async () => {
    logInAs('Student');
    fakeApi({
      ...bookingFlowApi,
      [`GET /api/v1/wallet/top-ups/${topUpId}`]: () => ({ body: envelope(topUp('failed')) }),
    });
    renderBookingFlow(`${summaryPath}&topUp=${topUpId}`);
    expect(
      await screen.findByText(
        'The payment did not go through, so nothing was added to your wallet.',
      ),
    ).toBeInTheDocument();
  });

  it('tops up at least the smallest top-up when the shortfall is smaller', () => {
    expect(topUpAmountFor('0.75')).toBe('5.00');
    expect(topUpAmountFor('12.50')).toBe('12.50');
  });
});
