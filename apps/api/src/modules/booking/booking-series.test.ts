import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailOutbox, jobs, users } from '../../db/schema/index';
import { fundWallet } from '../wallet/wallet.fixtures';
import { reminderJobKey } from './booking-notifications';
import { bookingClient, type BookingClient, type Caller } from './booking.test-client';

type Occurrence = { id: string; start: string; status: string; seriesId: string };

describe('weekly lessons (booking series)', () => {
  let client: BookingClient;
  beforeAll(async () => {
    client = await bookingClient();
  });
  afterAll(() => client.app.close());

  /** A read without a payload; a write (confirm, skip, stop) with one. */
  const send = (caller: Caller, url: string, payload?: unknown, key?: string) =>
    client.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url: `/api/v1${url}`,
      headers: {
        authorization: caller.authorization,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const bookSeries = (caller: Caller, payload: object, key: string = crypto.randomUUID()) =>
    client.app.inject({
      method: 'POST',
      url: '/api/v1/booking-series',
      headers: { authorization: caller.authorization, 'idempotency-key': key },
      payload,
    });
  const seriesBody = (
    tutor: Caller,
    parent: Caller & { childId: string },
    start: string,
    extra: object = {},
  ) => ({
    tutorId: tutor.user.id,
    subjectId: client.subjectIds.math,
    childId: parent.childId,
    start,
    ...extra,
  });
  const livesIn = (caller: Caller, timeZone: string) =>
    client.app.db.update(users).set({ timeZone }).where(eq(users.id, caller.user.id));
  const hoursIn = async (tutor: Caller, timeZone: string, start: string, end: string) => {
    const saved = await client.app.inject({
      method: 'PUT',
      url: '/api/v1/tutor/availability',
      headers: { authorization: tutor.authorization },
      payload: {
        timeZone,
        minimumNoticeMinutes: 60,
        bookingHorizonDays: 30,
        autoConfirm: false,
        sessionMinutes: 60,
        weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end })),
        dateOverrides: [],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const localHours = (occurrences: Occurrence[], zone: string) =>
    occurrences.map((occurrence) => DateTime.fromISO(occurrence.start, { zone }).toFormat('HH:mm'));

  it("keeps the learner's 17:00 in London across the change to winter time", async () => {
    client.clock.set('2031-10-10T09:00:00.000Z');
    const tutor = await client.newTutor();
    const parent = await client.newParent();
    await livesIn(parent, 'Europe/London');
    // Tuesday 14 October 2031, 17:00 in London (BST); the clocks go back on 26 October.
    const response = await bookSeries(
      parent,
      seriesBody(tutor, parent, '2031-10-14T16:00:00.000Z', { weeks: 4 }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const series = response.json().data;
    expect(series).toMatchObject({ timeZone: 'Europe/London', localTime: '17:00', weeks: 4 });
    const occurrences = series.occurrences as Occurrence[];
    expect(occurrences.map((occurrence) => occurrence.start)).toEqual([
      '2031-10-14T16:00:00.000Z',
      '2031-10-21T16:00:00.000Z',
      '2031-10-28T17:00:00.000Z',
      '2031-11-04T17:00:00.000Z',
    ]);
    expect(localHours(occurrences, 'Europe/London')).toEqual(['17:00', '17:00', '17:00', '17:00']);
    // Each week is a booking of its own, read as any booking is.
    for (const occurrence of occurrences) {
      const read = await client.read(parent, occurrence.id);
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toMatchObject({
        id: occurrence.id,
        seriesId: series.id,
        status: 'requested',
      });
    }
  });

  it("judges each week in the tutor's zone: after New York's change two weeks are not free, and the nearest free hour is offered", async () => {
    client.clock.set('2031-10-15T09:00:00.000Z');
    const tutor = await client.newTutor();
    // 13:00–14:00 in New York only: 17:00 UTC in summer time, 18:00 UTC from 2 November.
    await hoursIn(tutor, 'America/New_York', '13:00', '14:00');
    const parent = await client.newParent();
    await livesIn(parent, 'Asia/Riyadh');
    // Tuesday 21 October, 20:00 in Riyadh (no daylight saving) = 13:00 in New York.
    const body = seriesBody(tutor, parent, '2031-10-21T17:00:00.000Z', { weeks: 4 });
    const refused = await bookSeries(parent, body);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'series_conflict',
      details: {
        '2031-11-04T17:00:00.000Z': '2031-11-04T18:00:00.000Z',
        '2031-11-11T17:00:00.000Z': '2031-11-11T18:00:00.000Z',
      },
    });
    expect(Object.keys(refused.json().error.details)).toHaveLength(2);
    expect(await client.rowsOfTutor(tutor.user.id)).toHaveLength(0);

    // The family takes the alternatives: 21:00 in Riyadh those two weeks, 13:00 for the tutor.
    const booked = await bookSeries(parent, {
      ...body,
      moves: refused.json().error.details,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const occurrences = booked.json().data.occurrences as Occurrence[];
    expect(localHours(occurrences, 'America/New_York')).toEqual([
      '13:00',
      '13:00',
      '13:00',
      '13:00',
    ]);
    expect(localHours(occurrences, 'Asia/Riyadh')).toEqual(['20:00', '20:00', '21:00', '21:00']);
  });

  it('refuses a series with three taken weeks, naming each with its alternative, and makes nothing', async () => {
    client.clock.set('2031-06-01T00:00:00.000Z');
    const tutor = await client.newTutor();
    const parent = await client.newParent();
    const other = await client.newStudent('Other Student');
    // Mondays from 2 June 2031 at 16:00 UTC; weeks 2, 4 and 6 are booked by someone else.
    const weekly = (week: number, hour = 16) =>
      new Date(
        Date.parse('2031-06-02T00:00:00.000Z') + week * 7 * 86_400_000 + hour * 3_600_000,
      ).toISOString();
    for (const week of [1, 3, 5]) await client.booked(tutor, other, weekly(week));
    const body = seriesBody(tutor, parent, weekly(0), { weeks: 8 });
    const refused = await bookSeries(parent, body);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe('series_conflict');
    // The nearest free hour each of those weeks: 15:00 (before, at the same distance as 17:00).
    expect(refused.json().error.details).toEqual({
      [weekly(1)]: weekly(1, 15),
      [weekly(3)]: weekly(3, 15),
      [weekly(5)]: weekly(5, 15),
    });
    expect(await client.rowsOfTutor(tutor.user.id)).toHaveLength(3);
    const rows = await client.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.childId, parent.childId));
    expect(rows).toHaveLength(0);
    const emails = await client.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, ''));
    expect(emails).toHaveLength(0);

    const booked = await bookSeries(parent, { ...body, moves: refused.json().error.details });
    expect(booked.statusCode, booked.body).toBe(201);
    const starts = (booked.json().data.occurrences as Occurrence[]).map(
      (occurrence) => occurrence.start,
    );
    expect(starts).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((week) => weekly(week, [1, 3, 5].includes(week) ? 15 : 16)),
    );
  });

  it('makes exactly one of many simultaneous overlapping series, all of it, and nothing of the others', async () => {
    client.clock.set('2031-06-01T00:00:00.000Z');
    const tutor = await client.newTutor();
    const parents = [];
    for (let index = 0; index < 8; index += 1)
      parents.push(await client.newParent(`Child ${index}`));
    // Each asks 6 weeks; their first weeks differ, so they overlap in some weeks, not all.
    const responses = await Promise.all(
      parents.map((parent, index) =>
        bookSeries(
          parent,
          seriesBody(
            tutor,
            parent,
            new Date(
              Date.parse('2031-06-03T10:00:00.000Z') + (index % 2) * 7 * 86_400_000,
            ).toISOString(),
            { weeks: 6 },
          ),
          `race-${index}`,
        ),
      ),
    );
    const made = responses.filter((response) => response.statusCode === 201);
    expect(made).toHaveLength(1);
    for (const response of responses.filter((response) => response.statusCode !== 201)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(['series_conflict', 'booking_conflict']).toContain(response.json().error.code);
    }
    const rows = await client.rowsOfTutor(tutor.user.id);
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((row) => row.seriesId))).toEqual(new Set([made[0]?.json().data.id]));
  });

  it('holds each week 7 days before it, tells the family when the wallet cannot, and releases that week 24 hours before if still unpaid', async () => {
    client.clock.set('2031-06-01T00:00:00.000Z');
    const tutor = await client.newTutor();
    // 30.00 a lesson: the wallet covers two.
    const parent = await client.newParent('Held Child', { walletMinor: 6000 });
    const first = '2031-06-03T10:00:00.000Z';
    const week = (n: number) => new Date(Date.parse(first) + n * 7 * 86_400_000);
    const booked = await bookSeries(parent, seriesBody(tutor, parent, first, { weeks: 4 }));
    expect(booked.statusCode, booked.body).toBe(201);
    const series = booked.json().data;
    const ids = (series.occurrences as Occurrence[]).map((occurrence) => occurrence.id);
    const paymentOf = async () =>
      (await client.app.db.select().from(bookings).where(inArray(bookings.id, ids)))
        .sort((a, b) => a.startAt.getTime() - b.startAt.getTime())
        .map((row) => [row.status, row.paymentStatus]);
    // Only the week within 7 days is held at booking.
    expect(await paymentOf()).toEqual([
      ['requested', 'held'],
      ['requested', null],
      ['requested', null],
      ['requested', null],
    ]);
    const confirmed = await send(
      tutor,
      `/booking-series/${series.id}/confirm`,
      {},
      'confirm-series',
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(
      (confirmed.json().data.occurrences as Occurrence[]).map((occurrence) => occurrence.status),
    ).toEqual(['confirmed', 'confirmed', 'confirmed', 'confirmed']);

    const at = async (instant: Date) => {
      client.clock.set(instant);
      await client.app.runDueJobs();
    };
    const day = 86_400_000;
    await at(new Date(week(1).getTime() - 7 * day));
    expect((await paymentOf())[1]).toEqual(['confirmed', 'held']);
    // Week 3: the wallet is empty. The family is told, and the week waits.
    const [parentRow] = await client.app.db
      .select()
      .from(users)
      .where(eq(users.id, parent.user.id));
    const walletEmails = () =>
      client.app.db
        .select({ subject: emailOutbox.subject })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.toAddress, parentRow?.email ?? ''),
            eq(emailOutbox.subject, 'Top up your wallet for the next Math lesson'),
          ),
        );
    await at(new Date(week(2).getTime() - 7 * day));
    expect((await paymentOf())[2]).toEqual(['confirmed', null]);
    expect(await walletEmails()).toHaveLength(1);
    // The family tops up before the deadline: held then.
    await fundWallet(client.app, parent.user.id, 3000);
    await at(new Date(week(2).getTime() - day));
    expect((await paymentOf())[2]).toEqual(['confirmed', 'held']);
    // Week 4: empty again, told, not topped up: released 24 hours before, the others untouched.
    await at(new Date(week(3).getTime() - 7 * day));
    expect(await walletEmails()).toHaveLength(2);
    await at(new Date(week(3).getTime() - day));
    expect(await paymentOf()).toEqual([
      ['confirmed', 'held'],
      ['confirmed', 'held'],
      ['confirmed', 'held'],
      ['cancelled', null],
    ]);
    const events = await client.eventsOf(ids[3] ?? '');
    expect(events.at(-1)).toMatchObject({ actorId: null, toStatus: 'cancelled' });
  });

  it('holds a week that was moved before it was paid for at its new time, and the tutor is paid for it', async () => {
    client.clock.set('2031-06-01T00:00:00.000Z');
    const tutor = await client.newTutor();
    const parent = await client.newParent('Moved Child', { walletMinor: 30000 });
    const booked = await bookSeries(
      parent,
      seriesBody(tutor, parent, '2031-06-03T10:00:00.000Z', { weeks: 4 }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const series = booked.json().data;
    const ids = (series.occurrences as Occurrence[]).map((occurrence) => occurrence.id);
    await send(tutor, `/booking-series/${series.id}/confirm`, {}, 'confirm-moved');
    // Week 3 is weeks away, so nothing is held for it yet; the family moves it by two hours.
    const moved = await client.act(parent, ids[2] ?? '', 'reschedule', {
      start: '2031-06-17T12:00:00.000Z',
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const movedId: string = moved.json().data.id;
    const paymentOfMoved = async () =>
      (await client.app.db.select().from(bookings).where(eq(bookings.id, movedId)))[0]
        ?.paymentStatus;
    expect(await paymentOfMoved()).toBeNull();
    const reconfirmed = await client.act(tutor, movedId, 'confirm');
    expect(reconfirmed.statusCode, reconfirmed.body).toBe(200);

    client.clock.set('2031-06-10T12:00:00.000Z');
    await client.app.runDueJobs();
    expect(await paymentOfMoved()).toBe('held');
    client.clock.set('2031-06-17T13:30:00.000Z');
    const completed = await client.act(tutor, movedId, 'complete');
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await paymentOfMoved()).toBe('charged');
  });

  it("gives every week of a series the tutor confirms at once its reminders, not only the first's", async () => {
    client.clock.set('2031-06-01T00:00:00.000Z');
    const tutor = await client.newTutor({ autoConfirm: true });
    const parent = await client.newParent();
    const booked = await bookSeries(
      parent,
      seriesBody(tutor, parent, '2031-06-03T10:00:00.000Z', { weeks: 3 }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const occurrences = booked.json().data.occurrences as Occurrence[];
    expect(occurrences.map((occurrence) => occurrence.status)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
    ]);
    const keys = occurrences.flatMap((occurrence) => [
      reminderJobKey(occurrence.id, 24),
      reminderJobKey(occurrence.id, 1),
    ]);
    const scheduled = await client.app.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(inArray(jobs.key, keys));
    expect(scheduled.map((job) => job.key).sort()).toEqual([...keys].sort());
  });

  it('refuses a moved time that is not one of the weeks, or leaves its week, and makes nothing', async () => {
    client.clock.set('2031-06-01T00:00:00.000Z');
    const tutor = await client.newTutor();
    const parent = await client.newParent();
    const first = '2031-06-03T10:00:00.000Z';
    for (const moves of [
      // Not a week of the series: it would be ignored, and the family think it moved.
      { '2031-06-04T10:00:00.000Z': '2031-06-04T12:00:00.000Z' },
      // The second week, carried ten days on: past "that week", towards the tutor's horizon.
      { '2031-06-10T10:00:00.000Z': '2031-06-20T10:00:00.000Z' },
    ]) {
      const refused = await bookSeries(
        parent,
        seriesBody(tutor, parent, first, { weeks: 3, moves }),
      );
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'validation_failed',
        details: {
          moves: "Each changed time must move one of the series' weeks within that week.",
        },
      });
    }
    const made = await client.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.tutorId, tutor.user.id));
    expect(made).toHaveLength(0);
  });

  it('skips one week, moves another and stops the rest, each without touching the others', async () => {
    client.clock.set('2031-06-01T00:00:00.000Z');
    const tutor = await client.newTutor();
    const parent = await client.newParent();
    const booked = await bookSeries(
      parent,
      seriesBody(tutor, parent, '2031-06-03T10:00:00.000Z', { weeks: 5 }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const series = booked.json().data;
    const ids = (series.occurrences as Occurrence[]).map((occurrence) => occurrence.id);
    await send(tutor, `/booking-series/${series.id}/confirm`, {}, 'confirm-2');

    const skipped = await send(
      parent,
      `/booking-series/${series.id}/occurrences/${ids[1]}/skip`,
      {},
      'skip-1',
    );
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(
      (skipped.json().data.occurrences as Occurrence[]).map((occurrence) => occurrence.status),
    ).toEqual(['confirmed', 'cancelled', 'confirmed', 'confirmed', 'confirmed']);
    // Moved as any booking is: the new booking stays in the series.
    const moved = await client.act(parent, ids[2] ?? '', 'reschedule', {
      start: '2031-06-17T12:00:00.000Z',
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json().data.seriesId).toBe(series.id);
    const read = await send(parent, `/booking-series/${series.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(
      (read.json().data.occurrences as Occurrence[])
        .filter((occurrence) => occurrence.status !== 'cancelled')
        .map((occurrence) => occurrence.start),
    ).toEqual([
      '2031-06-03T10:00:00.000Z',
      '2031-06-17T12:00:00.000Z',
      '2031-06-24T10:00:00.000Z',
      '2031-07-01T10:00:00.000Z',
    ]);

    // Stopped after the first lesson: every week still ahead is cancelled, the past one stays.
    client.clock.set('2031-06-05T00:00:00.000Z');
    const stopped = await send(parent, `/booking-series/${series.id}/stop`, {}, 'stop');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().data.stoppedAt).toBe('2031-06-05T00:00:00.000Z');
    const active = (stopped.json().data.occurrences as Occurrence[]).filter(
      (occurrence) => occurrence.status === 'confirmed',
    );
    expect(active.map((occurrence) => occurrence.start)).toEqual(['2031-06-03T10:00:00.000Z']);
    // Nobody else reads the series.
    const stranger = await client.newParent('Stranger');
    expect((await send(stranger, `/booking-series/${series.id}`)).statusCode).toBe(404);
  });
});
