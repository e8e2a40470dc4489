import { platformCurrency } from '@nibras/contracts/money';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  atHour,
  bookingClient,
  expectRefused,
  testEpoch,
  type BookingClient,
} from '../booking/booking.test-client';
import { ledgerReader } from './wallet.test-client';

/**
 * Each change of a paid booking moves its money in the same transaction (decision 0025),
 * through the booking API: the tutor's maths costs 30.00, the commission is 15 % (4.50), a late
 * family cancellation is charged 50 %. Clock: Sunday 1 June 2031, 00:00 UTC.
 */
describe('a paid booking’s money', () => {
  let client: BookingClient;
  let ledger: ReturnType<typeof ledgerReader>;
  const wallet = 10_000;
  const price = 3_000;

  beforeAll(async () => {
    client = await bookingClient();
    ledger = ledgerReader(client.app);
  });
  beforeEach(() => {
    client.clock.set(testEpoch);
  });
  afterAll(async () => {
    await client.app.close();
  });

  const paymentOf = async (caller: Parameters<BookingClient['read']>[0], id: string) =>
    (await client.read(caller, id)).json().data.payment;

  it('holds the price when booked, and shows it on the booking', async () => {
    const tutor = await client.newTutor();
    const parent = await client.newParent('Cami', { walletMinor: wallet });
    const booked = await client.book(parent, client.bookingBody(tutor, parent, atHour(24 + 9)));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.payment).toEqual({
      status: 'held',
      amount: '30.00',
      currency: platformCurrency,
      charged: '0.00',
      disputableUntil: null,
    });
    expect(await ledger.family(parent.user.id)).toEqual({ available: wallet - price, held: price });
  });

  it('refuses with the shortfall a wallet that does not cover the price, and writes nothing', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent('Sami', { walletMinor: 2_050 });
    const refused = await client.book(student, client.bookingBody(tutor, student, atHour(24 + 9)));
    expectRefused(refused, 402, 'insufficient_funds');
    expect(refused.json().error.details).toEqual({ shortfall: '9.50' });
    expect(await client.rowsOfTutor(tutor.user.id)).toEqual([]);
    expect(await ledger.family(student.user.id)).toEqual({ available: 2_050, held: 0 });
  });

  it('holds nothing for a free trial', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent('Sami', { walletMinor: 0 });
    const booked = await client.book(
      student,
      client.bookingBody(tutor, student, atHour(24 + 9), { trial: true }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.payment).toBeNull();
    expect(await ledger.family(student.user.id)).toEqual({ available: 0, held: 0 });
  });

  it('releases in full on a decline, an expiry, a tutor’s cancellation and an early family cancellation', async () => {
    const tutor = await client.newTutor();
    const parent = await client.newParent('Cami', { walletMinor: 4 * price });
    const declined = await client.booked(tutor, parent, atHour(24 + 9));
    const expired = await client.booked(tutor, parent, atHour(24 + 11));
    const byTutor = await client.booked(tutor, parent, atHour(24 + 13));
    const early = await client.booked(tutor, parent, atHour(24 + 15));
    expect(await ledger.family(parent.user.id)).toEqual({ available: 0, held: 4 * price });

    await client.act(tutor, declined, 'decline');
    await client.act(tutor, byTutor, 'confirm');
    await client.act(tutor, early, 'confirm');
    client.clock.set(atHour(12)); // under 24 hours before: late, but not for the tutor
    await client.act(tutor, byTutor, 'cancel');
    client.clock.set(atHour(-10)); // more than 24 hours before the family's
    expect((await client.act(parent, early, 'cancel')).json().data.lateCancellation).toBe(false);
    client.clock.set(atHour(24 + 11));
    await client.app.runDueJobs();

    for (const id of [declined, expired, byTutor, early]) {
      expect(await paymentOf(parent, id)).toMatchObject({ status: 'released', charged: '0.00' });
    }
    expect((await client.rowOf(expired))?.status).toBe('declined');
    expect(await ledger.family(parent.user.id)).toEqual({ available: 4 * price, held: 0 });
    expect(await ledger.tutor(tutor.user.id)).toMatchObject({ pending: 0, available: 0 });
  });

  it('charges a late family cancellation its share, credits the tutor less commission, and releases the rest', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent('Sami', { walletMinor: wallet });
    const id = await client.booked(tutor, student, atHour(24 + 9));
    await client.act(tutor, id, 'confirm');
    const revenue = await ledger.revenue();
    client.clock.set(atHour(12));
    const cancelled = await client.act(student, id, 'cancel');
    expect(cancelled.json().data).toMatchObject({
      lateCancellation: true,
      payment: {
        status: 'partly_charged',
        amount: '30.00',
        charged: '15.00',
        // 48 hours after the session's end: the family may dispute until then.
        disputableUntil: atHour(24 + 10 + 48),
      },
    });
    expect(await ledger.family(student.user.id)).toEqual({ available: wallet - 1_500, held: 0 });
    expect(await ledger.tutor(tutor.user.id)).toMatchObject({ pending: 1_275, available: 0 });
    expect((await ledger.revenue()) - revenue).toBe(225);
  });

  it.each([
    ['completed', (c: BookingClient, tutor: never, id: string) => c.act(tutor, id, 'complete')],
    [
      'the student did not show',
      (c: BookingClient, tutor: never, id: string) =>
        c.act(tutor, id, 'no-show', { party: 'student' }),
    ],
  ])(
    'charges in full when %s: commission to the platform, the rest pending for the tutor',
    async (_, settle) => {
      const tutor = await client.newTutor({ autoConfirm: true });
      const parent = await client.newParent('Cami', { walletMinor: wallet });
      const id = await client.booked(tutor, parent, atHour(24 + 9));
      const revenue = await ledger.revenue();
      client.clock.set(atHour(24 + 10));
      const settled = await settle(client, tutor as never, id);
      expect(settled.statusCode, settled.body).toBe(200);
      expect(await paymentOf(parent, id)).toEqual({
        status: 'charged',
        amount: '30.00',
        currency: platformCurrency,
        charged: '30.00',
        disputableUntil: atHour(24 + 10 + 48),
      });
      // The tutor reads no dispute deadline: it is the family's to use.
      expect((await paymentOf(tutor, id)).disputableUntil).toBeNull();
      expect(await ledger.family(parent.user.id)).toEqual({ available: wallet - price, held: 0 });
      expect(await ledger.tutor(tutor.user.id)).toMatchObject({ pending: 2_550, available: 0 });
      expect((await ledger.revenue()) - revenue).toBe(450);
    },
  );

  it('releases at once when the tutor did not show and never joined; holds it disputed when they joined', async () => {
    const tutor = await client.newTutor({ autoConfirm: true });
    const student = await client.newStudent('Sami', { walletMinor: wallet });
    const absent = await client.booked(tutor, student, atHour(24 + 9));
    const joined = await client.booked(tutor, student, atHour(24 + 11));
    client.clock.set(atHour(24 + 11));
    expect((await client.join(tutor, joined)).statusCode).toBe(200);
    client.clock.set(atHour(24 + 12));
    await client.act(student, absent, 'no-show', { party: 'tutor' });
    await client.act(student, joined, 'no-show', { party: 'tutor' });

    expect(await paymentOf(student, absent)).toMatchObject({ status: 'released', charged: '0.00' });
    expect(await paymentOf(student, joined)).toMatchObject({ status: 'disputed', charged: '0.00' });
    expect(await ledger.family(student.user.id)).toEqual({
      available: wallet - price,
      held: price,
    });
    expect(await ledger.tutor(tutor.user.id)).toMatchObject({ pending: 0, available: 0 });
  });

  it('moves the hold to the new time when rescheduled', async () => {
    const tutor = await client.newTutor();
    const parent = await client.newParent('Cami', { walletMinor: wallet });
    const old = await client.booked(tutor, parent, atHour(24 + 9));
    const moved = await client.act(parent, old, 'reschedule', { start: atHour(48 + 9) });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json().data.payment).toMatchObject({ status: 'held', amount: '30.00' });
    expect(await paymentOf(parent, old)).toMatchObject({ status: 'released' });
    expect(await ledger.family(parent.user.id)).toEqual({ available: wallet - price, held: price });
  });
});
