import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { disputes, ledgerAccounts } from '../../db/schema/index';
import {
  atHour,
  bookingClient,
  expectRefused,
  testEpoch,
  type BookingClient,
  type Caller,
} from '../booking/booking.test-client';
import { resolveDispute, type DisputeOutcome } from './disputes.service';
import { ledgerReader } from './wallet.test-client';

/**
 * A family disputes a charge within the 48-hour hold after the session's end: the tutor's
 * credit stays pending, the earning job skips it, and an operator decides (called directly).
 */
describe('a disputed charge', () => {
  let client: BookingClient;
  let ledger: ReturnType<typeof ledgerReader>;
  let operator: Caller;
  const wallet = 10_000;

  beforeAll(async () => {
    client = await bookingClient();
    ledger = ledgerReader(client.app);
    operator = await client.newTutor();
  });
  beforeEach(() => {
    client.clock.set(testEpoch);
  });
  afterAll(async () => {
    await client.app.close();
  });

  const decide = (
    disputeId: string,
    outcome: DisputeOutcome,
    reason: string,
    familyRefundMinor?: number,
  ) =>
    client.app.db.transaction((tx) =>
      resolveDispute(
        tx,
        disputeId,
        {
          outcome,
          familyRefundMinor,
          operatorId: operator.user.id,
          reason,
          at: client.clock.now(),
        },
        { rules: client.app.config.money, appUrl: client.app.config.appUrl },
      ),
    );

  /** A completed 30.00 session of a child, charged at its end (Monday 10:00). */
  async function chargedSession() {
    const tutor = await client.newTutor({ autoConfirm: true });
    const parent = await client.newParent('Cami', { walletMinor: wallet });
    const id = await client.booked(tutor, parent, atHour(24 + 9));
    client.clock.set(atHour(24 + 10));
    await client.act(tutor, id, 'complete');
    return { tutor, parent, id };
  }
  const disputeOf = async (bookingId: string) => {
    const [row] = await client.app.db
      .select()
      .from(disputes)
      .where(eq(disputes.bookingId, bookingId));
    if (!row) throw new Error('no dispute');
    return row;
  };

  it('lets the family dispute inside the hold, and freezes the tutor’s credit', async () => {
    const { tutor, parent, id } = await chargedSession();
    const stranger = await client.newParent();
    expectRefused(
      await client.act(stranger, id, 'dispute', { reason: 'No lesson' }),
      404,
      'booking_not_found',
    );
    expectRefused(await client.act(tutor, id, 'dispute', { reason: 'Mine' }), 403, 'forbidden');
    expect((await client.act(parent, id, 'dispute', { reason: '' })).statusCode).toBe(400);

    client.clock.set(atHour(24 + 10 + 47));
    const disputed = await client.act(parent, id, 'dispute', { reason: 'The tutor left early' });
    expect(disputed.statusCode, disputed.body).toBe(201);
    expect(disputed.json()).toMatchObject({
      message:
        'Your dispute is sent. The tutor is not paid for this session until our team decides.',
      data: { payment: { status: 'disputed', charged: '30.00', disputableUntil: null } },
    });
    expect(await disputeOf(id)).toMatchObject({
      openedById: parent.user.id,
      reason: 'The tutor left early',
      status: 'open',
    });
    expectRefused(
      await client.act(parent, id, 'dispute', { reason: 'Again' }),
      409,
      'dispute_not_allowed',
    );

    client.clock.set(atHour(24 + 10 + 49));
    await client.app.runDueJobs();
    expect(await ledger.tutor(tutor.user.id)).toMatchObject({ pending: 2_550, available: 0 });
  });

  it('refuses a dispute after the hold, or of a booking not charged', async () => {
    const { parent, id } = await chargedSession();
    // Cancelled 47 hours ahead: released, nothing charged.
    const released = await client.booked(await client.newTutor(), parent, atHour(72 + 9));
    await client.act(parent, released, 'cancel');
    expectRefused(
      await client.act(parent, released, 'dispute', { reason: 'Why' }),
      409,
      'dispute_not_allowed',
    );
    client.clock.set(atHour(24 + 10 + 48));
    expectRefused(
      await client.act(parent, id, 'dispute', { reason: 'Late' }),
      409,
      'dispute_not_allowed',
    );
  });

  it('for the tutor: the charge stands and the credit is available at once', async () => {
    const { tutor, parent, id } = await chargedSession();
    await client.act(parent, id, 'dispute', { reason: 'Too short' });
    const dispute = await disputeOf(id);
    await decide(dispute.id, 'tutor', 'The log shows a full hour');
    expect((await client.read(parent, id)).json().data.payment).toMatchObject({
      status: 'charged',
      charged: '30.00',
    });
    expect(await ledger.tutor(tutor.user.id)).toMatchObject({ pending: 0, available: 2_550 });
    expect(await disputeOf(id)).toMatchObject({
      status: 'resolved_for_tutor',
      resolvedById: operator.user.id,
      resolution: 'The log shows a full hour',
    });
    await expect(decide(dispute.id, 'family', 'Twice')).rejects.toMatchObject({ statusCode: 409 });
  });

  it('for the family: the credit and the commission go back to the family’s wallet', async () => {
    const { tutor, parent, id } = await chargedSession();
    const revenue = await ledger.revenue();
    await client.act(parent, id, 'dispute', { reason: 'No lesson' });
    const dispute = await disputeOf(id);
    await decide(dispute.id, 'family', 'Refunded');
    expect((await client.read(parent, id)).json().data.payment).toMatchObject({
      status: 'refunded',
      charged: '0.00',
    });
    expect(await ledger.family(parent.user.id)).toEqual({ available: wallet, held: 0 });
    expect(await ledger.tutor(tutor.user.id)).toMatchObject({ pending: 0, available: 0 });
    expect(revenue - (await ledger.revenue())).toBe(450);
    client.clock.set(atHour(24 + 10 + 49));
    await client.app.runDueJobs();
    expect(await ledger.tutor(tutor.user.id)).toMatchObject({ pending: 0, available: 0 });
  });

  /** Every movement is double entry: all balances together, providers' clearing included, are 0. */
  async function expectZeroSum() {
    const [row] = await client.app.db
      .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
      .from(ledgerAccounts);
    expect(Number(row?.total)).toBe(0);
  }

  it('in part: the family gets its part back, and the rest is commissioned as a smaller charge', async () => {
    const { tutor, parent, id } = await chargedSession();
    const revenue = await ledger.revenue();
    await client.act(parent, id, 'dispute', { reason: 'Half the lesson' });
    const dispute = await disputeOf(id);
    await expect(decide(dispute.id, 'part', 'Nothing', 0)).rejects.toMatchObject({
      statusCode: 409,
      code: 'dispute_refund_out_of_range',
    });
    await expect(decide(dispute.id, 'part', 'All', 3_000)).rejects.toMatchObject({
      statusCode: 409,
      code: 'dispute_refund_out_of_range',
    });
    await decide(dispute.id, 'part', 'The lesson ended after 35 minutes', 1_250);
    // 17.50 kept: 15 % of it (2.625, rounded half up to 2.63) stays the platform's.
    expect(await ledger.family(parent.user.id)).toEqual({ available: wallet - 1_750, held: 0 });
    expect(await ledger.tutor(tutor.user.id)).toMatchObject({ pending: 0, available: 1_487 });
    // Of the 4.50 commission, 1.87 goes back with the family's part.
    expect(revenue - (await ledger.revenue())).toBe(187);
    await expectZeroSum();
    const detail = (await client.read(parent, id)).json().data;
    expect(detail.payment).toMatchObject({
      status: 'partly_charged',
      charged: '17.50',
      disputableUntil: null,
    });
    expect(detail.dispute).toMatchObject({
      kind: 'dispute',
      status: 'resolved_partly',
      resolution: 'The lesson ended after 35 minutes',
      familyRefund: '12.50',
      canAnswer: false,
    });
    expect(await disputeOf(id)).toMatchObject({ familyRefundMinor: 1_250 });
  });

  /** A paid session the tutor joined, reported by the family as a tutor no-show after its end. */
  async function claimedNoShow() {
    const tutor = await client.newTutor({ autoConfirm: true });
    const parent = await client.newParent('Cami', { walletMinor: wallet });
    const id = await client.booked(tutor, parent, atHour(24 + 9));
    client.clock.set(atHour(24 + 9));
    expect((await client.join(tutor, id)).statusCode).toBe(200);
    client.clock.set(atHour(24 + 10));
    const claimed = await client.act(parent, id, 'no-show', {
      party: 'tutor',
      reason: 'Nobody came',
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    return { tutor, parent, id };
  }

  it('puts a no-show claim the join log contradicts in the queue, and releases one it confirms', async () => {
    const { parent, id } = await claimedNoShow();
    expect(await disputeOf(id)).toMatchObject({
      kind: 'tutor_no_show',
      status: 'open',
      openedById: parent.user.id,
      reason: 'Nobody came',
    });
    expect(await ledger.family(parent.user.id)).toEqual({ available: wallet - 3_000, held: 3_000 });
    expect((await client.read(parent, id)).json().data.payment.status).toBe('disputed');

    const other = await client.newTutor({ autoConfirm: true });
    const released = await client.booked(other, parent, atHour(48 + 9));
    client.clock.set(atHour(48 + 10));
    await client.act(parent, released, 'no-show', { party: 'tutor' });
    expect((await client.read(parent, released)).json().data).toMatchObject({
      payment: { status: 'released' },
      dispute: null,
    });
    expect(await ledger.family(parent.user.id)).toEqual({ available: wallet - 3_000, held: 3_000 });
  });

  it('lets the tutor answer an open claim, and both sides read it', async () => {
    const { tutor, parent, id } = await claimedNoShow();
    const answer = (caller: Caller, text: string) =>
      client.act(caller, id, 'dispute/answer', { answer: text });
    expectRefused(await answer(parent, 'Mine'), 403, 'forbidden');
    expect((await answer(tutor, '   ')).statusCode).toBe(400);
    const answered = await answer(tutor, 'I waited in the room for 20 minutes');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.dispute).toMatchObject({
      tutorAnswer: 'I waited in the room for 20 minutes',
      canAnswer: true,
    });
    expect((await client.read(parent, id)).json().data.dispute).toMatchObject({
      kind: 'tutor_no_show',
      reason: 'Nobody came',
      tutorAnswer: 'I waited in the room for 20 minutes',
      canAnswer: false,
    });
    await decide((await disputeOf(id)).id, 'tutor', 'The tutor was in the room');
    expectRefused(await answer(tutor, 'Again'), 409, 'dispute_answer_not_allowed');
  });

  it('decides a no-show claim for the family, the tutor, or in part, keeping every balance', async () => {
    const revenue = await ledger.revenue();
    const family = await claimedNoShow();
    await decide((await disputeOf(family.id)).id, 'family', 'No sign of a lesson');
    expect(await ledger.family(family.parent.user.id)).toEqual({ available: wallet, held: 0 });
    expect((await client.read(family.parent, family.id)).json().data.payment.status).toBe(
      'released',
    );

    client.clock.set(testEpoch);
    const tutor = await claimedNoShow();
    await decide((await disputeOf(tutor.id)).id, 'tutor', 'The tutor taught');
    expect(await ledger.family(tutor.parent.user.id)).toEqual({
      available: wallet - 3_000,
      held: 0,
    });
    expect(await ledger.tutor(tutor.tutor.user.id)).toMatchObject({ pending: 0, available: 2_550 });
    expect((await client.read(tutor.parent, tutor.id)).json().data.payment).toMatchObject({
      status: 'charged',
      disputableUntil: null,
    });

    client.clock.set(testEpoch);
    const part = await claimedNoShow();
    await decide((await disputeOf(part.id)).id, 'part', 'Started 30 minutes late', 1_000);
    expect(await ledger.family(part.parent.user.id)).toEqual({
      available: wallet - 2_000,
      held: 0,
    });
    expect(await ledger.tutor(part.tutor.user.id)).toMatchObject({ pending: 0, available: 1_700 });
    expect((await client.read(part.parent, part.id)).json().data.payment).toMatchObject({
      status: 'partly_charged',
      charged: '20.00',
    });
    expect((await ledger.revenue()) - revenue).toBe(450 + 300);
    await expectZeroSum();
    // The earning job that the charge scheduled finds nothing left to move.
    client.clock.set(atHour(24 + 10 + 49));
    await client.app.runDueJobs();
    expect(await ledger.tutor(part.tutor.user.id)).toMatchObject({ pending: 0, available: 1_700 });
  });
});
