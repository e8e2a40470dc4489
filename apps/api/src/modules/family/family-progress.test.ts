import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorSubjects, users } from '../../db/schema/index';
import { expectRefused } from '../booking/booking.test-client';
import { monthsUpTo } from './family-progress.service';
import { familyClient, type FamilyClient } from './family.test-client';

describe('a child’s progress', () => {
  let client: FamilyClient;
  beforeAll(async () => {
    client = await familyClient();
  });
  afterAll(() => client.app.close());

  it('counts months in the parent’s zone', () => {
    const now = new Date('2031-06-30T22:00:00Z');
    expect(monthsUpTo(now, 'UTC', 3)).toEqual(['2031-04', '2031-05', '2031-06']);
    expect(monthsUpTo(now, 'Asia/Riyadh', 2)).toEqual(['2031-06', '2031-07']);
    expect(monthsUpTo(new Date('2031-01-15T00:00:00Z'), 'UTC', 2)).toEqual(['2030-12', '2031-01']);
  });

  it('adds up held bookings and minutes per month and subject, attendance and tutors’ notes', async () => {
    const tutor = await client.newTutor({
      autoConfirm: true,
      hours: { start: '00:00', end: '23:00' },
    });
    await client.app.db.insert(tutorSubjects).values({
      tutorId: tutor.user.id,
      subjectId: client.subjectIds.physics,
      onlinePrice: '30.00',
      offlinePrice: '30.00',
    });
    const parent = await client.newParent('Zaid');
    await client.app.db
      .update(users)
      .set({ timeZone: 'Asia/Riyadh' })
      .where(eq(users.id, parent.user.id));
    const sibling = {
      ...parent,
      childId: (await client.call('POST', '/parent/children', parent, client.childBody())).json()
        .data.id,
    };

    const at = (iso: string) => new Date(iso).toISOString();
    const book = (start: string, extra: object = {}) =>
      client.booked(tutor, parent, at(start), extra);
    const taught = await book('2031-06-02T09:00:00Z');
    const noted = await book('2031-06-03T09:00:00Z');
    const childMissed = await book('2031-06-04T09:00:00Z');
    const tutorMissed = await book('2031-06-05T09:00:00Z');
    const cancelledEarly = await book('2031-06-06T09:00:00Z');
    const cancelledLate = await book('2031-06-07T09:00:00Z');
    const moved = await book('2031-06-08T09:00:00Z');
    const physics = await book('2031-06-10T09:00:00Z', { subjectId: client.subjectIds.physics });
    // 01:00 on 1 July in Riyadh: the parent's July.
    const lateEvening = await book('2031-06-30T22:00:00Z');
    const siblings = await client.booked(tutor, sibling, at('2031-06-11T09:00:00Z'));

    expect((await client.act(parent, cancelledEarly, 'cancel')).statusCode).toBe(200);
    const rescheduled = await client.act(parent, moved, 'reschedule', {
      start: at('2031-06-09T09:00:00Z'),
    });
    expect(rescheduled.statusCode, rescheduled.body).toBe(201);
    const movedTo = rescheduled.json().data.id as string;
    client.clock.set('2031-06-07T08:00:00Z');
    expect((await client.act(parent, cancelledLate, 'cancel')).statusCode).toBe(200);

    client.clock.set('2031-07-02T12:00:00Z');
    for (const id of [taught, noted, movedTo, physics, lateEvening, siblings]) {
      expect((await client.act(tutor, id, 'complete')).statusCode).toBe(200);
    }
    expect((await client.act(tutor, childMissed, 'no-show', { party: 'student' })).statusCode).toBe(
      200,
    );
    expect((await client.act(parent, tutorMissed, 'no-show', { party: 'tutor' })).statusCode).toBe(
      200,
    );
    for (const [id, notes] of [
      [noted, 'Fractions went well'],
      [lateEvening, 'Decimals next'],
    ] as const) {
      const saved = await client.saveNotes(tutor, id, {
        notes,
        homework: `Homework after ${notes}`,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }

    const progress = await client.call(
      'GET',
      `/parent/children/${parent.childId}/progress?months=2`,
      parent,
    );
    expect(progress.statusCode, progress.body).toBe(200);
    const data = progress.json().data;
    const none = { completed: 0, learnerNoShow: 0, tutorNoShow: 0, cancelled: 0, lateCancelled: 0 };
    const math = {
      id: client.subjectIds.math,
      nameEn: expect.any(String),
      nameAr: expect.any(String),
    };
    const physicsName = { ...math, id: client.subjectIds.physics };
    expect(data.timeZone).toBe('Asia/Riyadh');
    expect(data.months).toEqual([
      {
        month: '2031-06',
        subjects: [
          {
            subject: math,
            sessions: 3,
            minutes: 180,
            attendance: {
              completed: 3,
              learnerNoShow: 1,
              tutorNoShow: 1,
              cancelled: 1,
              lateCancelled: 1,
            },
          },
          { subject: physicsName, sessions: 1, minutes: 60, attendance: { ...none, completed: 1 } },
        ].sort((a, b) => a.subject.id - b.subject.id),
        attendance: {
          completed: 4,
          learnerNoShow: 1,
          tutorNoShow: 1,
          cancelled: 1,
          lateCancelled: 1,
        },
      },
      {
        month: '2031-07',
        subjects: [
          { subject: math, sessions: 1, minutes: 60, attendance: { ...none, completed: 1 } },
        ],
        attendance: { ...none, completed: 1 },
      },
    ]);
    expect(data.attendance).toEqual({
      completed: 5,
      learnerNoShow: 1,
      tutorNoShow: 1,
      cancelled: 1,
      lateCancelled: 1,
    });
    expect(data.notes).toEqual([
      {
        bookingId: lateEvening,
        start: at('2031-06-30T22:00:00Z'),
        subject: math,
        tutor: { id: tutor.user.id, fullName: 'Tariq Tutor' },
        notes: 'Decimals next',
        homework: 'Homework after Decimals next',
      },
      expect.objectContaining({ bookingId: noted, notes: 'Fractions went well' }),
    ]);

    // One month: July only.
    const july = (
      await client.call('GET', `/parent/children/${parent.childId}/progress?months=1`, parent)
    ).json().data;
    expect(july.months.map((month: { month: string }) => month.month)).toEqual(['2031-07']);
    expect(july.notes.map((note: { bookingId: string }) => note.bookingId)).toEqual([lateEvening]);
    // The default is six months; more than 24 is refused.
    const six = (
      await client.call('GET', `/parent/children/${parent.childId}/progress`, parent)
    ).json().data;
    expect(six.months).toHaveLength(6);
    expectRefused(
      await client.call('GET', `/parent/children/${parent.childId}/progress?months=25`, parent),
      400,
      'validation_failed',
    );
    // The sibling's booking is theirs alone.
    const siblingsProgress = (
      await client.call('GET', `/parent/children/${sibling.childId}/progress?months=2`, parent)
    ).json().data;
    expect(siblingsProgress.attendance).toEqual({ ...none, completed: 1 });
  });
});
