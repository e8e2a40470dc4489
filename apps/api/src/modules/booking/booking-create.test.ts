import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { childProfiles } from '../../db/schema/index';
import { atHour, bookingClient, testEpoch, type BookingClient } from './booking.test-client';

describe('booking a lesson', () => {
  let client: BookingClient;
  beforeAll(async () => {
    client = await bookingClient();
  });
  afterAll(() => client.app.close());
  beforeEach(() => client.clock.set(testEpoch));

  it('lets a student request a booking, priced for its length and held for the tutor', async () => {
    const tutor = await client.newTutor({ sessionMinutes: 45, onlinePrice: '30.00' });
    const student = await client.newStudent();
    // 45-minute slots from 08:00: 08:00, 08:45, 09:30…
    const start = atHour(24 + 8.75);
    const response = await client.book(student, client.bookingBody(tutor, student, start));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      succeeded: true,
      message: 'Your request is sent. The tutor will confirm it soon.',
      error: null,
    });
    expect(body.data).toEqual({
      id: expect.any(String),
      status: 'requested',
      start,
      end: atHour(24 + 9.5),
      tutor: {
        id: tutor.user.id,
        fullName: 'Tariq Tutor',
        avatarUrl: null,
        timeZone: 'UTC',
        // Not said: the Arabic texts about the tutor stay neutral.
        addressAs: null,
      },
      subject: { id: client.subjectIds.math, nameEn: 'Math', nameAr: expect.any(String) },
      student: { id: student.user.id, fullName: 'Sami Student', kind: 'student' },
      learner: { firstName: 'Sami', age: null, grade: null, goals: null },
      ended: false,
      trial: false,
      price: { amount: '22.50', currency: 'USD' },
      payment: {
        status: 'held',
        amount: '22.50',
        currency: 'USD',
        charged: '0.00',
        disputableUntil: null,
      },
      lateCancellation: false,
      noShowParty: null,
      rescheduledFromId: null,
      rescheduledToId: null,
      seriesId: null,
      createdAt: testEpoch,
      allowedActions: ['cancel', 'reschedule'],
      classroom: { opensAt: atHour(24 + 8.75 - 1 / 6), closesAt: atHour(24 + 9.5), open: false },
      canReview: false,
      canWriteNotes: false,
      parentDecides: false,
      requestableChanges: [],
      changeRequest: null,
      mode: 'online',
      travelBufferMinutes: 0,
      area: null,
      place: null,
      address: null,
      visits: { arrivedAt: null, finishedAt: null },
    });
    const [row] = await client.rowsOfTutor(tutor.user.id);
    expect(row).toMatchObject({
      status: 'requested',
      studentId: student.user.id,
      childId: null,
      bookedById: student.user.id,
      priceAmount: '22.50',
    });
    // The room is unguessable and never part of an ordinary answer.
    expect(row?.roomName).toMatch(/^nibras-[0-9a-f]{32}$/);
    expect(response.body).not.toContain(row?.roomName);
    expect(await client.eventsOf(body.data.id)).toMatchObject([
      { actorId: student.user.id, fromStatus: null, toStatus: 'requested', reason: null },
    ]);
  });

  it('books a parent’s child, confirmed at once when the tutor confirms automatically', async () => {
    const tutor = await client.newTutor({ autoConfirm: true });
    const parent = await client.newParent();
    const response = await client.book(parent, client.bookingBody(tutor, parent, atHour(24 + 10)), {
      'accept-language': 'ar',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('تم حجز جلستك وتأكيدها.');
    expect(response.json().data).toMatchObject({
      status: 'confirmed',
      student: { id: parent.childId, fullName: 'Cami Child', kind: 'child' },
      price: { amount: '30.00', currency: 'USD' },
      allowedActions: ['cancel', 'reschedule'],
    });
    const [row] = await client.rowsOfTutor(tutor.user.id);
    expect(row).toMatchObject({ childId: parent.childId, bookedById: parent.user.id });
  });

  it('gives one free 30-minute trial per learner and tutor', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent();
    const trial = await client.book(
      student,
      client.bookingBody(tutor, student, atHour(24 + 9.5), { trial: true }),
    );
    expect(trial.statusCode).toBe(201);
    expect(trial.json().data).toMatchObject({
      trial: true,
      end: atHour(24 + 10),
      price: { amount: '0.00', currency: 'USD' },
    });
    const again = await client.book(
      student,
      client.bookingBody(tutor, student, atHour(48 + 9), { trial: true }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'trial_already_used',
      message: 'The free trial with this tutor has already been used.',
    });
    const other = await client.newStudent('Other Student');
    const theirs = client.bookingBody(tutor, other, atHour(48 + 9), { trial: true });
    expect((await client.book(other, theirs)).statusCode).toBe(201);

    // A cancelled trial does not use it up.
    expect((await client.act(student, trial.json().data.id, 'cancel')).statusCode).toBe(200);
    const retried = await client.book(
      student,
      client.bookingBody(tutor, student, atHour(72 + 9), { trial: true }),
    );
    expect(retried.statusCode).toBe(201);
  });

  it('answers before the time is chosen whether the family can still have a trial, on the same rule', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent();
    const eligibility = async (caller: Parameters<typeof client.trialEligibility>[0]) => {
      const response = await client.trialEligibility(caller, tutor.user.id);
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };
    expect(await eligibility(student)).toEqual({
      tutorId: tutor.user.id,
      available: true,
      learners: [{ childId: null, available: true }],
    });
    const trial = await client.booked(tutor, student, atHour(24 + 9.5), { trial: true });
    expect(await eligibility(student)).toMatchObject({
      available: false,
      learners: [{ childId: null, available: false }],
    });
    // Another tutor's trial is still there to have.
    const other = await client.newTutor();
    const elsewhere = await client.trialEligibility(student, other.user.id);
    expect(elsewhere.json().data.available).toBe(true);
    // A cancelled trial gives it back, as booking does.
    expect((await client.act(student, trial, 'cancel')).statusCode).toBe(200);
    expect((await eligibility(student)).available).toBe(true);

    // A parent: each child has their own; the family can have one while any child can.
    const parent = await client.newParent();
    const [second] = await client.app.db
      .insert(childProfiles)
      .values({
        parentId: parent.user.id,
        name: 'Second Child',
        age: 8,
        gradeId: (await client.app.db.select().from(childProfiles).limit(1))[0]!.gradeId,
        preferredLanguage: 'en',
        schoolName: '',
        learningGoals: '',
        preferredLearningTime: 'morning',
      })
      .returning({ id: childProfiles.id });
    await client.booked(tutor, parent, atHour(48 + 9), { trial: true });
    expect(await eligibility(parent)).toEqual({
      tutorId: tutor.user.id,
      available: true,
      learners: [
        { childId: parent.childId, available: false },
        { childId: second!.id, available: true },
      ],
    });
    await client.booked(tutor, parent, atHour(72 + 9), { trial: true, childId: second!.id });
    expect((await eligibility(parent)).available).toBe(false);

    // Only a family asks; an unknown tutor is not found.
    expect((await client.trialEligibility(tutor, tutor.user.id)).statusCode).toBe(403);
    const unknown = await client.trialEligibility(student, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('tutor_not_found');
  });

  it('lets only a student or a parent book, for themself or their own child', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent();
    const parent = await client.newParent();
    const otherParent = await client.newParent('Another Child');
    const start = atHour(24 + 9);
    const expectError = async (
      response: Awaited<ReturnType<BookingClient['book']>>,
      status: number,
      code: string,
    ) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ succeeded: false, data: null, error: { code } });
    };

    const otherTutor = await client.newTutor();
    await expectError(
      await client.book(otherTutor, client.bookingBody(tutor, student, start)),
      403,
      'forbidden',
    );
    await expectError(
      await client.book({ authorization: '' } as never, client.bookingBody(tutor, student, start)),
      401,
      'unauthorized',
    );
    const noChild = await client.book(parent, client.bookingBody(tutor, student, start));
    await expectError(noChild, 400, 'validation_failed');
    expect(noChild.json().error.details).toEqual({ childId: 'This field is required.' });
    await expectError(
      await client.book(parent, {
        ...client.bookingBody(tutor, parent, start),
        childId: otherParent.childId,
      }),
      404,
      'child_not_found',
    );
    await expectError(
      await client.book(student, {
        ...client.bookingBody(tutor, student, start),
        childId: parent.childId,
      }),
      400,
      'validation_failed',
    );
    for (const tutorId of [randomUUID(), student.user.id]) {
      await expectError(
        await client.book(student, { ...client.bookingBody(tutor, student, start), tutorId }),
        404,
        'tutor_not_found',
      );
    }
    await expectError(
      await client.book(student, {
        ...client.bookingBody(tutor, student, start),
        subjectId: client.subjectIds.physics,
      }),
      409,
      'subject_not_taught',
    );
    const invalid = await client.book(student, {
      tutorId: 'nope',
      subjectId: 'math',
      start: 'tomorrow',
    });
    await expectError(invalid, 400, 'validation_failed');
    expect(Object.keys(invalid.json().error.details).sort()).toEqual([
      'start',
      'subjectId',
      'tutorId',
    ]);
    expect(await client.rowsOfTutor(tutor.user.id)).toEqual([]);
  });

  it('books only a slot of the tutor’s schedule: not past, not too soon, not off hours', async () => {
    const tutor = await client.newTutor({
      hours: { start: '00:00', end: '24:00' },
      minimumNoticeMinutes: 120,
    });
    const student = await client.newStudent();
    client.clock.set(atHour(10));
    const refused = [
      atHour(5), // in the past
      atHour(10), // now
      atHour(11), // inside the two hours' notice
      atHour(14.5), // between two slots
      atHour(24 * 91), // past the 90-day horizon
    ];
    for (const start of refused) {
      const response = await client.book(student, client.bookingBody(tutor, student, start));
      expect(response.statusCode, start).toBe(409);
      expect(response.json().error.code, start).toBe('slot_unavailable');
    }
    const offHours = await client.newTutor({ hours: { start: '08:00', end: '12:00' } });
    for (const start of [atHour(24 + 12), atHour(24 + 7), atHour(24 + 11.5)]) {
      const response = await client.book(student, client.bookingBody(offHours, student, start));
      expect(response.json().error.code, start).toBe('slot_unavailable');
    }
    expect((await client.rowsOfTutor(tutor.user.id)).length).toBe(0);
    const fine = await client.book(student, client.bookingBody(tutor, student, atHour(12)));
    expect(fine.statusCode).toBe(201);
  });

  it('refuses an overlap with the tutor’s or the learner’s other bookings', async () => {
    const tutor = await client.newTutor();
    const otherTutor = await client.newTutor();
    const first = await client.newStudent();
    const second = await client.newStudent();
    const nine = atHour(24 + 9);
    const firstId = await client.booked(tutor, first, nine);

    const taken = await client.book(second, client.bookingBody(tutor, second, nine));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'booking_conflict',
      message: 'This time was just taken. Please choose another time.',
    });
    // A 30-minute trial inside the hour is refused too.
    const inside = client.bookingBody(tutor, second, atHour(24 + 9.5), { trial: true });
    expect((await client.book(second, inside)).json().error.code).toBe('booking_conflict');
    // The learner cannot be in two bookings at once either, even with another tutor.
    const twice = await client.book(first, client.bookingBody(otherTutor, first, nine));
    expect(twice.json().error.code).toBe('booking_conflict');
    // Back to back is fine.
    expect(
      (await client.book(second, client.bookingBody(tutor, second, atHour(24 + 10)))).statusCode,
    ).toBe(201);

    await client.act(first, firstId, 'cancel');
    expect((await client.book(second, client.bookingBody(tutor, second, nine))).statusCode).toBe(
      201,
    );
  });

  it('takes booked time out of the tutor’s public slots until it is freed', async () => {
    const tutor = await client.newTutor({ hours: { start: '09:00', end: '12:00' } });
    const student = await client.newStudent();
    const slotStarts = async () => {
      const response = await client.app.inject({
        url: `/api/v1/tutors/${tutor.user.id}/slots?from=${atHour(24)}&to=${atHour(48)}`,
      });
      return response.json().data.slots.map((slot: { start: string }) => slot.start);
    };
    expect(await slotStarts()).toEqual([atHour(33), atHour(34), atHour(35)]);
    const id = await client.booked(tutor, student, atHour(34));
    expect(await slotStarts()).toEqual([atHour(33), atHour(35)]);
    await client.act(student, id, 'cancel');
    expect(await slotStarts()).toEqual([atHour(33), atHour(34), atHour(35)]);
  });
});
