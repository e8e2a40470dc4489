import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client';
import { bookingEvents, bookings, childProfiles, subjects, users } from '../../db/schema/index';
import { eventsInLifeOrder } from './booking.repo';

/** A booking with its subject's names, its tutor, student, child's name and the child's parent. */
export async function findBookingWithUsers(db: DbExecutor, bookingId: string) {
  const tutor = alias(users, 'tutor');
  const student = alias(users, 'student');
  const parent = alias(users, 'parent');
  const [row] = await db
    .select({
      booking: bookings,
      subject: { en: subjects.nameEn, ar: subjects.nameAr },
      tutor,
      student,
      parent,
      childName: childProfiles.name,
    })
    .from(bookings)
    .innerJoin(subjects, eq(subjects.id, bookings.subjectId))
    .innerJoin(tutor, eq(tutor.id, bookings.tutorId))
    .leftJoin(student, eq(student.id, bookings.studentId))
    .leftJoin(childProfiles, eq(childProfiles.id, bookings.childId))
    .leftJoin(parent, eq(parent.id, childProfiles.parentId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** The booking's changes of status, in the order they happened. */
export function statusHistoryOf(db: DbExecutor, bookingId: string) {
  return db
    .select({
      actorId: bookingEvents.actorId,
      fromStatus: bookingEvents.fromStatus,
      toStatus: bookingEvents.toStatus,
      reason: bookingEvents.reason,
    })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(...eventsInLifeOrder);
}
