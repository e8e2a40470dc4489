import { randomUUID } from 'node:crypto';
import type { BookingStatus } from '@nibras/contracts/booking';
import { asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  bookingEvents,
  bookings,
  childProfiles,
  grades,
  jobs,
  parentProfiles,
  subjects,
} from '../../db/schema/index';
import { calendarProperties } from '../../test/calendar-properties';
import { createUserWithToken } from '../../test/fixtures';

type Person = {
  language?: 'en' | 'ar';
  timeZone?: string;
  fullName?: string;
  addressAs?: 'feminine' | 'masculine';
};

/** A tutor and a family: a student account, or a parent with a child. */
export async function createBookingPeople(
  app: FastifyInstance,
  options: { tutor?: Person; family?: Person; child?: string } = {},
) {
  const person = (overrides: Person = {}) => ({
    preferredLanguage: overrides.language ?? 'en',
    timeZone: overrides.timeZone ?? 'UTC',
    ...(overrides.fullName ? { fullName: overrides.fullName } : {}),
    addressAs: overrides.addressAs ?? null,
  });
  const { user: tutor, authorization: tutorAuthorization } = await createUserWithToken(
    app,
    'Tutor',
    person(options.tutor),
  );
  const { user: family, authorization: familyAuthorization } = await createUserWithToken(
    app,
    options.child ? 'Parent' : 'Student',
    person(options.family),
  );
  let childId: string | undefined;
  if (options.child) {
    const [grade] = await app.db.select().from(grades).orderBy(asc(grades.id)).limit(1);
    await app.db.insert(parentProfiles).values({ userId: family.id });
    const [child] = await app.db
      .insert(childProfiles)
      .values({
        parentId: family.id,
        name: options.child,
        age: 10,
        gradeId: grade?.id ?? 0,
        preferredLanguage: 'en',
        schoolName: 'Nile School',
        learningGoals: 'Fractions',
        preferredLearningTime: 'afternoon',
      })
      .returning();
    childId = child?.id;
  }
  const [subject] = await app.db.select().from(subjects).where(eq(subjects.slug, 'math'));
  if (!subject) throw new Error('the catalog seed has no math');
  return { tutor, family, childId, subject, tutorAuthorization, familyAuthorization };
}

type People = Awaited<ReturnType<typeof createBookingPeople>>;

/** Inserts a booking as the booking service would leave it, with its history. */
export async function insertBooking(
  app: FastifyInstance,
  people: People,
  options: {
    startAt: Date;
    minutes?: number;
    status: BookingStatus;
    history: Array<{
      from: BookingStatus | null;
      to: BookingStatus;
      actorId?: string;
      reason?: string;
    }>;
    trial?: boolean;
    lateCancellation?: boolean;
    rescheduledFromId?: string;
  },
) {
  const now = app.clock.now();
  const [booking] = await app.db
    .insert(bookings)
    .values({
      tutorId: people.tutor.id,
      studentId: people.childId ? null : people.family.id,
      childId: people.childId ?? null,
      bookedById: people.family.id,
      subjectId: people.subject.id,
      startAt: options.startAt,
      endAt: new Date(options.startAt.getTime() + (options.minutes ?? 60) * 60_000),
      status: options.status,
      trial: options.trial ?? false,
      priceAmount: '25.00',
      currency: 'USD',
      roomName: `room-${randomUUID()}`,
      lateCancellation: options.lateCancellation ?? false,
      rescheduledFromId: options.rescheduledFromId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!booking) throw new Error('booking not inserted');
  for (const [index, event] of options.history.entries())
    await app.db.insert(bookingEvents).values({
      bookingId: booking.id,
      actorId: event.actorId ?? null,
      fromStatus: event.from,
      toStatus: event.to,
      reason: event.reason ?? null,
      at: new Date(now.getTime() + index),
    });
  return booking;
}

type MailboxEntry = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  attachments: Array<{ filename: string; contentType: string; content: string }>;
};

/** What was queued for one address, newest first, read from the dev mailbox as a client would. */
export async function mailTo(app: FastifyInstance, address: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/dev/mailbox',
    query: { to: address },
  });
  if (response.statusCode !== 200) throw new Error(`mailbox answered ${response.statusCode}`);
  // `reading` is the text as a person reads it: without the invisible direction isolates.
  return (response.json().data as MailboxEntry[]).map((email) => ({
    ...email,
    reading: email.text.replace(/[\u2068\u2069]/g, ''),
  }));
}

/** The calendar files of an email, read as a calendar would. */
export function calendarsOf(email: MailboxEntry) {
  return email.attachments.map((file) => ({
    ...file,
    properties: calendarProperties(file.content),
  }));
}

export function remindersOf(app: FastifyInstance, bookingId: string) {
  return app.db
    .select()
    .from(jobs)
    .where(like(jobs.key, `booking-reminder:${bookingId}:%`))
    .orderBy(asc(jobs.dueAt));
}
