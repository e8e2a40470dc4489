import { platformCurrency } from '@nibras/contracts/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { lastEmail, mailbox } from '../auth/test-helpers';
import { atHour, expectRefused, type Caller } from '../booking/booking.test-client';
import { balancesOf } from '../ledger/ledger.repo';
import { fundWallet } from '../wallet/wallet.fixtures';
import { familyClient, type FamilyClient } from './family.test-client';

describe('a child’s own login cannot spend alone', () => {
  let client: FamilyClient;
  let logins = 0;
  beforeAll(async () => {
    client = await familyClient();
  });
  afterAll(() => client.app.close());

  const emailOf = async (caller: Caller) => {
    const [row] = await client.app.db.select().from(users).where(eq(users.id, caller.user.id));
    return row?.email ?? '';
  };
  const available = async (ownerId: string) =>
    (await balancesOf(client.app.db, [{ kind: 'family_available', ownerId }], platformCurrency))[0];

  /** A parent with a child who has a login, the tutor's sessions at 30.00. */
  async function family(options: { walletMinor?: number; autoConfirm?: boolean } = {}) {
    const tutor = await client.newTutor({ autoConfirm: options.autoConfirm ?? true });
    const parent = await client.newParent('Lina', { walletMinor: options.walletMinor });
    logins += 1;
    const child = await client.childWithLogin(parent, parent.childId, `lina${logins}@example.test`);
    return { tutor, parent, child };
  }

  it('waits for the parent, holding nothing, and tells the parent at once', async () => {
    const { tutor, parent, child } = await family();
    const booked = await client.book(child, client.bookingBody(tutor, child, atHour(34)));
    expect(booked.statusCode, booked.body).toBe(201);
    // Even though the tutor's hours confirm by themselves.
    expect(booked.json()).toMatchObject({
      message:
        'Your request is sent to your parent. The tutor can confirm it once they approve it.',
      data: { status: 'requested', payment: { status: 'awaiting_approval', amount: '30.00' } },
    });
    const id = booked.json().data.id;
    expect(await available(parent.user.id)).toBe(100_000);

    const email = await lastEmail(client.app, await emailOf(parent), 'asks you to approve');
    expect(email.text).toContain('It costs \u206830.00');
    expect(email.links.some((link) => new URL(link).pathname === '/dashboard/parent')).toBe(true);
    // The tutor is asked only once the parent approves.
    expect(await mailbox(client.app, await emailOf(tutor))).toEqual([]);
    expect((await client.read(tutor, id)).json().data.allowedActions).toEqual([
      'decline',
      'cancel',
    ]);
    expectRefused(await client.act(tutor, id, 'confirm'), 409, 'invalid_transition');
    // Moving is the parent's decision (issue 31), and not before the approval.
    expectRefused(
      await client.act(child, id, 'reschedule', { start: atHour(36) }),
      403,
      'parent_decides',
    );
    expectRefused(
      await client.act(parent, id, 'reschedule', { start: atHour(36) }),
      409,
      'invalid_transition',
    );

    const approvals = await client.call('GET', '/family/approvals', parent);
    expect(approvals.json().data.map((item: { id: string }) => item.id)).toEqual([id]);

    // Only the parent answers.
    expectRefused(await client.act(child, id, 'approve'), 403, 'forbidden');
    expectRefused(await client.act(tutor, id, 'approve'), 403, 'forbidden');
    expectRefused(
      await client.act(await client.newParent(), id, 'approve'),
      404,
      'booking_not_found',
    );

    const approved = await client.act(parent, id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Approved. The price is held from your wallet.',
      data: { status: 'confirmed', payment: { status: 'held' } },
    });
    expect(await available(parent.user.id)).toBe(97_000);
    await lastEmail(client.app, await emailOf(tutor), 'New session booked');
    expect((await client.call('GET', '/family/approvals', parent)).json().data).toEqual([]);
    expectRefused(await client.act(parent, id, 'approve'), 404, 'approval_not_found');
  });

  it('holds on approval only what the parent’s wallet covers; then the tutor may answer', async () => {
    const { tutor, parent, child } = await family({ walletMinor: 1_000, autoConfirm: false });
    const id = (await client.book(child, client.bookingBody(tutor, child, atHour(58)))).json().data
      .id;
    const short = await client.act(parent, id, 'approve');
    expectRefused(short, 402, 'insufficient_funds');
    expect(await available(parent.user.id)).toBe(1_000);
    expect((await client.rowOf(id))?.paymentStatus).toBe('awaiting_approval');

    await fundWallet(client.app, parent.user.id, 2_000);
    const approved = await client.act(parent, id, 'approve');
    expect(approved.json().data).toMatchObject({
      status: 'requested',
      payment: { status: 'held' },
    });
    expect(await available(parent.user.id)).toBe(0);
    await lastEmail(client.app, await emailOf(tutor), 'New session request');
    expect((await client.read(tutor, id)).json().data.allowedActions).toContain('confirm');
    expect((await client.act(tutor, id, 'confirm')).statusCode).toBe(200);
  });

  it('is cancelled with nothing paid when the parent refuses, or lapses at its start', async () => {
    const { tutor, parent, child } = await family();
    await client.app.db
      .update(users)
      .set({ preferredLanguage: 'ar' })
      .where(eq(users.id, parent.user.id));
    const refused = (await client.book(child, client.bookingBody(tutor, child, atHour(82)))).json()
      .data.id;
    const answer = await client.act(parent, refused, 'refuse', { reason: 'Too late at night' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      message: 'The request is refused. Nothing was paid.',
      data: { status: 'cancelled', payment: null },
    });
    expect(await available(parent.user.id)).toBe(100_000);
    // The parent was asked in their own language.
    // The child never said how to be addressed: the Arabic avoids a gender.
    const asked = await lastEmail(client.app, await emailOf(parent), 'طلب موافقتك على حصة لـ');
    expect(asked.text).toContain('حُجزت من حساب');
    expectRefused(await client.act(parent, refused, 'refuse'), 404, 'approval_not_found');
    // The time is free again.
    expect(
      (await client.book(child, client.bookingBody(tutor, child, atHour(82)))).statusCode,
    ).toBe(201);

    const lapsing = (await client.book(child, client.bookingBody(tutor, child, atHour(84)))).json()
      .data.id;
    client.clock.set(atHour(84));
    await client.app.runDueJobs();
    expect(await client.rowOf(lapsing)).toMatchObject({ status: 'declined', paymentStatus: null });
    expect(await available(parent.user.id)).toBe(100_000);
  });

  it('lets an allowance cover what the child books until the month’s rest is too small', async () => {
    const { tutor, parent, child } = await family({ autoConfirm: false });
    const url = `/family/children/${parent.childId}/allowance`;
    expect((await client.call('GET', url, parent)).json().data).toEqual({
      childId: parent.childId,
      monthly: null,
      spentThisMonth: '0.00',
      currency: platformCurrency,
    });
    const saved = await client.call('PUT', url, parent, { monthly: '٤٠' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ monthly: '40.00', spentThisMonth: '0.00' });

    const first = await client.book(child, client.bookingBody(tutor, child, atHour(106)));
    expect(first.json().data).toMatchObject({ status: 'requested', payment: { status: 'held' } });
    await lastEmail(client.app, await emailOf(tutor), 'New session request');
    const second = await client.book(child, client.bookingBody(tutor, child, atHour(108)));
    expect(second.json().data.payment.status).toBe('awaiting_approval');
    expect((await client.call('GET', url, parent)).json().data.spentThisMonth).toBe('30.00');

    // Bookings the parent makes are the parent's own spending.
    const byParent = await client.booked(tutor, parent, atHour(110));
    expect((await client.rowOf(byParent))?.paymentStatus).toBe('held');
    expect((await client.call('GET', url, parent)).json().data.spentThisMonth).toBe('30.00');

    // Raised to 70.00, 40.00 left: of two 30.00 bookings at once, one fits and one asks.
    expect((await client.call('PUT', url, parent, { monthly: 70 })).statusCode).toBe(200);
    const racing = await Promise.all(
      [112, 114].map((hour) => client.book(child, client.bookingBody(tutor, child, atHour(hour)))),
    );
    expect(racing.map((response) => response.json().data.payment.status as string).sort()).toEqual([
      'awaiting_approval',
      'held',
    ]);

    expect((await client.call('PUT', url, parent, { monthly: 0 })).json().data.monthly).toBeNull();
    expect((await client.call('PUT', url, parent, { monthly: 'ten' })).statusCode).toBe(400);
    const stranger = await client.newParent();
    expectRefused(await client.call('GET', url, stranger), 404, 'child_not_found');
    expectRefused(await client.call('PUT', url, child, { monthly: 50 }), 403, 'forbidden');
  });

  it('asks nothing for a free trial, nor of an independent student', async () => {
    const { tutor, child } = await family();
    const trial = await client.book(
      child,
      client.bookingBody(tutor, child, atHour(130), { trial: true }),
    );
    expect(trial.json().data).toMatchObject({ status: 'confirmed', payment: null });

    const student = await client.newStudent();
    const own = await client.book(student, client.bookingBody(tutor, student, atHour(132)));
    expect(own.json().data).toMatchObject({ status: 'confirmed', payment: { status: 'held' } });
  });
});
