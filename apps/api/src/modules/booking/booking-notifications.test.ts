import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../plugins/clock';
import { buildTestApp } from '../../test/build-test-app';
import { notifyBookingChange, type BookingNotice } from './booking-notifications';
import {
  calendarsOf,
  createBookingPeople,
  insertBooking,
  mailTo,
  remindersOf,
} from './booking-notifications.fixtures';

const hour = 3_600_000;
/** A Monday: 9:00 in New York (EST), 17:00 in Riyadh, 16:00 in Cairo. */
const startAt = new Date('2030-03-04T14:00:00Z');

describe('booking emails', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2030-03-01T09:00:00Z');
  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
  });
  afterAll(() => app.close());

  const notify = (
    notice: BookingNotice,
    bookingId: string,
    options: { actorId?: string; replacedBookingId?: string } = {},
  ) =>
    app.db.transaction((tx) =>
      notifyBookingChange(
        tx,
        { appUrl: app.config.appUrl, now: clock.now() },
        notice,
        bookingId,
        options,
      ),
    );

  it('asks the tutor to answer a request, in Arabic and in Riyadh time, with the .ics', async () => {
    const people = await createBookingPeople(app, {
      tutor: { language: 'ar', timeZone: 'Asia/Riyadh', fullName: 'أحمد الشريف' },
      family: { timeZone: 'America/New_York', fullName: 'Omar Hassan', addressAs: 'masculine' },
    });
    const booking = await insertBooking(app, people, {
      startAt,
      status: 'requested',
      history: [{ from: null, to: 'requested', actorId: people.family.id }],
    });
    await notify('requested', booking.id, { actorId: people.family.id });

    const [email, ...others] = await mailTo(app, people.tutor.email);
    expect(others).toEqual([]);
    expect(email?.subject).toBe('طلب حصة جديد: الرياضيات');
    expect(email?.reading).toContain('طلب Omar Hassan حصة الرياضيات معك.');
    // The English name keeps its own direction inside the Arabic sentence.
    expect(email?.text).toContain('طلب \u2068Omar Hassan\u2069 حصة');
    expect(email?.reading).toMatch(
      /الاثنين، 4 مارس 2030، 5:00\s*–\s*6:00\sم \(التوقيت العربي الرسمي\)/,
    );
    expect(email?.html).toContain('dir="rtl"');
    // The link opens the app in the email’s language.
    expect(email?.links).toEqual([`${app.config.appUrl}/sessions/${booking.id}?lng=ar`]);
    const [calendar] = calendarsOf(email!);
    expect(calendar).toMatchObject({
      filename: `nibras-session-${booking.id}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      properties: {
        UID: `${booking.id}@nibras`,
        DTSTART: '20300304T140000Z',
        DTEND: '20300304T150000Z',
        SUMMARY: 'الرياضيات مع أحمد الشريف (نبراس)',
        STATUS: 'TENTATIVE',
        METHOD: 'PUBLISH',
      },
    });
    expect(await mailTo(app, people.family.email)).toEqual([]);
    expect(await remindersOf(app, booking.id)).toEqual([]);
  });

  it('tells the family of a confirmation in their zone, and schedules both reminders', async () => {
    const people = await createBookingPeople(app, {
      tutor: { fullName: 'Mona Saleh' },
      family: { timeZone: 'America/New_York' },
    });
    const booking = await insertBooking(app, people, {
      startAt,
      status: 'confirmed',
      history: [
        { from: null, to: 'requested', actorId: people.family.id },
        { from: 'requested', to: 'confirmed', actorId: people.tutor.id },
      ],
    });
    await notify('confirmed', booking.id, { actorId: people.tutor.id });
    // Scheduling again (a retried call) adds no second pair of reminders.
    await notify('confirmed', booking.id, { actorId: people.tutor.id });

    const [email] = await mailTo(app, people.family.email);
    expect(email?.subject).toBe('Your session is confirmed: Math');
    expect(email?.reading).toContain('Your Math session with Mona Saleh is confirmed.');
    expect(email?.reading).toMatch(
      /When: Monday, March 4, 2030, 9:00\s*–\s*10:00\sAM \(Eastern Standard Time\)/,
    );
    const [calendar] = calendarsOf(email!);
    expect(calendar?.properties).toMatchObject({
      STATUS: 'CONFIRMED',
      SUMMARY: 'Math with Mona Saleh (Nibras)',
      SEQUENCE: '1',
    });
    // A confirmation after a request: the tutor, who confirmed, gets nothing.
    expect(await mailTo(app, people.tutor.email)).toEqual([]);

    const reminders = await remindersOf(app, booking.id);
    expect(reminders.map((job) => [job.key, job.dueAt.toISOString(), job.status])).toEqual([
      [`booking-reminder:${booking.id}:24h`, '2030-03-03T14:00:00.000Z', 'pending'],
      [`booking-reminder:${booking.id}:1h`, '2030-03-04T13:00:00.000Z', 'pending'],
    ]);
  });

  it('tells the tutor too when the booking was confirmed as it was made, naming the child', async () => {
    const people = await createBookingPeople(app, {
      tutor: { timeZone: 'Africa/Cairo' },
      family: { language: 'ar', timeZone: 'Asia/Riyadh', fullName: 'سلمى' },
      child: 'Yusuf',
    });
    const booking = await insertBooking(app, people, {
      startAt,
      status: 'confirmed',
      trial: true,
      minutes: 30,
      history: [{ from: null, to: 'confirmed', actorId: people.family.id }],
    });
    await notify('confirmed', booking.id, { actorId: people.family.id });

    const [parentEmail] = await mailTo(app, people.family.email);
    expect(parentEmail?.subject).toBe('تم تأكيد حصتك: الرياضيات');
    expect(parentEmail?.reading).toContain('هذه حصة تجريبية مجانية مدتها 30 دقيقة.');
    expect(parentEmail?.reading).toMatch(/5:00\s*–\s*5:30\sم/);
    const [tutorEmail] = await mailTo(app, people.tutor.email);
    expect(tutorEmail?.subject).toBe('New session booked: Math');
    expect(tutorEmail?.reading).toContain('سلمى booked a Math session with you.');
    expect(tutorEmail?.reading).toContain('Learner: Yusuf');
    expect(tutorEmail?.reading).toMatch(/4:00\s*–\s*4:30\sPM \(Eastern European Standard Time\)/);
    expect(calendarsOf(tutorEmail!)[0]?.properties.SUMMARY).toMatch(/^Trial: Math with /);
  });

  it('tells the family of a decline with the reason and a way back to the tutor', async () => {
    const people = await createBookingPeople(app);
    const booking = await insertBooking(app, people, {
      startAt,
      status: 'declined',
      history: [
        { from: null, to: 'requested', actorId: people.family.id },
        { from: 'requested', to: 'declined', actorId: people.tutor.id, reason: 'Away that week' },
      ],
    });
    await notify('declined', booking.id, { actorId: people.tutor.id });
    const [email] = await mailTo(app, people.family.email);
    expect(email?.subject).toBe('Session request declined: Math');
    expect(email?.reading).toContain('Reason given: Away that week');
    expect(email?.links).toEqual([`${app.config.appUrl}/tutors/${people.tutor.id}?lng=en`]);
    expect(calendarsOf(email!)[0]?.properties.STATUS).toBe('CANCELLED');
    expect(await mailTo(app, people.tutor.email)).toEqual([]);
  });

  it('writes of each person in Arabic in the form they asked for, and neutrally without one', async () => {
    const forms = [
      [
        'feminine',
        'لا تستطيع \u2068Mona Adel\u2069 تقديم حصة الرياضيات',
        'المعلّمة: \u2068Mona Adel\u2069',
      ],
      [
        'masculine',
        'لا يستطيع \u2068Mona Adel\u2069 تقديم حصة الرياضيات',
        'المعلّم: \u2068Mona Adel\u2069',
      ],
      [
        undefined,
        'تعذّر على \u2068Mona Adel\u2069 تقديم حصة الرياضيات',
        'الحصة مع: \u2068Mona Adel\u2069',
      ],
    ] as const;
    for (const [addressAs, intro, tutorLine] of forms) {
      const people = await createBookingPeople(app, {
        tutor: { fullName: 'Mona Adel', ...(addressAs ? { addressAs } : {}) },
        family: { language: 'ar' },
      });
      const booking = await insertBooking(app, people, {
        startAt,
        status: 'declined',
        history: [{ from: 'requested', to: 'declined', actorId: people.tutor.id }],
      });
      await notify('declined', booking.id, { actorId: people.tutor.id });
      const [email] = await mailTo(app, people.family.email);
      expect(email?.text).toContain(intro);
      expect(email?.text).toContain(tutorLine);
    }

    const byMother = await createBookingPeople(app, {
      tutor: { language: 'ar' },
      family: { fullName: 'Mona Adel', addressAs: 'feminine' },
    });
    const cancelled = await insertBooking(app, byMother, {
      startAt,
      status: 'cancelled',
      history: [{ from: 'confirmed', to: 'cancelled', actorId: byMother.family.id }],
    });
    await notify('cancelled', cancelled.id, { actorId: byMother.family.id });
    const [tutorEmail] = await mailTo(app, byMother.tutor.email);
    expect(tutorEmail?.text).toContain('ألغت \u2068Mona Adel\u2069 حصة الرياضيات.');

    // To the tutor, the learner and the family held for: by the student's form, or neither.
    const learnerForms = [
      ['feminine', 'الطالبة: \u2068Huda Ali\u2069', 'محجوزًا لها حتى تردّ.'],
      ['masculine', 'الطالب: \u2068Huda Ali\u2069', 'محجوزًا له حتى تردّ.'],
      [undefined, 'الحصة لـ\u2068Huda Ali\u2069', 'محجوزًا حتى تردّ.'],
    ] as const;
    for (const [addressAs, learnerLine, hold] of learnerForms) {
      const people = await createBookingPeople(app, {
        tutor: { language: 'ar' },
        family: { fullName: 'Huda Ali', ...(addressAs ? { addressAs } : {}) },
      });
      const requested = await insertBooking(app, people, {
        startAt,
        status: 'requested',
        history: [{ from: null, to: 'requested', actorId: people.family.id }],
      });
      await notify('requested', requested.id);
      const [request] = await mailTo(app, people.tutor.email);
      expect(request?.text).toContain(learnerLine);
      expect(request?.text).toContain(hold);
    }
  });

  it('tells only the side that did not cancel, and says when it was late', async () => {
    const byFamily = await createBookingPeople(app, { family: { fullName: 'Omar Hassan' } });
    const late = await insertBooking(app, byFamily, {
      startAt,
      status: 'cancelled',
      lateCancellation: true,
      history: [
        { from: null, to: 'confirmed', actorId: byFamily.family.id },
        { from: 'confirmed', to: 'cancelled', actorId: byFamily.family.id },
      ],
    });
    await notify('cancelled', late.id, { actorId: byFamily.family.id });
    expect(await mailTo(app, byFamily.family.email)).toEqual([]);
    const [tutorEmail] = await mailTo(app, byFamily.tutor.email);
    expect(tutorEmail?.subject).toBe('Session cancelled: Math');
    expect(tutorEmail?.reading).toContain('Omar Hassan cancelled the Math session.');
    expect(tutorEmail?.reading).toContain('This was a late cancellation');
    expect(calendarsOf(tutorEmail!)[0]?.properties.STATUS).toBe('CANCELLED');

    const byTutor = await createBookingPeople(app, { family: { language: 'ar' } });
    const early = await insertBooking(app, byTutor, {
      startAt,
      status: 'cancelled',
      history: [{ from: 'confirmed', to: 'cancelled', actorId: byTutor.tutor.id }],
    });
    await notify('cancelled', early.id, { actorId: byTutor.tutor.id });
    expect(await mailTo(app, byTutor.tutor.email)).toEqual([]);
    const [familyEmail] = await mailTo(app, byTutor.family.email);
    expect(familyEmail?.subject).toBe('تم إلغاء الحصة: الرياضيات');
    expect(familyEmail?.reading).not.toContain('إلغاء متأخر');
  });

  it('tells the other side of a move with the old and new times and both calendar files', async () => {
    const people = await createBookingPeople(app, {
      tutor: { timeZone: 'Europe/London' },
      family: { fullName: 'Omar Hassan' },
    });
    const old = await insertBooking(app, people, {
      startAt,
      status: 'cancelled',
      history: [
        { from: null, to: 'confirmed', actorId: people.family.id },
        { from: 'confirmed', to: 'cancelled', actorId: people.family.id, reason: 'Exam day' },
      ],
    });
    const moved = await insertBooking(app, people, {
      startAt: new Date(startAt.getTime() + 48 * hour),
      status: 'confirmed',
      rescheduledFromId: old.id,
      history: [{ from: null, to: 'confirmed', actorId: people.family.id }],
    });
    await notify('rescheduled', moved.id, { actorId: people.family.id, replacedBookingId: old.id });

    expect(await mailTo(app, people.family.email)).toEqual([]);
    const [email] = await mailTo(app, people.tutor.email);
    expect(email?.subject).toBe('Session moved: Math');
    expect(email?.reading).toContain('Omar Hassan moved the Math session to a new time.');
    expect(email?.reading).toMatch(
      /Was: Monday, March 4, 2030, 2:00\s*–\s*3:00\sPM \(Greenwich Mean Time\)/,
    );
    expect(email?.reading).toMatch(/Now: Wednesday, March 6, 2030, 2:00\s*–\s*3:00\sPM/);
    expect(email?.reading).toContain('Reason given: Exam day');
    const files = calendarsOf(email!).map((file) => file.properties);
    expect(files).toMatchObject([
      { UID: `${moved.id}@nibras`, DTSTART: '20300306T140000Z', STATUS: 'CONFIRMED' },
      { UID: `${old.id}@nibras`, DTSTART: '20300304T140000Z', STATUS: 'CANCELLED' },
    ]);
    expect((await remindersOf(app, moved.id)).map((job) => job.dueAt.toISOString())).toEqual([
      '2030-03-05T14:00:00.000Z',
      '2030-03-06T13:00:00.000Z',
    ]);
  });

  it('skips a reminder whose time has already passed by the app clock', async () => {
    const people = await createBookingPeople(app);
    const soon = await insertBooking(app, people, {
      startAt: new Date(clock.now().getTime() + 5 * hour),
      status: 'confirmed',
      history: [{ from: 'requested', to: 'confirmed', actorId: people.tutor.id }],
    });
    await notify('confirmed', soon.id, { actorId: people.tutor.id });
    expect((await remindersOf(app, soon.id)).map((job) => job.key)).toEqual([
      `booking-reminder:${soon.id}:1h`,
    ]);
  });
});
