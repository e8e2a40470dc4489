import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import {
  bookingClient,
  expectRefused,
  type BookingClient,
  type Caller,
} from './booking.test-client';

/**
 * GET /tutor/earnings on bookings made through the API (clock: Sunday 1 June 2031). The tutor
 * lives in Riyadh (UTC+3), so a booking at 21:00 UTC on 30 June is in their July. Amounts are
 * what the ledger credited the tutor: a 30.00 session less the 15 % commission is 25.50.
 */
describe('a tutor’s earnings', () => {
  let client: BookingClient;
  let tutor: Caller;
  let student: Caller;

  const earnings = async (caller: Caller | undefined) =>
    client.app.inject({
      method: 'GET',
      url: '/api/v1/tutor/earnings',
      headers: caller ? { authorization: caller.authorization } : {},
    });
  const figuresOf = async (caller: Caller) => {
    const response = await earnings(caller);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  beforeAll(async () => {
    client = await bookingClient();
    tutor = await client.newTutor({ hours: { start: '06:00', end: '23:00' } });
    await client.app.db
      .update(users)
      .set({ timeZone: 'Asia/Riyadh' })
      .where(eq(users.id, tutor.user.id));
    student = await client.newStudent();
    const parent = await client.newParent();
    const completed = [
      // June in Riyadh: 13:00, 30.00.
      await client.booked(tutor, student, '2031-06-02T10:00:00.000Z'),
      // A free trial: counted, at 0.
      await client.booked(tutor, parent, '2031-06-03T10:00:00.000Z', { trial: true }),
      // 23:00–24:00 on 30 June in Riyadh: June.
      await client.booked(tutor, student, '2031-06-30T20:00:00.000Z'),
      // 00:00 on 1 July in Riyadh (still 30 June in UTC): July.
      await client.booked(tutor, parent, '2031-06-30T21:00:00.000Z'),
    ];
    // Not completed: no money.
    const confirmedOnly = await client.booked(tutor, student, '2031-06-04T10:00:00.000Z');
    const cancelled = await client.booked(tutor, student, '2031-06-05T10:00:00.000Z');
    for (const id of [...completed, confirmedOnly]) await client.act(tutor, id, 'confirm');
    await client.act(student, cancelled, 'cancel', { reason: 'Clash' });
    // Another tutor's completed booking is not this tutor's money.
    const other = await client.newTutor({ onlinePrice: '50.00' });
    const theirs = await client.booked(other, student, '2031-06-06T10:00:00.000Z');
    await client.act(other, theirs, 'confirm');
    client.clock.set('2031-07-02T12:00:00.000Z');
    for (const id of completed) {
      const done = await client.act(tutor, id, 'complete');
      expect(done.statusCode, done.body).toBe(200);
    }
    await client.act(other, theirs, 'complete');
  });
  afterAll(() => client.app.close());

  it('sums completed bookings this month and in total, months in the tutor’s zone', async () => {
    const answer = await figuresOf(tutor);
    expect(answer).toMatchObject({
      timeZone: 'Asia/Riyadh',
      currentMonth: '2031-07',
      thisMonth: { sessions: 1, amounts: [{ currency: 'USD', amount: '25.50' }] },
      total: { sessions: 4, amounts: [{ currency: 'USD', amount: '76.50' }] },
    });
    expect(answer.months).toHaveLength(12);
    expect(answer.months[0]).toEqual({ month: '2030-08', sessions: 0, amounts: [] });
    expect(answer.months.slice(-2)).toEqual([
      { month: '2031-06', sessions: 3, amounts: [{ currency: 'USD', amount: '51.00' }] },
      { month: '2031-07', sessions: 1, amounts: [{ currency: 'USD', amount: '25.50' }] },
    ]);
  });

  it('moves the month boundary with the tutor’s zone', async () => {
    await client.app.db.update(users).set({ timeZone: 'UTC' }).where(eq(users.id, tutor.user.id));
    try {
      const answer = await figuresOf(tutor);
      expect(answer.thisMonth).toEqual({ sessions: 0, amounts: [] });
      expect(answer.months.at(-2)).toEqual({
        month: '2031-06',
        sessions: 4,
        amounts: [{ currency: 'USD', amount: '76.50' }],
      });
    } finally {
      await client.app.db
        .update(users)
        .set({ timeZone: 'Asia/Riyadh' })
        .where(eq(users.id, tutor.user.id));
    }
  });

  it('starts the year in the new month: 1 January at midnight in the tutor’s zone', async () => {
    client.clock.set('2031-12-31T21:00:00.000Z');
    const answer = await figuresOf(tutor);
    expect(answer.currentMonth).toBe('2032-01');
    expect(answer.months[0].month).toBe('2031-02');
    expect(answer.thisMonth).toEqual({ sessions: 0, amounts: [] });
    expect(answer.total.sessions).toBe(4);
    client.clock.set('2031-07-02T12:00:00.000Z');
  });

  it('shows a tutor only their own figures', async () => {
    const newcomer = await client.newTutor();
    expect(await figuresOf(newcomer)).toMatchObject({
      thisMonth: { sessions: 0, amounts: [] },
      total: { sessions: 0, amounts: [] },
    });
  });

  it('counts what the ledger credited, as a late cancellation’s share, not booking prices', async () => {
    const newcomer = await client.newTutor();
    const id = await client.booked(newcomer, student, '2031-07-03T10:00:00.000Z');
    await client.act(student, id, 'cancel');
    expect((await figuresOf(newcomer)).thisMonth).toEqual({
      sessions: 0,
      // Half of 30.00 charged, less 15 %.
      amounts: [{ currency: 'USD', amount: '12.75' }],
    });
  });

  it('is for tutors only', async () => {
    expectRefused(await earnings(student), 403, 'forbidden');
    expectRefused(await earnings(await client.newParent()), 403, 'forbidden');
    expect((await earnings(undefined)).statusCode).toBe(401);
  });
});
