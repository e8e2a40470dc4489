import type { TopUp, Wallet, WalletEntry } from '@nibras/contracts/wallet';
import { CurrentPath, renderRoutes } from '@/test/app-fakes';
import { WalletPage } from './components/wallet-page';

/** Sample answers of the API for this feature's tests. */

export const topUpId = '7c1b2a3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const receiptId = '3a2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d';
const bookingRef = {
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  subjectEn: 'Math',
  subjectAr: 'الرياضيات',
  tutorName: 'Layla Haddad',
};

export const entries: WalletEntry[] = [
  {
    id: 'e3',
    kind: 'booking_hold',
    available: '-22.50',
    held: '22.50',
    booking: bookingRef,
    topUpId: null,
    withdrawalId: null,
    receiptId: null,
    at: '2031-05-21T10:00:00.000Z',
  },
  {
    id: 'e2',
    kind: 'top_up',
    available: '50.00',
    held: '0.00',
    booking: null,
    topUpId,
    withdrawalId: null,
    receiptId,
    at: '2031-05-20T10:00:00.000Z',
  },
];

export function wallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    currency: 'USD',
    available: '27.50',
    held: '22.50',
    entries,
    page: 1,
    pageSize: 20,
    total: 2,
    ...overrides,
  };
}

export function topUp(status: TopUp['status']): TopUp {
  return {
    id: topUpId,
    status,
    amount: '50.00',
    currency: 'USD',
    provider: 'dev',
    checkoutUrl: `/dev/checkout/${topUpId}`,
    returnPath: '/wallet',
    receiptId: null,
    createdAt: '2031-05-20T10:00:00.000Z',
  };
}

export const noReceipts = { items: [], page: 1, pageSize: 10, total: 0 };

/** /wallet at `path`, with a stub for every page it may lead to. */
export function renderWallet(path = '/wallet') {
  return renderRoutes(
    [
      { path: '/wallet', element: <WalletPage /> },
      { path: '*', element: <CurrentPath /> },
    ],
    path,
  );
}
