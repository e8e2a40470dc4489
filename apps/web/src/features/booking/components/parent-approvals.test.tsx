import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { checkout } from '@/lib/wallet/create-top-up';
import {
  envelope,
  failure,
  fakeApi,
  renderPage,
  spyOnToasts,
  switchLanguage,
} from '@/test/app-fakes';
import { patience } from '@/test/patience';
import { booking, bookingId, logInAs } from '@/features/booking/test-fixtures';
import { ParentApprovals } from './parent-approvals';

const waiting = booking({
  payment: {
    status: 'awaiting_approval',
    amount: '22.50',
    currency: 'USD',
    charged: '0.00',
    disputableUntil: null,
  },
});

beforeEach(async () => {
  await switchLanguage('en');
  logInAs('Parent');
});
afterEach(() => {
  vi.restoreAllMocks();
  useSession.getState().clearSession();
});

describe("a parent's approvals", () => {
  it('shows nothing when no booking is waiting', async () => {
    const api = fakeApi({ 'GET /api/v1/family/approvals': () => ({ body: envelope([]) }) });
    renderPage(<ParentApprovals />, '/dashboard/parent');
    await vi.waitFor(() => expect(api).toHaveBeenCalled(), patience);
    expect(screen.queryByRole('region', { name: 'Waiting for your approval' })).toBeNull();
  });

  it('approves a child’s booking', async () => {
    spyOnToasts();
    let approvals = [waiting];
    const api = fakeApi({
      'GET /api/v1/family/approvals': () => ({ body: envelope(approvals) }),
      [`POST /api/v1/bookings/${bookingId}/approve`]: () => {
        approvals = [];
        return { body: envelope(booking()) };
      },
    });
    const user = userEvent.setup();
    renderPage(<ParentApprovals />, '/dashboard/parent');
    const section = await screen.findByRole('region', { name: 'Waiting for your approval' });
    expect(within(section).getByText('Sara Hassan: Math with Layla Haddad')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(
      () => expect(api.mock.calls.some(([path]) => path.endsWith('/approve'))).toBe(true),
      patience,
    );
    await vi.waitFor(
      () => expect(screen.queryByRole('region', { name: 'Waiting for your approval' })).toBeNull(),
      patience,
    );
  });

  it('402 on approval: offers to top up the shortfall and come back here', async () => {
    const go = vi.spyOn(checkout, 'go').mockImplementation(() => {});
    const api = fakeApi({
      'GET /api/v1/family/approvals': () => ({ body: envelope([waiting]) }),
      [`POST /api/v1/bookings/${bookingId}/approve`]: () => ({
        status: 402,
        body: failure('insufficient_funds', 'short', { shortfall: '7.25' }),
      }),
      'POST /api/v1/wallet/top-ups': () => ({
        status: 201,
        body: envelope({
          id: 't1',
          status: 'pending',
          amount: '7.25',
          currency: 'USD',
          provider: 'dev',
          checkoutUrl: '/dev/checkout/t1',
          returnPath: '/dashboard/parent',
          receiptId: null,
          createdAt: '2031-05-20T10:00:00.000Z',
        }),
      }),
    });
    const user = userEvent.setup();
    renderPage(<ParentApprovals />, '/dashboard/parent');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Top up $7.25 and approve' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/dev/checkout/t1'), patience);
    const [, sent] = api.mock.calls.find(([path]) => path === '/api/v1/wallet/top-ups') ?? [];
    expect(JSON.parse(String(sent?.body))).toEqual({
      amount: '7.25',
      returnPath: '/dashboard/parent',
    });
  });

  it('refuses after a confirmation', async () => {
    spyOnToasts();
    const api = fakeApi({
      'GET /api/v1/family/approvals': () => ({ body: envelope([waiting]) }),
      [`POST /api/v1/bookings/${bookingId}/refuse`]: () => ({ body: envelope(booking()) }),
    });
    const user = userEvent.setup();
    renderPage(<ParentApprovals />, '/dashboard/parent');
    await user.click(await screen.findByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await vi.waitFor(
      () => expect(api.mock.calls.some(([path]) => path.endsWith('/refuse'))).toBe(true),
      patience,
    );
  });
});
