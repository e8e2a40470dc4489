import type { Child, ChildValues } from '@nibras/contracts/family';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  bookings,
  childProfiles,
  childSubjects,
  familyInvitations,
  parentProfiles,
  refreshTokens,
  users,
  verifications,
} from '../../db/schema/index';
import type { DbExecutor } from '../../db/client';
import { forgetSocialSignInsOf } from '../social-sign-in/social-sign-in.repo';

/**
 * A parent's children and their logins. A child's details have one home, the child profile:
 * a login the parent made has no student profile, and a student who accepts an invitation
 * moves theirs here (family-invitations.repo.ts).
 */

/** A login is the student's own when they joined by accepting this parent's invitation. */
const linkedByInvitation = sql<boolean>`exists (
  select 1 from ${familyInvitations}
  where ${familyInvitations.parentId} = ${childProfiles.parentId}
    and ${familyInvitations.studentId} = ${childProfiles.userId}
    and ${familyInvitations.status} = 'accepted')`;

function selectChildren(db: DbExecutor) {
  return db
    .select({
      id: childProfiles.id,
      parentId: childProfiles.parentId,
      name: childProfiles.name,
      age: childProfiles.age,
      gradeId: childProfiles.gradeId,
      preferredLanguage: childProfiles.preferredLanguage,
      schoolName: childProfiles.schoolName,
      learningGoals: childProfiles.learningGoals,
      preferredLearningTime: childProfiles.preferredLearningTime,
      subjectIds: sql<number[]>`coalesce((
        select json_agg(${childSubjects.subjectId} order by ${childSubjects.subjectId})
        from ${childSubjects} where ${childSubjects.childId} = ${childProfiles.id}), '[]'::json)`,
      userId: childProfiles.userId,
      loginEmail: users.email,
      loginConfirmedAt: users.emailConfirmedAt,
      loginDeletedAt: users.deletedAt,
      linked: linkedByInvitation,
    })
    .from(childProfiles)
    .leftJoin(users, eq(users.id, childProfiles.userId))
    .$dynamic();
}

export type ChildRecord = Awaited<ReturnType<typeof selectChildren>>[number];

export function childAnswerOf(record: ChildRecord): Child {
  const { parentId, userId, loginEmail, loginConfirmedAt, loginDeletedAt, linked, ...child } =
    record;
  void parentId;
  return {
    ...child,
    // A login whose owner deleted their account is no login any more.
    login:
      userId && loginEmail && !loginDeletedAt
        ? {
            email: loginEmail,
            kind: linked ? 'linked_student' : 'made_by_parent',
            confirmed: loginConfirmedAt !== null,
          }
        : null,
  };
}

/** A parent's children still in the family, in the order they were added. */
export function childrenOf(db: DbExecutor, parentId: string) {
  return selectChildren(db)
    .where(and(eq(childProfiles.parentId, parentId), isNull(childProfiles.removedAt)))
    .orderBy(asc(childProfiles.createdAt), asc(childProfiles.name));
}

/** One of the parent's children still in the family; `lock` holds the row to the end. */
export async function childOf(
  db: DbExecutor,
  parentId: string,
  childId: string,
  options: { lock?: boolean } = {},
): Promise<ChildRecord | undefined> {
  const query = selectChildren(db).where(
    and(
      eq(childProfiles.id, childId),
      eq(childProfiles.parentId, parentId),
      isNull(childProfiles.removedAt),
    ),
  );
  const [child] = await (options.lock ? query.for('update', { of: childProfiles }) : query);
  return child;
}

/** Signup makes the parent's profile; a parent made some other way gets it with the first child. */
export async function ensureParentProfile(db: DbExecutor, parentId: string) {
  await db.insert(parentProfiles).values({ userId: parentId }).onConflictDoNothing();
}

function childColumns(values: ChildValues) {
  return {
    name: values.name,
    // The whole child every time: an age or time left out is cleared (null), not kept.
    age: values.age ?? null,
    gradeId: values.gradeId,
    preferredLanguage: values.preferredLanguage,
    schoolName: values.schoolName,
    learningGoals: values.learningGoals,
    preferredLearningTime: values.preferredLearningTime ?? null,
  };
}

async function replaceSubjects(db: DbExecutor, childId: string, subjectIds: number[]) {
  await db.delete(childSubjects).where(eq(childSubjects.childId, childId));
  if (subjectIds.length > 0) {
    await db.insert(childSubjects).values(subjectIds.map((subjectId) => ({ childId, subjectId })));
  }
}

export async function insertChild(
  db: DbExecutor,
  parentId: string,
  values: ChildValues,
  userId: string | null = null,
) {
  const [row] = await db
    .insert(childProfiles)
    .values({ parentId, userId, ...childColumns(values) })
    .returning({ id: childProfiles.id });
  if (!row) throw new Error('child profile was not inserted');
  await replaceSubjects(db, row.id, values.subjectIds);
  return row.id;
}

export async function updateChild(db: DbExecutor, childId: string, values: ChildValues) {
  await db.update(childProfiles).set(childColumns(values)).where(eq(childProfiles.id, childId));
  await replaceSubjects(db, childId, values.subjectIds);
}

/** A login the parent made carries the child's name, so bookings and emails name the child. */
export async function renameLogin(db: DbExecutor, userId: string, name: string, now: Date) {
  await db.update(users).set({ fullName: name, updatedAt: now }).where(eq(users.id, userId));
}

/** Bookings of the child still ahead that hold their time. */
export async function hasUpcomingBookings(db: DbExecutor, childId: string, now: Date) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.childId, childId),
        inArray(bookings.status, ['requested', 'confirmed']),
        gt(bookings.endAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function hasAnyBooking(db: DbExecutor, childId: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.childId, childId))
    .limit(1);
  return row !== undefined;
}

/** Kept for the tutors' history, out of the family; the login, if any, is let go. */
export async function archiveChild(db: DbExecutor, childId: string, now: Date) {
  await db
    .update(childProfiles)
    .set({ removedAt: now, userId: null })
    .where(eq(childProfiles.id, childId));
}

export async function deleteChild(db: DbExecutor, childId: string) {
  await db.delete(childProfiles).where(eq(childProfiles.id, childId));
}

/**
 * Closes a login the parent made for a child they removed: its bookings end, no password
 * matches, and the address (made unique and undeliverable, RFC 2606 `.invalid`) is free for a
 * new login. The row stays, named as the child, for the tutors' history.
 */
export async function closeLogin(db: DbExecutor, userId: string, now: Date) {
  await db
    .update(users)
    .set({
      email: `removed-${userId}@removed.invalid`,
      phoneNumber: '',
      passwordHash: '!removed',
      emailConfirmedAt: null,
      avatarPath: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await db.delete(verifications).where(eq(verifications.userId, userId));
  await forgetSocialSignInsOf(db, userId);
  await db.delete(familyInvitations).where(eq(familyInvitations.studentId, userId));
}

/**
 * The child's own login becomes the learner on every booking of the child (the calendar is the
 * student account's from now on: `learner_key = coalesce(student_id, child_id)`).
 */
export async function linkLogin(db: DbExecutor, childId: string, userId: string) {
  await db.update(childProfiles).set({ userId }).where(eq(childProfiles.id, childId));
  await db
    .update(bookings)
    .set({ studentId: userId })
    .where(and(eq(bookings.childId, childId), isNull(bookings.studentId)));
}

export async function findUserRow(db: DbExecutor, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}
