import { and, asc, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database, DbExecutor } from '../../db/client';
import {
  educationLevels,
  educationSystems,
  gradeSubjects,
  grades,
  parentProfiles,
  studentProfiles,
  subjects,
  tutorApplications,
  tutorProfiles,
  users,
  type UserRow,
} from '../../db/schema/index';
import {
  findUserByEmail,
  insertParentWithChild,
  insertStudentProfile,
  insertTutorProfile,
} from './auth.repo';
import {
  approvedTutorApplication,
  demoAccountLearners,
  demoAccounts,
  demoChildNames,
  demoPassword,
  type LearnerPlace,
} from './demo-accounts';
import { hashPassword } from './passwords';

/** The first grade of the catalog with its level, system and subjects, if the catalog has one. */
async function firstGrade(db: Database) {
  const [grade] = await db
    .select({ gradeId: grades.id, levelId: educationLevels.id, systemId: educationSystems.id })
    .from(grades)
    .innerJoin(educationLevels, eq(grades.levelId, educationLevels.id))
    .innerJoin(educationSystems, eq(educationLevels.systemId, educationSystems.id))
    .orderBy(asc(educationSystems.sortOrder), asc(educationLevels.sortOrder), asc(grades.sortOrder))
    .limit(1);
  if (!grade) return undefined;
  const linked = await db
    .select({ id: gradeSubjects.subjectId })
    .from(gradeSubjects)
    .where(eq(gradeSubjects.gradeId, grade.gradeId))
    .limit(2);
  const subjectIds = linked.length
    ? linked.map((row) => row.id)
    : (await db.select({ id: subjects.id }).from(subjects).limit(2)).map((row) => row.id);
  return subjectIds.length ? { ...grade, subjectIds } : undefined;
}

/** A grade of the catalog by its slugs, with two of its subjects for the learner's interests. */
export async function demoGrade(db: DbExecutor, place: Omit<LearnerPlace, 'age'>) {
  const [grade] = await db
    .select({ gradeId: grades.id, levelId: educationLevels.id, systemId: educationSystems.id })
    .from(grades)
    .innerJoin(educationLevels, eq(grades.levelId, educationLevels.id))
    .innerJoin(educationSystems, eq(educationLevels.systemId, educationSystems.id))
    .where(
      and(
        eq(educationSystems.slug, place.system),
        eq(educationLevels.slug, place.level),
        eq(grades.slug, place.grade),
      ),
    );
  if (!grade) return undefined;
  const linked = await db
    .select({ id: gradeSubjects.subjectId })
    .from(gradeSubjects)
    .where(eq(gradeSubjects.gradeId, grade.gradeId))
    .orderBy(asc(gradeSubjects.subjectId))
    .limit(2);
  return { ...grade, subjectIds: linked.map((row) => row.id) };
}

async function hasProfile(db: Database, user: UserRow): Promise<boolean> {
  if (user.userType === 'Operator') return true;
  const table = { Tutor: tutorProfiles, Parent: parentProfiles, Student: studentProfiles }[
    user.userType
  ];
  const rows = await db.select({ id: table.userId }).from(table).where(eq(table.userId, user.id));
  return rows.length > 0;
}

async function addProfile(
  db: Database,
  user: UserRow,
  grade: NonNullable<Awaited<ReturnType<typeof firstGrade>>>,
) {
  const learnerGrade = await demoGrade(
    db,
    user.userType === 'Student' ? demoAccountLearners.student : demoAccountLearners.firstChild,
  );
  const common = { learningGoals: 'Build confidence before exams', schoolName: 'Nibras School' };
  await db.transaction(async (tx) => {
    if (user.userType === 'Tutor') {
      await insertTutorProfile(tx, {
        userId: user.id,
        educationalBackground: 'BSc in Mathematics',
        yearsOfExperience: 5,
        hourlyRate: '20.00',
        briefBio: 'Patient maths and science tutor, teaching in English and Arabic.',
        languagesSpoken: ['en', 'ar'],
        educationSystemId: grade.systemId,
        educationLevelId: grade.levelId,
        gradeId: grade.gradeId,
        subjectIds: grade.subjectIds,
      });
      await tx.insert(tutorApplications).values(approvedTutorApplication(user.id, new Date()));
    } else if (user.userType === 'Student') {
      await insertStudentProfile(tx, {
        userId: user.id,
        age: demoAccountLearners.student.age,
        gradeId: learnerGrade?.gradeId ?? grade.gradeId,
        preferredLearningTime: 'evening',
        subjectIds: learnerGrade?.subjectIds ?? grade.subjectIds,
        ...common,
      });
    } else {
      await insertParentWithChild(tx, {
        parentId: user.id,
        name: demoChildNames.first,
        age: demoAccountLearners.firstChild.age,
        gradeId: learnerGrade?.gradeId ?? grade.gradeId,
        preferredLanguage: 'ar',
        preferredLearningTime: 'weekend',
        subjectIds: learnerGrade?.subjectIds ?? grade.subjectIds,
        ...common,
      });
    }
  });
}

/** Idempotent: creates what is missing, after the catalog seed (profiles point at its rows). */
export async function seedDemoAccounts(db: Database, config: AppConfig): Promise<void> {
  if (!config.devTools) return;
  let passwordHash: Promise<string> | undefined;
  const grade = await firstGrade(db);
  for (const account of demoAccounts) {
    let user = await findUserByEmail(db, account.email);
    if (!user) {
      passwordHash ??= hashPassword(demoPassword);
      [user] = await db
        .insert(users)
        .values({
          ...account,
          phoneNumber: '+201000000000',
          passwordHash: await passwordHash,
          emailConfirmedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning();
    }
    if (user && !user.addressAs) {
      await db.update(users).set({ addressAs: account.addressAs }).where(eq(users.id, user.id));
    }
    if (user && grade && !(await hasProfile(db, user))) await addProfile(db, user, grade);
  }
}
