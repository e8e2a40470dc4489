import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings } from '../../db/schema/index';
import { ManualClock } from '../../plugins/clock';
import { buildTestApp } from '../../test/build-test-app';
import { bookingReminderHandler, notifyBookingChange } from './booking-notifications';
import {
  calendarsOf,
  createBookingPeople,
  insertBooking,
  mailTo,
  remindersOf,
} from './booking-notifications.fixtures';
import { patience } from '../../test/wait-for';

const hour = 3_600_000;
const startAt = new Date('2030-03-04T14:00:00Z');

describe('booking reminders', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2030-03-01T09:00:00Z');
  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
  });
  afterAll(() => app.close());

  /** A confirmed booking with its reminders scheduled, as the booking service leaves it. */
  async function confirmedBooking(options: { language?: 'en' | 'ar' } = {}) {
    clock.set('2030-03-01T09:00:00Z');
    const people = await createBookingPeople(app, {
      tutor: { language: 'ar', timeZone: 'Asia/Riyadh' },
      family: { language: options.language ?? 'en', timeZone: 'America/New_York' },
    });
    const booking = await insertBooking(app, people, {
      startAt,
      status: 'confirmed',
      history: [
        { from: null, to: 'requested', actorId: people.family.id },
        { from: 'requested', to: 'confirmed', actorId: people.tutor.id },
      ],
    });
    await app.db.transaction((tx) =>
      notifyBookingChange(
        tx,
        { appUrl: app.config.appUrl, now: clock.now() },
        'confirmed',
        booking.id,
        { actorId: people.tutor.id },
      ),
    );
    return { people, booking };
  }

  /** Runs what is due, then waits for the background runner too, if it took a job first. */
  async function runDue(bookingId: string, runners = 1) {
    await Promise.all(Array.from({ length: runners }, () => app.runDueJobs()));
    await vi.waitFor(async () => {
      const due = (await remindersOf(app, bookingId)).filter(
        (job) => job.status === 'pending' && job.dueAt <= clock.now(),
      );
      expect(due).toEqual([]);
    }, patience);
  }

  const remindersTo = async (address: string) =>
    (await mailTo(app, address)).filter((email) => /^(Reminder|تذكير)/.test(email.subject));

  it('reminds the tutor and the family 24 hours and 1 hour before, each once', async () => {
    const { people, booking } = await confirmedBooking();
    await runDue(booking.id);
    expect(await remindersTo(people.family.email)).toEqual([]);

    clock.set(startAt.getTime() - 24 * hour);
    await runDue(booking.id);
    await runDue(booking.id);
    const [familyDay, ...familyExtra] = await remindersTo(people.family.email);
    expect(familyExtra).toEqual([]);
    expect(familyDay?.subject).toBe('Reminder: Math session in 24 hours');
    expect(familyDay?.reading).toMatch(/When: Monday, March 4, 2030, 9:00\s*–\s*10:00\sAM/);
    expect(calendarsOf(familyDay!)[0]?.properties).toMatchObject({
      UID: `${booking.id}@nibras`,
      DTSTART: '20300304T140000Z',
      STATUS: 'CONFIRMED',
    });
    const [tutorDay] = await remindersTo(people.tutor.email);
    expect(tutorDay?.subject).toBe('تذكير: حصة الرياضيات بعد 24 ساعة');
    expect(tutorDay?.reading).toMatch(/5:00\s*–\s*6:00\sم \(التوقيت العربي الرسمي\)/);

    // Two runners at once, as two processes would: still one reminder each.
    clock.set(startAt.getTime() - hour);
    await runDue(booking.id, 2);
    await runDue(booking.id);
    expect((await remindersTo(people.family.email)).map((email) => email.subject)).toEqual([
      'Reminder: Math session in 1 hour',
      'Reminder: Math session in 24 hours',
    ]);
    expect((await remindersTo(people.tutor.email)).map((email) => email.subject)).toEqual([
      'تذكير: حصة الرياضيات بعد ساعة واحدة',
      'تذكير: حصة الرياضيات بعد 24 ساعة',
    ]);
    expect((await remindersOf(app, booking.id)).map((job) => job.status)).toEqual(['done', 'done']);
  });

  it('does not send twice when a runner died after sending, before recording the job', async () => {
    const { people, booking } = await confirmedBooking();
    clock.set(startAt.getTime() - 24 * hour);
    const [dayJob] = await remindersOf(app, booking.id);
    // The handler as two runners would call it for the same row: the second finds it sent.
    const send = bookingReminderHandler(app);
    await send(dayJob?.payload, { db: app.db, now: clock.now() });
    await send(dayJob?.payload, { db: app.db, now: clock.now() });
    expect(await remindersTo(people.family.email)).toHaveLength(1);
    expect(await remindersTo(people.tutor.email)).toHaveLength(1);
  });

  it('sends nothing for a booking cancelled since', async () => {
    const { people, booking } = await confirmedBooking();
    await app.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    clock.set(startAt.getTime() - hour);
    await runDue(booking.id);
    expect(await remindersTo(people.family.email)).toEqual([]);
    expect(await remindersTo(people.tutor.email)).toEqual([]);
    // Done, not retried: there is nothing left to remind of.
    expect((await remindersOf(app, booking.id)).map((job) => job.status)).toEqual(['done', 'done']);
  });

  it('sends nothing for a booking that no longer starts at the time it was made for', async () => {
    const { people, booking } = await confirmedBooking({ language: 'ar' });
    await app.db
      .update(bookings)
      .set({
        startAt: new Date(startAt.getTime() + 2 * hour),
        endAt: new Date(startAt.getTime() + 3 * hour),
      })
      .where(eq(bookings.id, booking.id));
    clock.set(startAt.getTime() - hour);
    await runDue(booking.id);
    expect(await remindersTo(people.family.email)).toEqual([]);
    expect(await remindersTo(people.tutor.email)).toEqual([]);
  });

  it('sends no stale reminder once the booking has started (a runner that was down)', async () => {
    const { people, booking } = await confirmedBooking();
    clock.set(startAt.getTime() + 10 * 60_000);
    await runDue(booking.id);
    expect(await remindersTo(people.family.email)).toEqual([]);
  });
});
