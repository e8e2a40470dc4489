import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  bookings,
  childProfiles,
  childSubjects,
  familyInvitations,
  idempotencyKeys,
  refreshTokens,
  studentProfiles,
  tutorAvailability,
  tutorInPerson,
  tutorGrades,
  tutorProfiles,
  tutorSubjects,
  users,
  verifications,
} from '../../db/schema/index';
import type { DbExecutor } from '../../db/client';
import { forgetSocialSignInsOf } from '../social-sign-in/social-sign-in.repo';

/**
 * The queries of deleting an account. The user's row stays, anonymised, so that the other
 * side's booking history keeps its references (users.deleted_at).
 */

/** Bookings still ahead that this person takes part in: as tutor, student, or a child's parent. */
export async function upcomingBookingIdsOf(db: DbExecutor, userId: string, now: Date) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ['requested', 'confirmed']),
        gt(bookings.startAt, now),
        or(
          eq(bookings.tutorId, userId),
          eq(bookings.studentId, userId),
          inArray(
            bookings.childId,
            db
              .select({ id: childProfiles.id })
              .from(childProfiles)
              .where(eq(childProfiles.parentId, userId)),
          ),
        ),
      ),
    )
    .orderBy(bookings.startAt);
  return rows.map((row) => row.id);
}

/** Logins a parent made for their children: linked, and not by an invitation the student accepted. */
export async function parentMadeLoginsOf(db: DbExecutor, parentId: string) {
  const rows = await db
    .select({ userId: childProfiles.userId })
    .from(childProfiles)
    .where(
      and(
        eq(childProfiles.parentId, parentId),
        isNotNull(childProfiles.userId),
        sql`not exists (select 1 from ${familyInvitations}
          where ${familyInvitations.parentId} = ${parentId}
            and ${familyInvitations.studentId} = ${childProfiles.userId}
            and ${familyInvitations.status} = 'accepted')`,
      ),
    );
  return rows.flatMap((row) => (row.userId ? [row.userId] : []));
}

/** Every personal field of the user's own row, and everything that lets anyone log in as them. */
export async function anonymiseUser(
  db: DbExecutor,
  userId: string,
  values: { name: string; now: Date },
) {
  await db
    .update(users)
    .set({
      // Unique per account and undeliverable (.invalid is reserved, RFC 2606), so the real
      // address can sign up again.
      email: `deleted-${userId}@deleted.invalid`,
      fullName: values.name,
      phoneNumber: '',
      // Not an argon2 hash: no password can ever match it.
      passwordHash: '!deleted',
      avatarPath: null,
      emailConfirmedAt: null,
      deletedAt: values.now,
      updatedAt: values.now,
    })
    .where(eq(users.id, userId));
  await db.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await db.delete(verifications).where(eq(verifications.userId, userId));
  await forgetSocialSignInsOf(db, userId);
  // Stored answers of retried writes can carry names and addresses.
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  await db.delete(studentProfiles).where(eq(studentProfiles.userId, userId));
  // A parent's child whose own login this was keeps their place in the family, without it.
  await db.update(childProfiles).set({ userId: null }).where(eq(childProfiles.userId, userId));
  await db
    .delete(familyInvitations)
    .where(or(eq(familyInvitations.studentId, userId), eq(familyInvitations.parentId, userId)));
}

/** A tutor's teaching profile, prices and hours: without them they are in no search. */
export async function removeTeaching(db: DbExecutor, tutorId: string) {
  await db.delete(tutorSubjects).where(eq(tutorSubjects.tutorId, tutorId));
  await db.delete(tutorGrades).where(eq(tutorGrades.tutorId, tutorId));
  // The weekly hours and date overrides go with it (on delete cascade).
  await db.delete(tutorAvailability).where(eq(tutorAvailability.tutorId, tutorId));
  // Teaching in person: the own place's street is private, and its areas go with it (cascade).
  await db.delete(tutorInPerson).where(eq(tutorInPerson.tutorId, tutorId));
  await db.delete(tutorProfiles).where(eq(tutorProfiles.userId, tutorId));
}

/**
 * A parent's children keep their rows (tutors' past bookings point at them) with nothing that
 * names them; a student account linked by invitation is the student's own and is let go.
 */
export async function anonymiseChildren(
  db: DbExecutor,
  parentId: string,
  values: { name: string; now: Date },
) {
  const children = db
    .select({ id: childProfiles.id })
    .from(childProfiles)
    .where(eq(childProfiles.parentId, parentId));
  await db.delete(childSubjects).where(inArray(childSubjects.childId, children));
  await db
    .update(childProfiles)
    .set({
      name: values.name,
      schoolName: '',
      learningGoals: '',
      userId: null,
      removedAt: sql`coalesce(${childProfiles.removedAt}, ${values.now.toISOString()}::timestamptz)`,
    })
    .where(eq(childProfiles.parentId, parentId));
}

export async function avatarPathOf(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({ avatarPath: users.avatarPath })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row?.avatarPath ?? null;
}
