import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { bookings, childProfiles, subjects, users } from '../../db/schema/index';

/** The child profile (and its parent) that a student's login belongs to, if a parent keeps one. */
export async function childProfileOfLogin(db: DbExecutor, userId: string) {
  const [child] = await db
    .select({ id: childProfiles.id, parentId: childProfiles.parentId })
    .from(childProfiles)
    .where(and(eq(childProfiles.userId, userId), isNull(childProfiles.removedAt)));
  return child;
}

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
