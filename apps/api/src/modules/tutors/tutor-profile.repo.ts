import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  educationLevels,
  grades,
  tutorGrades,
  tutorProfiles,
  tutorSubjects,
  tutorWeeklyHours,
  users,
  tutorApplications,
} from '../../db/schema/index';

export async function findOwnProfile(db: Database, tutorId: string) {
  const [row] = await db
    .select({ profile: tutorProfiles, user: users })
    .from(users)
    .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
    .where(eq(users.id, tutorId));
  return row;
}

export async function hasPricedSubject(db: Database, tutorId: string) {
  const rows = await db
    .select({ id: tutorSubjects.id })
    .from(tutorSubjects)
    .where(eq(tutorSubjects.tutorId, tutorId))
    .limit(1);
  return rows.length > 0;
}

export async function hasWeeklyHours(db: Database, tutorId: string) {
  const rows = await db
    .select({ tutorId: tutorWeeklyHours.tutorId })
    .from(tutorWeeklyHours)
    .where(eq(tutorWeeklyHours.tutorId, tutorId))
    .limit(1);
  return rows.length > 0;
}

/** The asked grades that exist, each with its level and system. */
export function gradesWithHierarchy(db: Database, gradeIds: number[]) {
  return db
    .select({ id: grades.id, levelId: grades.levelId, systemId: educationLevels.systemId })
    .from(grades)
    .innerJoin(educationLevels, eq(educationLevels.id, grades.levelId))
    .where(inArray(grades.id, gradeIds));
}

export type ProfileUpdate = {
  headline: string;
  briefBio: string;
  educationalBackground: string;
  yearsOfExperience: number;
  hourlyRate: string;
  languagesSpoken: string[];
  /** The first grade also fills the signup's single grade, level and system. */
  grades: { id: number; levelId: number; systemId: number }[];
};

/** Writes the profile and the taught grades together, creating the profile if it is missing. */
export async function saveOwnProfile(db: Database, tutorId: string, update: ProfileUpdate) {
  const [first] = update.grades;
  if (!first) throw new Error('a profile needs at least one grade');
  const values = {
    headline: update.headline,
    briefBio: update.briefBio,
    educationalBackground: update.educationalBackground,
    yearsOfExperience: update.yearsOfExperience,
    hourlyRate: update.hourlyRate,
    languagesSpoken: update.languagesSpoken,
    educationSystemId: first.systemId,
    educationLevelId: first.levelId,
    gradeId: first.id,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(tutorProfiles)
      .values({ userId: tutorId, ...values })
      .onConflictDoUpdate({ target: tutorProfiles.userId, set: values });
    await tx.delete(tutorGrades).where(eq(tutorGrades.tutorId, tutorId));
    await tx
      .insert(tutorGrades)
      .values(update.grades.map((grade) => ({ tutorId, gradeId: grade.id })));
  });
}

/** Where the tutor's application stands; a tutor without one has a draft still to write. */
export async function applicationStatusOf(db: Database, tutorId: string) {
  const [row] = await db
    .select({ status: tutorApplications.status })
    .from(tutorApplications)
    .where(eq(tutorApplications.tutorId, tutorId));
  return row?.status ?? 'draft';
}
