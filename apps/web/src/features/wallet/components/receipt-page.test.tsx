import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import {
  CurrentPath,
  envelope,
  failure,
  fakeApi,
  logInAs,
  renderRoutes,
  switchLanguage,
} from '@/test/app-fakes';
import { patience } from '@/test/patience';
import type { Receipt } from '@nibras/contracts/wallet';
import { ReceiptPage } from './receipt-page';
import { WalletLink } from './wallet-link';
import { receiptId, wallet } from '@/features/wallet/test-fixtures';

const receipt: Receipt = {
  id: receiptId,
  number: 'NB-2031-000042',
  kind: 'session_charge',
  issuedAt: '2031-06-02T10:00:00.000Z',
  amount: '23.00',
  vat: '3.00',
  vatRatePercent: 15,
  net: '20.00',
  currency: 'USD',
  parties: {
    issuer: { name: 'Nibras' },
    customer: { name: 'Layla Hassan' },
    tutor: { name: 'Layla Haddad' },
  },
  lines: [
    {
      kind: 'session_charge',
      amount: '23.00',
      vat: '3.00',
      net: '20.00',
      booking: {
        id: '5d0c2c1e-7b43-4d7a-9a57-1f3c8f0b9e21',
        subjectEn: 'Math',
        subjectAr: 'الرياضيات',
        start: '2031-06-02T09:00:00.000Z',
        end: '2031-06-02T10:00:00.000Z',
      },
    },
  ],
};

function renderReceipt() {
  return renderRoutes(
    [
      { path: '/wallet/receipts/:id', element: <ReceiptPage /> },
      { path: '*', element: <CurrentPath /> },
    ],
    `/wallet/receipts/${receiptId}`,
  );
}

beforeEach(() => logInAs('Parent'));
afterEach(() => useSession.getState().clearSession());

describe('a receipt', () => {
  it('shows its number, date, parties, amount and VAT line', async () => {
    await switchLanguage('en');
    fakeApi({ [`GET /api/v1/wallet/receipts/${receiptId}`]: () => ({ body: envelope(receipt) }) });
    renderReceipt();
    expect(
      await screen.findByRole('heading', { name: 'Receipt NB-2031-000042', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('June 2, 2031')).toBeInTheDocument();
    expect(screen.getByText('Layla Hassan')).toBeInTheDocument();
    expect(screen.getByText('Layla Haddad')).toBeInTheDocument();
    expect(screen.getByText('VAT (15 %)')).toBeInTheDocument();
    expect(screen.getByText('$3.00')).toBeInTheDocument();
    expect(screen.getByText('$23.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it("is in the reader's language", async () => {
    await switchLanguage('ar');
    fakeApi({ [`GET /api/v1/wallet/receipts/${receiptId}`]: () => ({ body: envelope(receipt) }) });
    renderReceipt();
    expect(
      await screen.findByRole('heading', { name: 'إيصال رقم NB-2031-000042', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('ضريبة القيمة المضافة (15٪)')).toBeInTheDocument();
    expect(screen.getByText('\u206823.00 US$\u2069')).toBeInTheDocument();
  });

  it('says so when there is no such receipt', async () => {
    await switchLanguage('en');
    fakeApi({
      [`GET /api/v1/wallet/receipts/${receiptId}`]: () => ({
        status: 404,
        body: failure('receipt_not_found', 'none'),
      }),
    });
    renderReceipt();
    expect(await screen.findByRole('alert')).toHaveTextContent('This receipt does not exist.');
  });
});

describe("the header's wallet link", () => {
  it('shows what is available and leads to /wallet', async () => {
    await switchLanguage('en');
    fakeApi({ 'GET /api/v1/wallet': () => ({ body: envelope(wallet()) }) });
    renderRoutes([{ path: '/', element: <WalletLink /> }], '/');
    expect(await screen.findByRole('link', { name: 'Wallet: $27.50 available' })).toHaveAttribute(
      'href',
      '/wallet',
    );
  });

  it("shows nothing for a login without a wallet (a child's own)", async () => {
    await switchLanguage('en');
    const api = fakeApi({
      'GET /api/v1/wallet': () => ({ status: 403, body: failure('forbidden', 'no') }),
    });
    renderRoutes([{ path: '/', element: <WalletLink /> }], '/');
    await vi.waitFor(() => expect(api).toHaveBeenCalled(), patience);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
