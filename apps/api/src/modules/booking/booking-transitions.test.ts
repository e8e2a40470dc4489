import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, jobs, users } from '../../db/schema/index';
import {
  atHour,
  bookingClient,
  expectRefused,
  testEpoch,
  type BookingClient,
} from './booking.test-client';

describe('a booking’s life', () => {
  let client: BookingClient;
  beforeAll(async () => {
    client = await bookingClient();
  });
  afterAll(() => client.app.close());
  beforeEach(() => client.clock.set(testEpoch));

  const rowOf = (id: string) => client.rowOf(id);

  it('lets only the tutor confirm or decline a request, before it starts', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent();
    const id = await client.booked(tutor, student, atHour(24 + 9));

    expectRefused(await client.act(student, id, 'confirm'), 403, 'forbidden');
    expectRefused(await client.act(student, id, 'decline'), 403, 'forbidden');
    // Strangers are told the booking does not exist, whatever their role.
    const strangers = [
      await client.newTutor(),
      await client.newStudent(),
      await client.newParent(),
    ];
    for (const stranger of strangers) {
      expectRefused(await client.act(stranger, id, 'confirm'), 404, 'booking_not_found');
      expectRefused(await client.act(stranger, id, 'cancel'), 404, 'booking_not_found');
    }
    for (const missing of [randomUUID(), 'not-a-uuid']) {
      expectRefused(await client.act(tutor, missing, 'confirm'), 404, 'booking_not_found');
    }

    client.clock.set(atHour(1));
    const confirmed = await client.act(tutor, id, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      succeeded: true,
      message: 'The session is confirmed.',
      data: { id, status: 'confirmed', allowedActions: ['cancel', 'reschedule'] },
    });
    expect(await rowOf(id)).toMatchObject({ status: 'confirmed', updatedAt: new Date(atHour(1)) });
    expect(await client.eventsOf(id)).toMatchObject([
      { actorId: student.user.id, fromStatus: null, toStatus: 'requested' },
      {
        actorId: tutor.user.id,
        fromStatus: 'requested',
        toStatus: 'confirmed',
        at: new Date(atHour(1)),
      },
    ]);
    expectRefused(await client.act(tutor, id, 'confirm'), 409, 'invalid_transition');
    expectRefused(await client.act(tutor, id, 'decline'), 409, 'invalid_transition');

    const declinedId = await client.booked(tutor, student, atHour(24 + 11));
    const declined = await client.act(tutor, declinedId, 'decline', { reason: 'Away that day' });
    expect(declined.json()).toMatchObject({
      message: 'The request is declined.',
      data: { status: 'declined', allowedActions: [] },
    });
    expect((await client.eventsOf(declinedId))[1]).toMatchObject({
      fromStatus: 'requested',
      toStatus: 'declined',
      reason: 'Away that day',
    });

    const lateId = await client.booked(tutor, student, atHour(24 + 13));
    client.clock.set(atHour(24 + 13));
    expectRefused(await client.act(tutor, lateId, 'confirm'), 409, 'invalid_transition');
    expect((await rowOf(lateId))?.status).toBe('requested');
  });

  it('lets either side cancel before the start, flagging a cancellation within 24 hours', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent();
    const parent = await client.newParent();
    const early = await client.booked(tutor, student, atHour(72 + 9));
    const soon = await client.booked(tutor, parent, atHour(24 + 9));
    const started = await client.booked(tutor, student, atHour(24 + 15));

    const byStudent = await client.act(
      student,
      early,
      'cancel',
      { reason: 'Exam moved' },
      {
        'accept-language': 'ar',
      },
    );
    expect(byStudent.statusCode).toBe(200);
    expect(byStudent.json()).toMatchObject({
      message: 'تم إلغاء الجلسة.',
      data: { status: 'cancelled', lateCancellation: false, allowedActions: [] },
    });
    expect((await client.eventsOf(early))[1]).toMatchObject({
      actorId: student.user.id,
      toStatus: 'cancelled',
      reason: 'Exam moved',
    });

    client.clock.set(atHour(12)); // 21 hours before the start
    const byTutor = await client.act(tutor, soon, 'cancel');
    expect(byTutor.json().data).toMatchObject({ status: 'cancelled', lateCancellation: true });
    expect(await rowOf(soon)).toMatchObject({ lateCancellation: true });
    expectRefused(await client.act(parent, soon, 'cancel'), 409, 'invalid_transition');

    client.clock.set(atHour(24 + 15));
    expectRefused(await client.act(student, started, 'cancel'), 409, 'invalid_transition');
    expect((await rowOf(started))?.status).toBe('requested');
  });

  it('lets the family cancel their child’s booking, and no other family', async () => {
    const tutor = await client.newTutor();
    const parent = await client.newParent();
    const otherParent = await client.newParent();
    const id = await client.booked(tutor, parent, atHour(48 + 9));
    expectRefused(await client.act(otherParent, id, 'cancel'), 404, 'booking_not_found');
    const cancelled = await client.act(parent, id, 'cancel', { reason: '   ' });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await client.eventsOf(id))[1]).toMatchObject({
      actorId: parent.user.id,
      toStatus: 'cancelled',
      reason: null,
    });
  });

  it('completes and records no-shows only after the end, each by the right side', async () => {
    const tutor = await client.newTutor({ autoConfirm: true });
    const student = await client.newStudent();
    const taught = await client.booked(tutor, student, atHour(24 + 9));
    const missed = await client.booked(tutor, student, atHour(24 + 11));
    const requested = await (async () => {
      const manual = await client.newTutor();
      return { tutor: manual, id: await client.booked(manual, student, atHour(24 + 13)) };
    })();

    client.clock.set(atHour(24 + 9.9));
    expectRefused(await client.act(tutor, taught, 'complete'), 409, 'invalid_transition');
    expectRefused(
      await client.act(student, taught, 'no-show', { party: 'tutor' }),
      409,
      'invalid_transition',
    );

    client.clock.set(atHour(24 + 10));
    expect((await client.read(tutor, taught)).json().data.allowedActions).toEqual([
      'complete',
      'no-show',
    ]);
    expect((await client.read(student, taught)).json().data.allowedActions).toEqual(['no-show']);
    expectRefused(await client.act(student, taught, 'complete'), 403, 'forbidden');
    const completed = await client.act(tutor, taught, 'complete');
    expect(completed.json()).toMatchObject({
      message: 'The session is marked as completed.',
      data: { status: 'completed', canWriteNotes: true, canReview: false, allowedActions: [] },
    });
    expect((await client.read(student, taught)).json().data).toMatchObject({
      canReview: true,
      canWriteNotes: false,
    });

    client.clock.set(atHour(24 + 12));
    // Each side reports the other: the family the tutor, the tutor the student.
    expectRefused(
      await client.act(student, missed, 'no-show', { party: 'student' }),
      403,
      'forbidden',
    );
    expectRefused(await client.act(tutor, missed, 'no-show', { party: 'tutor' }), 403, 'forbidden');
    const invalid = await client.act(tutor, missed, 'no-show', { party: 'nobody' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details).toEqual({ party: 'Please choose one of the options.' });
    const reported = await client.act(student, missed, 'no-show', {
      party: 'tutor',
      reason: 'Waited 20 minutes',
    });
    expect(reported.json()).toMatchObject({
      message: 'The no-show is recorded.',
      data: { status: 'no_show', noShowParty: 'tutor' },
    });
    expect((await client.eventsOf(missed)).at(-1)).toMatchObject({
      actorId: student.user.id,
      fromStatus: 'confirmed',
      toStatus: 'no_show',
      reason: 'Waited 20 minutes',
    });
    expectRefused(await client.act(tutor, missed, 'complete'), 409, 'invalid_transition');

    // A request never confirmed cannot be completed or reported.
    client.clock.set(atHour(24 + 14));
    expectRefused(
      await client.act(requested.tutor, requested.id, 'complete'),
      409,
      'invalid_transition',
    );
    expectRefused(
      await client.act(requested.tutor, requested.id, 'no-show', { party: 'student' }),
      409,
      'invalid_transition',
    );
  });

  it('tells the other side of each change by email, and nobody of a refused one', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent();
    const inbox = async (caller: { user: { id: string } }) => {
      const [user] = await client.app.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, caller.user.id));
      const emails = await client.app.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, user?.email ?? ''));
      return emails.length;
    };
    const id = await client.booked(tutor, student, atHour(72 + 9));
    expect([await inbox(tutor), await inbox(student)]).toEqual([1, 0]);
    await client.act(tutor, id, 'confirm');
    expect([await inbox(tutor), await inbox(student)]).toEqual([1, 1]);
    const reminders = await client.app.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(like(jobs.key, `booking-reminder:${id}:%`));
    expect(reminders).toHaveLength(2);
    const moved = await client.act(student, id, 'reschedule', { start: atHour(96 + 9) });
    expect([await inbox(tutor), await inbox(student)]).toEqual([2, 1]);
    const movedId = moved.json().data.id;
    await client.act(tutor, movedId, 'cancel', { reason: 'Ill' });
    expect([await inbox(tutor), await inbox(student)]).toEqual([2, 2]);
    expectRefused(await client.act(student, movedId, 'cancel'), 409, 'invalid_transition');
    expect([await inbox(tutor), await inbox(student)]).toEqual([2, 2]);
  });

  it('shows each side only the actions it may take now', async () => {
    const tutor = await client.newTutor();
    const parent = await client.newParent();
    const id = await client.booked(tutor, parent, atHour(24 + 9));
    expect((await client.read(tutor, id)).json().data.allowedActions).toEqual([
      'confirm',
      'decline',
      'cancel',
      'reschedule',
    ]);
    expect((await client.read(parent, id)).json().data.allowedActions).toEqual([
      'cancel',
      'reschedule',
    ]);
  });
});
