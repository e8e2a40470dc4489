import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import {
  childProfiles,
  childSubjects,
  educationLevels,
  educationSystems,
  grades,
  parentProfiles,
  studentProfiles,
  studentSubjects,
  subjects,
  tutorProfiles,
  tutorSubjects,
  users,
  type UserRow,
} from '../../db/schema/index';

export async function findUserByEmail(db: DbExecutor, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return user;
}

export async function findUserById(db: DbExecutor, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The ids of `ids` that exist in the catalog. */
export async function existingGradeIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: grades.id }).from(grades).where(inArray(grades.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function existingSubjectIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: subjects.id }).from(subjects).where(inArray(subjects.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** The system → level → grade chain of a tutor, each looked up by its own id. */
export async function findEducationChain(
  db: Database,
  ids: { systemId: number; levelId: number; gradeId: number },
) {
  const [system] = await db
    .select({ id: educationSystems.id })
    .from(educationSystems)
    .where(eq(educationSystems.id, ids.systemId));
  const [level] = await db
    .select({ systemId: educationLevels.systemId })
    .from(educationLevels)
    .where(eq(educationLevels.id, ids.levelId));
  const [grade] = await db
    .select({ levelId: grades.levelId })
    .from(grades)
    .where(eq(grades.id, ids.gradeId));
  return { system, level, grade };
}

export type NewStudentProfile = Omit<typeof studentProfiles.$inferInsert, 'createdAt'> & {
  subjectIds: number[];
};

export async function insertStudentProfile(db: DbExecutor, profile: NewStudentProfile) {
  const { subjectIds, ...row } = profile;
  await db.insert(studentProfiles).values(row);
  // Subjects may be left for later (issue 30).
  if (subjectIds.length === 0) return;
  await db
    .insert(studentSubjects)
    .values(subjectIds.map((subjectId) => ({ userId: row.userId, subjectId })));
}

export type NewTutorProfile = Omit<typeof tutorProfiles.$inferInsert, 'createdAt'> & {
  subjectIds: number[];
};

/** The tutor's subjects start at the hourly rate, online and offline; the tutor adjusts them later. */
export async function insertTutorProfile(db: DbExecutor, profile: NewTutorProfile) {
  const { subjectIds, ...row } = profile;
  await db.insert(tutorProfiles).values(row);
  await db.insert(tutorSubjects).values(
    subjectIds.map((subjectId) => ({
      tutorId: row.userId,
      subjectId,
      onlinePrice: row.hourlyRate,
      offlinePrice: row.hourlyRate,
      currency: row.currency,
    })),
  );
}

export type NewChildProfile = Omit<typeof childProfiles.$inferInsert, 'id' | 'createdAt'> & {
  subjectIds: number[];
};

export async function insertParentWithChild(db: DbExecutor, child: NewChildProfile) {
  const { subjectIds, ...row } = child;
  await db.insert(parentProfiles).values({ userId: row.parentId });
  const [inserted] = await db.insert(childProfiles).values(row).returning({ id: childProfiles.id });
  if (!inserted) throw new Error('child profile was not inserted');
  // Subjects may be left for later (issue 30).
  if (subjectIds.length === 0) return;
  await db
    .insert(childSubjects)
    .values(subjectIds.map((subjectId) => ({ childId: inserted.id, subjectId })));
}
