import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  childProfiles,
  childSubjects,
  grades,
  studentProfiles,
  studentSubjects,
  subjects,
  users,
} from '../../db/schema/index';
import type { DbExecutor } from '../../db/client';

const gradeName = { id: grades.id, nameEn: grades.nameEn, nameAr: grades.nameAr };
const subjectName = { id: subjects.id, nameEn: subjects.nameEn, nameAr: subjects.nameAr };

/** The child profile a parent keeps for this student's login, with the parent's name. */
export async function childProfileOfLogin(db: DbExecutor, studentId: string) {
  const [child] = await db
    .select({
      id: childProfiles.id,
      grade: gradeName,
      learningGoals: childProfiles.learningGoals,
      preferredLearningTime: childProfiles.preferredLearningTime,
      parentName: users.fullName,
    })
    .from(childProfiles)
    .innerJoin(grades, eq(grades.id, childProfiles.gradeId))
    .innerJoin(users, eq(users.id, childProfiles.parentId))
    .where(and(eq(childProfiles.userId, studentId), isNull(childProfiles.removedAt)));
  return child;
}

export function subjectsOfChild(db: DbExecutor, childId: string) {
  return db
    .select(subjectName)
    .from(childSubjects)
    .innerJoin(subjects, eq(subjects.id, childSubjects.subjectId))
    .where(eq(childSubjects.childId, childId))
    .orderBy(asc(subjects.id));
}

/** The student's own profile, when no parent keeps one for them. */
export async function ownStudentProfile(db: DbExecutor, studentId: string) {
  const [own] = await db
    .select({
      grade: gradeName,
      learningGoals: studentProfiles.learningGoals,
      preferredLearningTime: studentProfiles.preferredLearningTime,
    })
    .from(studentProfiles)
    .innerJoin(grades, eq(grades.id, studentProfiles.gradeId))
    .where(eq(studentProfiles.userId, studentId));
  return own;
}

export function subjectsOfStudent(db: DbExecutor, studentId: string) {
  return db
    .select(subjectName)
    .from(studentSubjects)
    .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
    .where(eq(studentSubjects.userId, studentId))
    .orderBy(asc(subjects.id));
}
