import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingJoins, bookings, emailOutbox, tutorReviews, users } from '../../db/schema/index';
import { patience } from '../../test/wait-for';
import { mailTo } from './booking-notifications.fixtures';
import { atHour, bookingClient, testEpoch, type BookingClient } from './booking.test-client';

describe('the classroom, notes and reviews', () => {
  let client: BookingClient;
  beforeAll(async () => {
    client = await bookingClient();
  });
  afterAll(() => client.app.close());
  beforeEach(() => client.clock.set(testEpoch));

  const roomOf = async (id: string) => {
    const [row] = await client.app.db
      .select({ roomName: bookings.roomName })
      .from(bookings)
      .where(eq(bookings.id, id));
    return row?.roomName ?? '';
  };

  it('opens the room 10 minutes before a confirmed booking, until its end, to its participants', async () => {
    const tutor = await client.newTutor({ autoConfirm: true });
    const parent = await client.newParent();
    const id = await client.booked(tutor, parent, atHour(24 + 9));
    const url = `https://meet.jit.si/${await roomOf(id)}`;

    client.clock.set(atHour(24 + 9 - 11 / 60));
    const early = await client.join(parent, id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: 'join_not_open',
      message: 'The classroom opens 10 minutes before the start and closes at the end.',
    });
    expect((await client.read(parent, id)).json().data.classroom.open).toBe(false);

    client.clock.set(atHour(24 + 9 - 10 / 60));
    const opened = await client.join(parent, id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toEqual({ url });
    expect(opened.headers['cache-control']).toBe('no-store');
    expect((await client.read(parent, id)).json().data.classroom).toEqual({
      opensAt: atHour(24 + 9 - 10 / 60),
      closesAt: atHour(24 + 10),
      open: true,
    });

    client.clock.set(atHour(24 + 9.5));
    expect((await client.join(tutor, id)).json().data).toEqual({ url });
    client.clock.set(atHour(24 + 9.99));
    expect((await client.join(parent, id)).statusCode).toBe(200);

    const stranger = await client.newStudent();
    const refused = await client.join(stranger, id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('booking_not_found');

    client.clock.set(atHour(24 + 10));
    expect((await client.join(tutor, id)).json().error.code).toBe('join_not_open');

    const joins = await client.app.db
      .select()
      .from(bookingJoins)
      .where(eq(bookingJoins.bookingId, id));
    expect(joins).toHaveLength(3);
    expect((await client.read(tutor, id)).json().data.joins).toEqual([
      { userId: parent.user.id, fullName: 'Paula Parent', at: atHour(24 + 9 - 10 / 60) },
      { userId: tutor.user.id, fullName: 'Tariq Tutor', at: atHour(24 + 9.5) },
      { userId: parent.user.id, fullName: 'Paula Parent', at: atHour(24 + 9.99) },
    ]);
  });

  it('keeps the room shut for a booking that is not confirmed', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent();
    const requested = await client.booked(tutor, student, atHour(24 + 9));
    const cancelled = await client.booked(tutor, student, atHour(24 + 11));
    await client.act(student, cancelled, 'cancel');
    client.clock.set(atHour(24 + 9.5));
    expect((await client.join(student, requested)).json().error.code).toBe('join_not_open');
    client.clock.set(atHour(24 + 11.5));
    expect((await client.join(tutor, cancelled)).json().error.code).toBe('join_not_open');
  });

  describe('after a booking', () => {
    const completedBooking = async () => {
      const tutor = await client.newTutor({ autoConfirm: true });
      const student = await client.newStudent();
      const parent = await client.newParent();
      const forStudent = await client.booked(tutor, student, atHour(24 + 9));
      const forChild = await client.booked(tutor, parent, atHour(24 + 10));
      return { tutor, student, parent, forStudent, forChild };
    };

    it('lets the tutor write notes and homework on a completed booking only', async () => {
      const { tutor, student, forStudent } = await completedBooking();
      const notes = { notes: 'Fractions went well.', homework: 'Exercises 3 to 7' };
      const tooSoon = await client.saveNotes(tutor, forStudent, notes);
      expect(tooSoon.statusCode).toBe(409);
      expect(tooSoon.json().error.code).toBe('invalid_transition');

      client.clock.set(atHour(24 + 10));
      await client.act(tutor, forStudent, 'complete');
      expect((await client.saveNotes(student, forStudent, notes)).statusCode).toBe(403);
      const empty = await client.saveNotes(tutor, forStudent, { notes: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.details).toEqual({ notes: 'Write a few words about the session.' });

      const saved = await client.saveNotes(tutor, forStudent, notes);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        message: 'Your notes are saved.',
        data: { id: forStudent, notes: { ...notes, updatedAt: atHour(24 + 10) } },
      });
      // The family is emailed once (their default channel includes email), on the session's page.
      const [row] = await client.app.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, student.user.id));
      const notesEmails = async () =>
        (await mailTo(client.app, row!.email)).filter((mail) =>
          mail.subject.startsWith('Notes and homework'),
        );
      await vi.waitFor(async () => expect(await notesEmails()).toHaveLength(1), patience);
      const [email] = await notesEmails();
      expect(email?.reading).toContain(`${tutor.user.fullName} wrote notes and homework`);
      expect(email?.text).toContain(`/sessions/${forStudent}`);

      client.clock.set(atHour(24 + 11));
      await client.saveNotes(tutor, forStudent, { notes: 'Fractions, then decimals.' });
      expect((await client.read(student, forStudent)).json().data.notes).toEqual({
        notes: 'Fractions, then decimals.',
        homework: '',
        updatedAt: atHour(24 + 11),
      });
      // An edit says nothing more: nothing new in the outbox, sent or not.
      const queued = await client.app.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.toAddress, row!.email),
            like(emailOutbox.subject, 'Notes and homework%'),
          ),
        );
      expect(queued).toHaveLength(1);
    });

    it('lets the family review a completed booking once', async () => {
      const { tutor, student, parent, forStudent, forChild } = await completedBooking();
      const review = { rating: 5, comment: 'Patient and clear.' };
      const tooSoon = await client.review(student, forStudent, review);
      expect(tooSoon.statusCode).toBe(409);
      expect(tooSoon.json().error.code).toBe('invalid_transition');

      client.clock.set(atHour(24 + 11));
      await client.act(tutor, forStudent, 'complete');
      await client.act(tutor, forChild, 'complete');
      expect((await client.review(tutor, forStudent, review)).statusCode).toBe(403);
      expect((await client.review(parent, forStudent, review)).statusCode).toBe(404);
      const outOfRange = await client.review(student, forStudent, { rating: 6 });
      expect(outOfRange.statusCode).toBe(400);
      expect(outOfRange.json().error.details).toEqual({
        rating: 'Choose a rating from 1 to 5 stars.',
      });

      const reviewed = await client.review(student, forStudent, review);
      expect(reviewed.statusCode).toBe(201);
      expect(reviewed.json()).toMatchObject({
        message: 'Thank you for your review.',
        data: { canReview: false, review: { ...review, createdAt: atHour(24 + 11) } },
      });
      const again = await client.review(student, forStudent, { rating: 1 });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('already_reviewed');

      expect((await client.review(parent, forChild, { rating: 4 })).statusCode).toBe(201);
      const rows = await client.app.db
        .select()
        .from(tutorReviews)
        .where(eq(tutorReviews.tutorId, tutor.user.id));
      expect(
        rows
          .map((row) => ({ author: row.authorId, booking: row.bookingId, rating: row.rating }))
          .sort((a, b) => a.rating - b.rating),
      ).toEqual([
        { author: parent.user.id, booking: forChild, rating: 4 },
        { author: student.user.id, booking: forStudent, rating: 5 },
      ]);
    });
  });

  it('gives the booking’s calendar file to its participants only', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent();
    const id = await client.booked(tutor, student, atHour(24 + 9));
    const file = await client.calendar(student, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="nibras-session-${id}.ics"`,
    );
    expect(file.body).toContain('BEGIN:VCALENDAR');
    expect(file.body).toContain(`UID:${id}@nibras`);
    expect(file.body).toContain('DTSTART:20310602T090000Z');
    expect(file.body).not.toContain(await roomOf(id));
    expect((await client.calendar(tutor, id, 'ar')).statusCode).toBe(200);
    const stranger = await client.calendar(await client.newStudent(), id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('booking_not_found');
    expect((await client.calendar({ authorization: '' } as never, id)).statusCode).toBe(401);
  });
});
