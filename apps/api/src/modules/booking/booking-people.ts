import type { AddressAs } from '@nibras/contracts/address-as';
import { isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import { isKnownTimeZone } from '@nibras/contracts/time-zones';
import type { LessonPlace } from '@nibras/contracts/in-person';
import type { bookings, UserRow } from '../../db/schema/index';
import type { DbExecutor } from '../../db/client';
import { findBookingWithUsers, statusHistoryOf } from './booking-people.repo';

/** Someone told about a booking: where to write, in which language, in which zone. */
export type BookingPerson = {
  id: string;
  email: string;
  fullName: string;
  language: Language;
  timeZone: string;
  /** How they asked to be addressed: the gender of the Arabic texts about them. */
  addressAs: AddressAs | null;
};

export type BookingRow = typeof bookings.$inferSelect;

/**
 * In person, where the lesson is: its area's names in both languages and the whole address,
 * which emails and calendar files show only under the address rules (booking-rules.ts).
 */
export type PlaceOfLesson = {
  place: LessonPlace;
  area: { en: string; ar: string };
  city: { en: string; ar: string };
  street: string;
  building: string;
  notes: string;
};

/** A booking with what its emails and calendar file say about it. */
export type BookingWithPeople = {
  booking: BookingRow;
  subject: { en: string; ar: string };
  tutor: BookingPerson;
  /** Who answers for the learner: the student account, or the child's parent. */
  family: BookingPerson;
  /** The student's name, or the child's. */
  learnerName: string;
  /** How the student asked to be addressed; a child without a login has no answer (null). */
  learnerAddressAs: AddressAs | null;
  /** In person: where; null online. */
  place: PlaceOfLesson | null;
  /** Every change of status, oldest first. */
  history: Array<{
    actorId: string | null;
    fromStatus: string | null;
    toStatus: string;
    reason: string | null;
  }>;
};

export function personOf(user: UserRow): BookingPerson {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    language: isLanguage(user.preferredLanguage) ? user.preferredLanguage : 'en',
    timeZone: isKnownTimeZone(user.timeZone) ? user.timeZone : 'UTC',
    addressAs: user.addressAs,
  };
}

/** Loads a booking and the people around it (within the caller's transaction, if any). */
export async function loadBookingWithPeople(
  db: DbExecutor,
  bookingId: string,
): Promise<BookingWithPeople | undefined> {
  const row = await findBookingWithUsers(db, bookingId);
  if (!row) return undefined;
  // A child with a login has both: whoever of the two booked the lesson hears about it.
  const parentBooked = row.parent !== null && row.booking.bookedById === row.parent.id;
  const familyUser = (parentBooked ? row.parent : row.student) ?? row.parent;
  if (!familyUser) throw new Error(`booking ${bookingId} has neither a student nor a parent`);
  const history = await statusHistoryOf(db, bookingId);
  return {
    booking: row.booking,
    subject: row.subject,
    tutor: personOf(row.tutor),
    family: personOf(familyUser),
    learnerName: row.student?.fullName ?? row.childName ?? familyUser.fullName,
    learnerAddressAs: row.student?.addressAs ?? null,
    place: placeOf(row.place),
    history,
  };
}

/** The left-joined address row as a place, or null online (drizzle types each column nullable). */
function placeOf(
  row: {
    place: LessonPlace | null;
    street: string | null;
    building: string | null;
    notes: string | null;
    areaEn: string | null;
    areaAr: string | null;
    cityEn: string | null;
    cityAr: string | null;
  } | null,
): PlaceOfLesson | null {
  if (!row?.place) return null;
  return {
    place: row.place,
    area: { en: row.areaEn ?? '', ar: row.areaAr ?? '' },
    city: { en: row.cityEn ?? '', ar: row.cityAr ?? '' },
    street: row.street ?? '',
    building: row.building ?? '',
    notes: row.notes ?? '',
  };
}
