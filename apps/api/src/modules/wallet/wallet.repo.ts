import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { bookings, subjects, users } from '../../db/schema/index';

/** What a wallet line shows of the booking that moved it: its subject and its tutor. */
export async function bookingsNamed(db: DbExecutor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: bookings.id,
      subjectEn: subjects.nameEn,
      subjectAr: subjects.nameAr,
      tutorName: users.fullName,
    })
    .from(bookings)
    .innerJoin(subjects, eq(subjects.id, bookings.subjectId))
    .innerJoin(users, eq(users.id, bookings.tutorId))
    .where(inArray(bookings.id, [...ids]));
}
