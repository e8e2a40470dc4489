import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client';
import {
  areas,
  bookingAddresses,
  bookingEvents,
  bookings,
  childProfiles,
  subjects,
  users,
} from '../../db/schema/index';
import { eventsInLifeOrder } from './booking.repo';

/**
 * A booking with its subject's names, its tutor, student, child's name and the child's parent,
 * and in person its address with the area's and city's names (null columns online).
 */
export async function findBookingWithUsers(db: DbExecutor, bookingId: string) {
  const tutor = alias(users, 'tutor');
  const student = alias(users, 'student');
  const parent = alias(users, 'parent');
  const district = alias(areas, 'district');
  const city = alias(areas, 'city');
  const [row] = await db
    .select({
      booking: bookings,
      subject: { en: subjects.nameEn, ar: subjects.nameAr },
      tutor,
      student,
      parent,
      childName: childProfiles.name,
      place: {
        place: bookingAddresses.place,
        street: bookingAddresses.street,
        building: bookingAddresses.building,
        notes: bookingAddresses.notes,
        areaEn: district.nameEn,
        areaAr: district.nameAr,
        cityEn: city.nameEn,
        cityAr: city.nameAr,
      },
    })
    .from(bookings)
    .innerJoin(subjects, eq(subjects.id, bookings.subjectId))
    .innerJoin(tutor, eq(tutor.id, bookings.tutorId))
    .leftJoin(student, eq(student.id, bookings.studentId))
    .leftJoin(childProfiles, eq(childProfiles.id, bookings.childId))
    .leftJoin(parent, eq(parent.id, childProfiles.parentId))
    .leftJoin(bookingAddresses, eq(bookingAddresses.bookingId, bookings.id))
    .leftJoin(district, eq(district.id, bookingAddresses.areaId))
    .leftJoin(city, eq(city.id, sql`coalesce(${district.parentId}, ${district.id})`))
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
