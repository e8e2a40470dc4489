import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
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
  tutorApplications,
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

export async function insertUser(
  db: DbExecutor,
  user: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).returning();
  return row;
}

/** A new account, or nothing when the address is taken (a seed run again, or twice at once). */
export async function insertUserUnlessTaken(
  db: DbExecutor,
  user: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

/** Locks the user's row until the transaction ends, so that requests about them take turns. */
export async function lockUser(db: DbExecutor, id: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/** The user, their row locked until the transaction ends. */
export async function findUserForUpdate(db: DbExecutor, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return user;
}

export async function updateUser(
  db: DbExecutor,
  id: string,
  change: Partial<Omit<typeof users.$inferInsert, 'id'>>,
): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set(change).where(eq(users.id, id)).returning();
  return user;
}

/**
 * What an emailed link proves: the address is confirmed (when it was not already), with the
 * change given, provided the account still has the address the link was sent to.
 */
export async function updateUserOfLink(
  db: DbExecutor,
  link: { userId: string; email: string },
  change: Partial<Pick<typeof users.$inferInsert, 'passwordHash' | 'updatedAt'>> = {},
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...change, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(and(eq(users.id, link.userId), sql`lower(${users.email}) = lower(${link.email})`))
    .returning();
  return user;
}

/** The photo of an account not deleted, its row locked; undefined for no such account. */
export async function lockAvatarPath(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({ avatarPath: users.avatarPath })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  return row;
}

export async function setAvatarPath(db: DbExecutor, userId: string, avatarPath: string) {
  await db
    .update(users)
    .set({ avatarPath, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** A new tutor's application, waiting for their documents (decision 0026). */
export async function insertTutorApplication(db: DbExecutor, tutorId: string, at: Date) {
  await db.insert(tutorApplications).values({ tutorId, updatedAt: at });
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
