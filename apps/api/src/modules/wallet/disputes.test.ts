import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { disputes } from '../../db/schema/index';
import {
  atHour,
  bookingClient,
  expectRefused,
  testEpoch,
  type BookingClient,
  type Caller,
} from '../booking/booking.test-client';
import { resolveDispute } from './disputes.service';
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

  const receiptSettings = () => ({
    vatRateBasisPoints: client.app.config.money.vatRateBasisPoints,
    appUrl: client.app.config.appUrl,
  });

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
    const now = client.clock.now();
    await client.app.db.transaction((tx) =>
      resolveDispute(
        tx,
        dispute.id,
        'tutor',
        operator.user.id,
        'The log shows a full hour',
        now,
        receiptSettings(),
      ),
    );
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
    await expect(
      client.app.db.transaction((tx) =>
        resolveDispute(tx, dispute.id, 'family', operator.user.id, 'Twice', now, receiptSettings()),
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('for the family: the credit and the commission go back to the family’s wallet', async () => {
    const { tutor, parent, id } = await chargedSession();
    const revenue = await ledger.revenue();
    await client.act(parent, id, 'dispute', { reason: 'No lesson' });
    const dispute = await disputeOf(id);
    await client.app.db.transaction((tx) =>
      resolveDispute(
        tx,
        dispute.id,
        'family',
        operator.user.id,
        'Refunded',
        client.clock.now(),
        receiptSettings(),
      ),
    );
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
});
