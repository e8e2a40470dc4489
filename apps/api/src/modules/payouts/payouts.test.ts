import { platformCurrency } from '@nibras/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atHour,
  bookingClient,
  expectRefused,
  testEpoch,
  type BookingClient,
  type Caller,
} from '../booking/booking.test-client';
import { ledgerReader } from '../wallet/wallet.test-client';
import { approvePayout, markPayoutPaid, returnPayout } from './payouts.service';

/**
 * A tutor's money through the API: a completed 30.00 session credits 25.50 (15 % commission),
 * pending for 48 hours after its end, then available to be paid out.
 */
describe('a tutor’s balance and payouts', () => {
  let client: BookingClient;
  let ledger: ReturnType<typeof ledgerReader>;
  let tutor: Caller;
  let operator: Caller;
  const iban = 'SA03 8000 0000 6080 1016 7519';

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    caller: Caller | undefined,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    client.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(caller ? { authorization: caller.authorization } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const balanceOf = async (caller: Caller) =>
    (await call('GET', '/tutor/balance', caller)).json().data;

  /** A tutor with `sessions` completed 30.00 sessions, their credit available. */
  async function earningTutor(sessions: number) {
    client.clock.set(testEpoch);
    const teacher = await client.newTutor({ autoConfirm: true });
    const student = await client.newStudent();
    const ids = [];
    for (let index = 0; index < sessions; index += 1) {
      ids.push(await client.booked(teacher, student, atHour(24 + 9 + 2 * index)));
    }
    // Each completed at its end: its hold ends 48 hours later.
    for (const [index, id] of ids.entries()) {
      client.clock.set(atHour(24 + 10 + 2 * index));
      await client.act(teacher, id, 'complete');
    }
    return { teacher, student, ids };
  }

  beforeAll(async () => {
    client = await bookingClient();
    ledger = ledgerReader(client.app);
    operator = await client.newTutor();
    ({ teacher: tutor } = await earningTutor(2));
  });
  afterAll(async () => {
    await client.app.close();
  });

  it('keeps a charged session’s credit pending for the hold, then makes it available', async () => {
    expect(await balanceOf(tutor)).toEqual({
      currency: platformCurrency,
      pending: '51.00',
      available: '0.00',
      requested: '0.00',
      paidOut: '0.00',
      commissionPercent: 15,
    });
    // The sessions ended at 10:00 and 12:00 on Monday.
    client.clock.set(atHour(24 + 10 + 48));
    await client.app.runDueJobs();
    expect(await balanceOf(tutor)).toMatchObject({ pending: '25.50', available: '25.50' });
    client.clock.set(atHour(24 + 12 + 48));
    await client.app.runDueJobs();
    expect(await balanceOf(tutor)).toMatchObject({ pending: '0.00', available: '51.00' });
    // The job again changes nothing.
    expect(await ledger.tutor(tutor.user.id)).toMatchObject({ pending: 0, available: 5_100 });
  });

  it('is for tutors only', async () => {
    const parent = await client.newParent();
    const student = await client.newStudent();
    for (const caller of [parent, student]) {
      expectRefused(await call('GET', '/tutor/balance', caller), 403, 'forbidden');
      expectRefused(await call('GET', '/tutor/payouts', caller), 403, 'forbidden');
      expectRefused(await call('POST', '/tutor/payouts', caller, { amount: 1 }), 403, 'forbidden');
      expectRefused(await call('PUT', '/tutor/payout-account', caller, {}), 403, 'forbidden');
    }
    expectRefused(await call('GET', '/tutor/balance', undefined), 401, 'unauthorized');
  });

  it('refuses a payout without a bank account, then saves a valid IBAN masked', async () => {
    expectRefused(
      await call('POST', '/tutor/payouts', tutor, { amount: '10' }),
      409,
      'payout_account_missing',
    );
    expect((await call('GET', '/tutor/payout-account', tutor)).json().data).toBeNull();
    const invalid = await call('PUT', '/tutor/payout-account', tutor, {
      iban: 'SA03 8000 0000 6080 1016 7518',
      holderName: 'Tariq Tutor',
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.details)).toEqual(['iban']);
    const saved = await call(
      'PUT',
      '/tutor/payout-account',
      tutor,
      { iban: iban.toLowerCase(), holderName: 'Tariq Tutor' },
      { 'accept-language': 'ar' },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'حُفظ حسابك المصرفي.',
      data: { ibanLast4: '7519', country: 'SA', holderName: 'Tariq Tutor' },
    });
    expect(saved.body).not.toContain('80000000608010');
    expect((await call('GET', '/tutor/payout-account', tutor)).json().data).toEqual(
      saved.json().data,
    );
  });

  it('requests a payout of what is available, once per Idempotency-Key, and no more than that', async () => {
    expectRefused(
      await call('POST', '/tutor/payouts', tutor, { amount: '51.01' }),
      409,
      'insufficient_balance',
    );
    const headers = { 'idempotency-key': 'payout-1' };
    // Arabic digits are read as the amount they are.
    const first = await call('POST', '/tutor/payouts', tutor, { amount: '٢٠٫٥٠' }, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      amount: '20.50',
      currency: platformCurrency,
      status: 'requested',
      ibanLast4: '7519',
      decidedAt: null,
    });
    const again = await call('POST', '/tutor/payouts', tutor, { amount: '٢٠٫٥٠' }, headers);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await balanceOf(tutor)).toMatchObject({ available: '30.50', requested: '20.50' });
    const refused = await call('POST', '/tutor/payouts', tutor, { amount: '30.51' });
    expectRefused(refused, 409, 'insufficient_balance');
    expect(refused.json().error.details).toEqual({ available: '30.50' });
    expect((await call('POST', '/tutor/payouts', tutor, { amount: '0' })).statusCode).toBe(400);
  });

  it('pays out or returns a requested payout once, by an operator, and lists the history', async () => {
    client.clock.set(new Date(client.clock.now().getTime() + 60_000).toISOString());
    const second = await call('POST', '/tutor/payouts', tutor, { amount: 10 });
    expect(second.statusCode).toBe(201);
    const list = (await call('GET', '/tutor/payouts?page=1&pageSize=1', tutor)).json().data;
    expect(list).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(list.items.map((payout: { amount: string }) => payout.amount)).toEqual(['10.00']);
    const [older] = (await call('GET', '/tutor/payouts?page=2&pageSize=1', tutor)).json().data
      .items;

    const now = client.clock.now();
    const decision = { operatorId: operator.user.id, at: now };
    const refused = { ...decision, reason: 'Wrong account' };
    await expect(
      client.app.db.transaction((tx) =>
        markPayoutPaid(tx, older.id, { ...decision, transferReference: 'T-1' }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'payout_already_decided' });
    await client.app.db.transaction((tx) => approvePayout(tx, older.id, decision));
    const paid = await client.app.db.transaction((tx) =>
      markPayoutPaid(tx, older.id, { ...decision, transferReference: 'T-1' }),
    );
    expect(paid).toMatchObject({ status: 'paid', decidedAt: now, transferReference: 'T-1' });
    await expect(
      client.app.db.transaction((tx) => returnPayout(tx, older.id, refused)),
    ).rejects.toMatchObject({ statusCode: 409, code: 'payout_already_decided' });
    const returned = await client.app.db.transaction((tx) =>
      returnPayout(tx, second.json().data.id, refused),
    );
    expect(returned.status).toBe('returned');
    expect(await balanceOf(tutor)).toMatchObject({
      pending: '0.00',
      available: '30.50',
      requested: '0.00',
      paidOut: '20.50',
    });
    const statuses = (await call('GET', '/tutor/payouts', tutor)).json().data.items;
    expect(statuses.map((payout: { status: string }) => payout.status)).toEqual([
      'returned',
      'paid',
    ]);
    expect(statuses[0].refusalReason).toBe('Wrong account');
  });
});
