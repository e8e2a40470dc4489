import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  bookings,
  childProfiles,
  childSubjects,
  familyInvitations,
  studentProfiles,
  studentSubjects,
  users,
} from '../../db/schema/index';
import type { DbExecutor } from '../../db/client';

/**
 * Invitations that link an existing student account to a parent, and the move of the student's
 * details between their own student profile and the parent's child profile: they live in one
 * place at a time.
 */

/** Whether a student account already belongs to a family (as a child with a login). */
export async function isInAFamily(db: DbExecutor, studentId: string) {
  const [row] = await db
    .select({ id: childProfiles.id })
    .from(childProfiles)
    .where(eq(childProfiles.userId, studentId));
  return row !== undefined;
}

/** A new pending invitation, or nothing when this parent already has one waiting for this student. */
export async function insertInvitation(
  db: DbExecutor,
  values: { parentId: string; studentId: string; now: Date },
) {
  const [row] = await db
    .insert(familyInvitations)
    .values({ parentId: values.parentId, studentId: values.studentId, createdAt: values.now })
    .onConflictDoNothing()
    .returning({ id: familyInvitations.id });
  return row?.id;
}

export function pendingOfParent(db: DbExecutor, parentId: string) {
  return db
    .select({
      id: familyInvitations.id,
      email: users.email,
      createdAt: familyInvitations.createdAt,
    })
    .from(familyInvitations)
    .innerJoin(users, eq(users.id, familyInvitations.studentId))
    .where(and(eq(familyInvitations.parentId, parentId), eq(familyInvitations.status, 'pending')))
    .orderBy(desc(familyInvitations.createdAt), desc(familyInvitations.id));
}

const parentUser = alias(users, 'parent_user');

export function pendingOfStudent(db: DbExecutor, studentId: string) {
  return db
    .select({
      id: familyInvitations.id,
      parentName: parentUser.fullName,
      createdAt: familyInvitations.createdAt,
    })
    .from(familyInvitations)
    .innerJoin(parentUser, eq(parentUser.id, familyInvitations.parentId))
    .where(
      and(
        eq(familyInvitations.studentId, studentId),
        eq(familyInvitations.status, 'pending'),
        isNull(parentUser.deletedAt),
      ),
    )
    .orderBy(desc(familyInvitations.createdAt), desc(familyInvitations.id));
}

/** A pending invitation of this parent or to this student, locked until the answer is written. */
export async function lockPending(
  db: DbExecutor,
  id: string,
  party: { parentId: string } | { studentId: string },
) {
  const [row] = await db
    .select({
      id: familyInvitations.id,
      parentId: familyInvitations.parentId,
      studentId: familyInvitations.studentId,
    })
    .from(familyInvitations)
    .where(
      and(
        eq(familyInvitations.id, id),
        eq(familyInvitations.status, 'pending'),
        'parentId' in party
          ? eq(familyInvitations.parentId, party.parentId)
          : eq(familyInvitations.studentId, party.studentId),
      ),
    )
    .for('update');
  return row;
}

export async function answerInvitation(
  db: DbExecutor,
  id: string,
  status: 'accepted' | 'declined' | 'cancelled',
  now: Date,
) {
  await db
    .update(familyInvitations)
    .set({ status, answeredAt: now })
    .where(eq(familyInvitations.id, id));
}

/** Once a student joined a family, other parents' invitations can no longer be accepted. */
export async function declineOthers(db: DbExecutor, studentId: string, now: Date) {
  await db
    .update(familyInvitations)
    .set({ status: 'declined', answeredAt: now })
    .where(
      and(eq(familyInvitations.studentId, studentId), eq(familyInvitations.status, 'pending')),
    );
}

/**
 * The student's details become the parent's child profile, linked to the account, and every
 * booking of the student carries the child too. Undefined when the account has no profile of
 * its own (it is already some parent's child).
 */
export async function moveStudentIntoFamily(
  db: DbExecutor,
  studentId: string,
  parentId: string,
): Promise<string | undefined> {
  const [profile] = await db
    .select({ profile: studentProfiles, user: users })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(studentProfiles.userId, studentId))
    .for('update', { of: studentProfiles });
  if (!profile) return undefined;
  const subjects = await db
    .select({ subjectId: studentSubjects.subjectId })
    .from(studentSubjects)
    .where(eq(studentSubjects.userId, studentId));
  const [child] = await db
    .insert(childProfiles)
    .values({
      parentId,
      userId: studentId,
      name: profile.user.fullName,
      age: profile.profile.age,
      gradeId: profile.profile.gradeId,
      preferredLanguage: profile.user.preferredLanguage,
      schoolName: profile.profile.schoolName,
      learningGoals: profile.profile.learningGoals,
      preferredLearningTime: profile.profile.preferredLearningTime,
    })
    .returning({ id: childProfiles.id });
  if (!child) throw new Error('child profile was not inserted');
  if (subjects.length > 0) {
    await db
      .insert(childSubjects)
      .values(subjects.map((row) => ({ childId: child.id, subjectId: row.subjectId })));
  }
  // The subjects go with it (on delete cascade).
  await db.delete(studentProfiles).where(eq(studentProfiles.userId, studentId));
  await db
    .update(bookings)
    .set({ childId: child.id })
    .where(and(eq(bookings.studentId, studentId), isNull(bookings.childId)));
  return child.id;
}

/** A linked student leaves the family: their details go back to a student profile of their own. */
export async function restoreStudentProfile(db: DbExecutor, childId: string, studentId: string) {
  const [child] = await db.select().from(childProfiles).where(eq(childProfiles.id, childId));
  if (!child) return;
  await db
    .insert(studentProfiles)
    .values({
      userId: studentId,
      age: child.age,
      gradeId: child.gradeId,
      learningGoals: child.learningGoals,
      preferredLearningTime: child.preferredLearningTime,
      schoolName: child.schoolName,
    })
    .onConflictDoNothing();
  await db.execute(sql`
    insert into ${studentSubjects} (user_id, subject_id)
    select ${studentId}::uuid, ${childSubjects.subjectId} from ${childSubjects}
    where ${childSubjects.childId} = ${childId}
    on conflict do nothing`);
}
