import { platformCurrency } from '@nibras/contracts/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbExecutor } from '../../db/client';
import { receipts, users } from '../../db/schema/index';
import { createUserWithToken } from '../../test/fixtures';
import { lastEmail } from '../auth/test-helpers';
import { atHour, expectRefused, type Caller } from '../booking/booking.test-client';
import { familyClient, type FamilyClient } from '../family/family.test-client';
import { post } from '../ledger/ledger.service';
import { issueReceipt, vatOf } from './receipts.service';

describe('receipts', () => {
  let client: FamilyClient;
  beforeAll(async () => {
    client = await familyClient();
  });
  afterAll(() => client.app.close());

  /** Money into the owner's wallet and its receipt, in one transaction, as a top-up would. */
  async function topUpWithReceipt(
    tx: DbExecutor,
    ownerId: string,
    at: Date,
    options: { amountMinor?: number; vatRateBasisPoints?: number } = {},
  ) {
    const amountMinor = options.amountMinor ?? 11_500;
    const transactionId = await post(
      tx,
      { kind: 'correction', memo: 'receipt test' },
      [
        { account: { kind: 'family_available', ownerId }, amount: amountMinor },
        { account: { kind: 'provider_clearing', provider: 'dev' }, amount: -amountMinor },
      ],
      { currency: platformCurrency, at },
    );
    return issueReceipt(tx, {
      kind: 'top_up',
      walletOwnerId: ownerId,
      transactionId,
      amountMinor,
      currency: platformCurrency,
      at,
      vatRateBasisPoints: options.vatRateBasisPoints ?? 1500,
      appUrl: client.app.config.appUrl,
    });
  }

  const issue = (ownerId: string, at: string, options = {}) =>
    client.app.db.transaction((tx) => topUpWithReceipt(tx, ownerId, new Date(at), options));

  it('numbers 20 receipts issued at once 1 to 20, without a gap or a double', async () => {
    const parent = await client.newParent();
    const issued = await Promise.all(
      Array.from({ length: 20 }, () => issue(parent.user.id, '2040-03-01T10:00:00Z')),
    );
    const numbers = issued.map((receipt) => receipt.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, index) => `2040-${String(index + 1).padStart(6, '0')}`),
    );
  });

  it('gives a rolled-back receipt’s number to the next one, and starts each year at 1', async () => {
    const parent = await client.newParent();
    expect((await issue(parent.user.id, '2041-12-31T23:00:00Z')).number).toBe('2041-000001');
    await expect(
      client.app.db.transaction(async (tx) => {
        await topUpWithReceipt(tx, parent.user.id, new Date('2041-12-31T23:30:00Z'));
        throw new Error('the top-up failed after its receipt');
      }),
    ).rejects.toThrow('the top-up failed');
    expect((await issue(parent.user.id, '2041-12-31T23:40:00Z')).number).toBe('2041-000002');
    expect((await issue(parent.user.id, '2042-01-01T00:10:00Z')).number).toBe('2042-000001');
    const rows = await client.app.db
      .select({ year: receipts.year, number: receipts.number })
      .from(receipts)
      .where(eq(receipts.walletOwnerId, parent.user.id));
    expect(rows.map((row) => `${row.year}/${row.number}`).sort()).toEqual([
      '2041/1',
      '2041/2',
      '2042/1',
    ]);
  });

  it('takes the VAT out of a VAT-inclusive price, to the cent', async () => {
    expect(vatOf(11_500, 1500)).toBe(1500);
    // 100.00 × 15 / 115 = 13.043…: 13.04.
    expect(vatOf(10_000, 1500)).toBe(1304);
    // 0.07 × 15 / 115 = 0.00913…: 0.01, half up.
    expect(vatOf(7, 1500)).toBe(1);
    expect(vatOf(10_000, 0)).toBe(0);
    const parent = await client.newParent();
    expect(await issue(parent.user.id, '2043-05-05T10:00:00Z')).toMatchObject({
      amount: '115.00',
      vat: '15.00',
      net: '100.00',
      vatRatePercent: 15,
    });
    expect(
      await issue(parent.user.id, '2043-05-05T11:00:00Z', { vatRateBasisPoints: 0 }),
    ).toMatchObject({ amount: '115.00', vat: '0.00', net: '115.00', vatRatePercent: 0 });
  });

  it('emails the receipt to the wallet owner in their language, with its page', async () => {
    const parent = await createUserWithToken(client.app, 'Parent', { fullName: 'Huda' });
    const receipt = await issue(parent.user.id, '2044-02-02T10:00:00Z');
    const email = await lastEmail(client.app, parent.user.email, '2044-000001');
    expect(email.text).toContain(`Total, VAT included: \u2068115.00 ${platformCurrency}\u2069`);
    expect(email.text).toContain(`VAT at 15%: \u206815.00 ${platformCurrency}\u2069`);
    expect(email.text).toContain('Issued by: Nibras');
    expect(email.text).toContain('Customer: \u2068Huda\u2069');
    expect(email.links.some((link) => link.includes(`/wallet/receipts/${receipt.id}`))).toBe(true);

    const arabic = await createUserWithToken(client.app, 'Parent', { preferredLanguage: 'ar' });
    await issue(arabic.user.id, '2044-02-02T11:00:00Z');
    const arabicEmail = await lastEmail(client.app, arabic.user.email, 'إيصالك من نبراس');
    expect(arabicEmail.text).toContain('الجهة المُصدِرة: نبراس');
  });

  it('issues the family a receipt for a charged session, theirs alone to read', async () => {
    const tutor = await client.newTutor();
    const parent = await client.newParent('Omar');
    const id = await client.booked(tutor, parent, atHour(34));
    expect((await client.act(tutor, id, 'confirm')).statusCode).toBe(200);
    client.clock.set(atHour(35));
    expect((await client.act(tutor, id, 'complete')).statusCode).toBe(200);

    const list = await client.call('GET', '/wallet/receipts', parent);
    expect(list.statusCode, list.body).toBe(200);
    const [receipt] = list.json().data.items;
    expect(list.json().data.total).toBe(1);
    expect(receipt).toMatchObject({
      kind: 'session_charge',
      amount: '30.00',
      vat: '3.91',
      net: '26.09',
      currency: platformCurrency,
      parties: {
        issuer: { name: 'Nibras' },
        customer: { name: 'Paula Parent' },
        tutor: { name: 'Tariq Tutor' },
      },
      lines: [{ kind: 'session_charge', amount: '30.00', booking: { id, start: atHour(34) } }],
    });
    expect(receipt.number).toMatch(/^2031-\d{6}$/);
    const one = await client.call('GET', `/wallet/receipts/${receipt.id}`, parent);
    expect(one.json().data).toEqual(receipt);
    const [owner] = await client.app.db.select().from(users).where(eq(users.id, parent.user.id));
    await lastEmail(client.app, owner?.email ?? '', receipt.number);

    const stranger = await client.newParent();
    expectRefused(
      await client.call('GET', `/wallet/receipts/${receipt.id}`, stranger),
      404,
      'receipt_not_found',
    );
    expectRefused(
      await client.call('GET', '/wallet/receipts/not-an-id', stranger),
      404,
      'receipt_not_found',
    );
    expect((await client.call('GET', '/wallet/receipts', stranger)).json().data.items).toEqual([]);
    expectRefused(
      await client.call('GET', `/wallet/receipts/${receipt.id}`, tutor),
      403,
      'wallet_not_available',
    );
    const child: Caller = await client.childWithLogin(parent, parent.childId, 'omar@example.test');
    expectRefused(await client.call('GET', '/wallet/receipts', child), 403, 'forbidden');
    expectRefused(
      await client.call('GET', `/wallet/receipts/${receipt.id}`, child),
      403,
      'forbidden',
    );
    expect((await client.call('GET', '/wallet/receipts?pageSize=500', parent)).statusCode).toBe(
      400,
    );
  });

  it('gives an independent student their own receipts', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent();
    const id = await client.booked(tutor, student, atHour(58));
    expect((await client.act(tutor, id, 'confirm')).statusCode).toBe(200);
    client.clock.set(atHour(59));
    expect((await client.act(tutor, id, 'complete')).statusCode).toBe(200);
    const list = await client.call('GET', '/wallet/receipts', student);
    expect(list.json().data.items).toMatchObject([
      { kind: 'session_charge', parties: { customer: { name: 'Sami Student' } } },
    ]);
  });

  it('receipts only what a late cancellation charged, and nothing for a release', async () => {
    const tutor = await client.newTutor();
    const parent = await client.newParent();
    const late = await client.booked(tutor, parent, atHour(80));
    const early = await client.booked(tutor, parent, atHour(130));
    client.clock.set(atHour(70));
    expect((await client.act(parent, late, 'cancel')).statusCode).toBe(200);
    expect((await client.act(parent, early, 'cancel')).statusCode).toBe(200);
    const items = (await client.call('GET', '/wallet/receipts', parent)).json().data.items;
    expect(items).toMatchObject([
      { kind: 'session_charge', amount: '15.00', lines: [{ booking: { id: late } }] },
    ]);
  });
});
