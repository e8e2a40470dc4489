import { asc, eq, like } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailOutbox, jobs, users } from '../../db/schema/index';
import { bookingTimeText } from './booking-emails';
import { reminderJobKey } from './booking-notifications';
import { bookingClient, type BookingClient, type Caller } from './booking.test-client';
import { seriesExtendHandler } from './series-extension';

describe('an open weekly series (until stopped) and a series confirmed at once', () => {
  let client: BookingClient;
  beforeAll(async () => {
    client = await bookingClient();
  });
  afterAll(() => client.app.close());

  const openSeries = (tutor: Caller, parent: Caller & { childId: string }, start: string) =>
    client.bookSeries(parent, {
      tutorId: tutor.user.id,
      subjectId: client.subjectIds.math,
      childId: parent.childId,
      start,
    });
  const weeksOf = (seriesId: string) =>
    client.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.seriesId, seriesId))
      .orderBy(asc(bookings.startAt));
  const emailsTo = async (caller: Caller) => {
    const [row] = await client.app.db.select().from(users).where(eq(users.id, caller.user.id));
    return client.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, row?.email ?? ''));
  };
  const runJobsAt = async (instant: string) => {
    client.clock.set(instant);
    await client.app.runDueJobs();
  };
  const extensionJobs = (seriesId: string) =>
    client.app.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `booking-series.extend:${seriesId}:%`))
      .orderBy(asc(jobs.dueAt));

  it("adds the 27th week as the first starts, at the learner's 17:00 in London after the change to summer time, confirmed and held like the others, and only once", async () => {
    client.clock.set('2031-11-25T09:00:00.000Z');
    const tutor = await client.newTutor();
    const parent = await client.newParent();
    await client.app.db
      .update(users)
      .set({ timeZone: 'Europe/London' })
      .where(eq(users.id, parent.user.id));
    // Tuesday 2 December 2031, 17:00 in London (GMT).
    const booked = await openSeries(tutor, parent, '2031-12-02T17:00:00.000Z');
    expect(booked.statusCode, booked.body).toBe(201);
    const series = booked.json().data;
    expect(series).toMatchObject({ untilStopped: true, weeks: 26, localTime: '17:00' });
    const confirmed = await client.seriesStep(tutor, series.id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    await runJobsAt('2031-12-02T17:00:00.000Z');
    const weeks = await weeksOf(series.id);
    expect(weeks).toHaveLength(27);
    const added = weeks.at(-1);
    // 26 weeks after the first: 1 June 2032, 17:00 in London, which is 16:00 UTC in summer.
    expect(added?.startAt.toISOString()).toBe('2032-06-01T16:00:00.000Z');
    expect(
      DateTime.fromJSDate(added?.startAt ?? new Date(), { zone: 'Europe/London' }).toFormat(
        'HH:mm',
      ),
    ).toBe('17:00');
    expect(added).toMatchObject({
      status: 'confirmed',
      priceAmount: weeks[0]?.priceAmount,
      mode: 'online',
      seriesId: series.id,
    });
    expect((await client.eventsOf(added?.id ?? '')).map((event) => event.toStatus)).toEqual([
      'confirmed',
    ]);
    // Its money is held a week before it, as every other week's.
    const [hold] = await client.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `booking-series.hold:${added?.id}`));
    expect(hold?.dueAt.toISOString()).toBe('2032-05-25T16:00:00.000Z');
    // The next week is added as the second starts.
    const chain = await extensionJobs(series.id);
    // (A claimed job's due time is its runner's lease: only the pending one's is compared.)
    expect(chain.map((job) => job.status)).toEqual(['done', 'pending']);
    expect(chain[1]?.dueAt.toISOString()).toBe('2031-12-09T17:00:00.000Z');

    // The same job run again (a second runner, a retry) adds nothing.
    await seriesExtendHandler(client.app)(chain[0]?.payload, {
      db: client.app.db,
      now: new Date('2031-12-02T17:00:00.000Z'),
    });
    await client.app.runDueJobs();
    expect(await weeksOf(series.id)).toHaveLength(27);
    expect(await extensionJobs(series.id)).toHaveLength(2);
  });

  it('skips a week that is not free, tells the family why, books the week after, and adds nothing once stopped', async () => {
    client.clock.set('2031-11-24T00:00:00.000Z');
    const tutor = await client.newTutor();
    const other = await client.newStudent('Other Student');
    // Tuesday 2 December, 10:00 UTC: the week the series will want next.
    await client.booked(tutor, other, '2031-12-02T10:00:00.000Z');

    client.clock.set('2031-06-01T00:00:00.000Z');
    const parent = await client.newParent();
    const booked = await openSeries(tutor, parent, '2031-06-03T10:00:00.000Z');
    expect(booked.statusCode, booked.body).toBe(201);
    const seriesId: string = booked.json().data.id;
    expect(await weeksOf(seriesId)).toHaveLength(26);

    await runJobsAt('2031-06-03T10:00:00.000Z');
    expect(await weeksOf(seriesId)).toHaveLength(26);
    const told = (await emailsTo(parent)).filter(
      (email) => email.subject === 'One weekly lesson could not be booked: Math',
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('the tutor is not free at that time');
    expect(told[0]?.text).toContain(
      bookingTimeText(
        {
          startAt: new Date('2031-12-02T10:00:00.000Z'),
          endAt: new Date('2031-12-02T11:00:00.000Z'),
        },
        { language: 'en', timeZone: 'UTC' },
      ),
    );

    // The series goes on: the next week is free and is asked of the tutor, who never confirmed.
    await runJobsAt('2031-06-10T10:00:00.000Z');
    const weeks = await weeksOf(seriesId);
    expect(weeks).toHaveLength(27);
    expect(weeks.at(-1)).toMatchObject({
      startAt: new Date('2031-12-09T10:00:00.000Z'),
      status: 'requested',
    });

    const stopped = await client.seriesStep(parent, seriesId, 'stop');
    expect(stopped.statusCode, stopped.body).toBe(200);
    await runJobsAt('2031-06-17T10:00:00.000Z');
    expect(await weeksOf(seriesId)).toHaveLength(27);
    const pending = (await extensionJobs(seriesId)).filter((job) => job.status === 'pending');
    expect(pending).toHaveLength(0);
  });

  it('sends the family one email for a series the tutor confirms, in Arabic by the tutor’s form of address, listing every week, and keeps each week’s reminders', async () => {
    client.clock.set('2031-06-01T00:00:00.000Z');
    const tutor = await client.newTutor();
    await client.app.db
      .update(users)
      .set({ addressAs: 'feminine' })
      .where(eq(users.id, tutor.user.id));
    const parent = await client.newParent();
    await client.app.db
      .update(users)
      .set({ preferredLanguage: 'ar' })
      .where(eq(users.id, parent.user.id));
    const booked = await client.bookSeries(parent, {
      tutorId: tutor.user.id,
      subjectId: client.subjectIds.math,
      childId: parent.childId,
      start: '2031-06-03T10:00:00.000Z',
      weeks: 4,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const seriesId: string = booked.json().data.id;
    const before = new Set((await emailsTo(parent)).map((email) => email.id));

    const confirmed = await client.seriesStep(tutor, seriesId, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const emails = (await emailsTo(parent)).filter((email) => !before.has(email.id));
    expect(emails.map((email) => email.subject)).toEqual(['تم تأكيد حصصك الأسبوعية: الرياضيات']);
    expect(emails[0]?.text).toContain('أكّدت');
    const weeks = await weeksOf(seriesId);
    expect(weeks.map((week) => week.status)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
      'confirmed',
    ]);
    for (const week of weeks)
      expect(emails[0]?.text).toContain(bookingTimeText(week, { language: 'ar', timeZone: 'UTC' }));
    const keys = weeks.flatMap((week) => [reminderJobKey(week.id, 24), reminderJobKey(week.id, 1)]);
    const reminders = await client.app.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(like(jobs.key, 'booking-reminder:%'));
    expect(reminders.map((job) => job.key)).toEqual(expect.arrayContaining(keys));
  });
});
