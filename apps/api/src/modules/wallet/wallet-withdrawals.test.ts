import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, topUpRefunds, topUps, withdrawals } from '../../db/schema/index';
import { expectRefused } from '../booking/booking.test-client';
import { walletClient, type WalletClient } from './wallet.test-client';

describe('withdrawals', () => {
  let client: WalletClient;
  beforeAll(async () => {
    client = await walletClient();
  });
  afterAll(() => client.app.close());

  const refundsOf = (withdrawalId: string) =>
    client.app.db
      .select()
      .from(topUpRefunds)
      .where(eq(topUpRefunds.withdrawalId, withdrawalId))
      .orderBy(asc(topUpRefunds.createdAt));

  it('refund the newest top-ups first, through a due job that retries until the provider answers', async () => {
    const parent = await client.newUser('Parent');
    const older = await client.paidTopUp(parent, '30');
    client.clock.advance(60_000);
    const newer = await client.paidTopUp(parent, '20');
    client.clock.advance(60_000);
    // The provider fails the first refund it is asked for: set before the withdrawal, whose
    // refund job is due at once and may be run by the app's own runner before this test runs it.
    const provider = client.app.payments.byName('dev');
    if (!provider) throw new Error('no dev provider');
    const refund = vi.spyOn(provider, 'refund').mockRejectedValueOnce(new Error('timeout'));
    const asked = await client.withdraw(parent, { amount: '35' });
    expect(asked.statusCode, asked.body).toBe(201);
    const withdrawal = asked.json().data;
    expect(withdrawal).toMatchObject({ status: 'requested', amount: '35.00' });
    expect(await client.available(parent)).toBe('15.00');
    const refunds = await refundsOf(withdrawal.id);
    expect(refunds.map((refund) => [refund.topUpId, refund.amountMinor, refund.status])).toEqual(
      expect.arrayContaining([
        [newer, 2000, 'pending'],
        [older, 1500, 'pending'],
      ]),
    );
    expect((await client.topUpRow(newer))?.refundedMinor).toBe(2000);
    expect((await client.topUpRow(older))?.refundedMinor).toBe(1500);
    const history = (await client.wallet(parent)).json().data.entries;
    expect(history[0]).toMatchObject({
      kind: 'withdrawal',
      available: '-35.00',
      withdrawalId: withdrawal.id,
    });

    await client.app.runDueJobs();
    const [job] = await client.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `wallet.withdrawal-refunds:${withdrawal.id}`));
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    const [stillAsked] = await client.app.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, withdrawal.id));
    expect(stillAsked?.status).toBe('requested');

    client.clock.advance(2 * 60_000);
    await client.app.runDueJobs();
    const done = await refundsOf(withdrawal.id);
    expect(done.every((each) => each.status === 'succeeded' && each.providerRef)).toBe(true);
    const [completed] = await client.app.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, withdrawal.id));
    expect(completed?.status).toBe('completed');
    // Each refund was asked of the provider once it went through, naming the captured payment.
    const paymentRefs = refund.mock.calls.map(([request]) => request.paymentRef);
    expect(paymentRefs).toContain(`dev_${newer}`);
    expect(paymentRefs).toContain(`dev_${older}`);
    refund.mockRestore();
    expect(await client.ledgerTotal()).toBe(0);
  });

  it('refuse more than is available, or more than the top-ups still hold', async () => {
    const parent = await client.newUser('Parent');
    expectRefused(await client.withdraw(parent, { amount: '1' }), 409, 'insufficient_balance');
    await client.paidTopUp(parent, '10');
    expectRefused(await client.withdraw(parent, { amount: '10.01' }), 409, 'insufficient_balance');
    expect((await client.withdraw(parent, { amount: '10' })).statusCode).toBe(201);
    expect(await client.available(parent)).toBe('0.00');
  });

  it('never overdraw when twenty race on one wallet', async () => {
    const parent = await client.newUser('Parent');
    await client.paidTopUp(parent, '50');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.withdraw(parent, { amount: '7' })),
    );
    const granted = answers.filter((answer) => answer.statusCode === 201);
    expect(granted).toHaveLength(7);
    for (const answer of answers.filter((each) => each.statusCode !== 201)) {
      expectRefused(answer, 409, 'insufficient_balance');
    }
    expect(await client.available(parent)).toBe('1.00');
    const [topUp] = await client.app.db
      .select()
      .from(topUps)
      .where(eq(topUps.walletOwnerId, parent.user.id));
    expect(topUp?.refundedMinor).toBe(4900);
    expect(await client.ledgerTotal()).toBe(0);
  });

  it('answer a retry with the same key once', async () => {
    const parent = await client.newUser('Parent');
    await client.paidTopUp(parent, '10');
    const first = await client.withdraw(parent, { amount: '4' }, 'same-key');
    const again = await client.withdraw(parent, { amount: '4' }, 'same-key');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await client.available(parent)).toBe('6.00');
  });
});
