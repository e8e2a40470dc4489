import type { OperatorPayout } from '@nibras/contracts/payouts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi, renderPage, spyOnToasts, switchLanguage } from '@/test/app-fakes';
import { PayoutsPage } from './payouts-page';

const payout: OperatorPayout = {
  id: 'p1',
  amount: '85.00',
  currency: 'USD',
  status: 'approved',
  ibanLast4: '7519',
  requestedAt: '2031-05-21T10:00:00.000Z',
  decidedAt: null,
  refusalReason: null,
  tutor: { id: 't1', fullName: 'Omar Farouk', email: 'omar@example.test' },
  iban: 'SA0380000000608010167519',
  holderName: 'Omar Farouk',
  approvedAt: '2031-05-21T11:00:00.000Z',
  transferReference: null,
};
const pageOf = (items: OperatorPayout[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

beforeEach(async () => {
  await switchLanguage('en');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the console’s payouts tab', () => {
  it('asks the server for the filtered queue and marks a payout paid with its reference', async () => {
    spyOnToasts();
    let paid = false;
    const api = fakeApi({
      'GET /api/v1/operator/payouts': () => ({
        body: envelope(
          pageOf([paid ? { ...payout, status: 'paid', transferReference: 'TR-42' } : payout]),
        ),
      }),
      'POST /api/v1/operator/payouts/p1/paid': () => {
        paid = true;
        return {
          body: {
            ...envelope({ ...payout, status: 'paid', transferReference: 'TR-42' }),
            message: 'The payout is marked paid. The tutor is emailed.',
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage(<PayoutsPage />, '/operator/payouts?status=approved');
    const table = await screen.findByRole('table', { name: 'Payouts' });
    expect(await within(table).findByText('$85.00')).toBeInTheDocument();
    const [url] =
      api.mock.calls.find(([called]) => String(called).includes('/operator/payouts?')) ?? [];
    expect(String(url)).toContain('status=approved');

    await user.click(within(table).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the payout paid' });
    expect(within(dialog).getByText(/SA0380000000608010167519/)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Mark paid' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('The bank transfer’s reference'), 'TR-42');
    await user.click(submit);
    expect(await within(table).findByText('Reference: TR-42')).toBeInTheDocument();
    const [, sent] = api.mock.calls.find(([called]) => String(called).endsWith('/paid')) ?? [];
    expect(JSON.parse(String(sent?.body))).toEqual({ transferReference: 'TR-42' });
  });

  it('speaks Arabic', async () => {
    await switchLanguage('ar');
    fakeApi({ 'GET /api/v1/operator/payouts': () => ({ body: envelope(pageOf([payout])) }) });
    renderPage(<PayoutsPage />, '/operator/payouts');
    const table = await screen.findByRole('table', { name: 'المدفوعات للمعلّمين' });
    expect(await within(table).findByRole('button', { name: 'تعليم كمدفوع' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'رفض' })).toBeInTheDocument();
  });
});
