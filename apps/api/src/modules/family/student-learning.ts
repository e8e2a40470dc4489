import type { StudentLearning } from '@nibras/contracts/family';
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
import { AppError } from '../../plugins/envelope';
import type { DbExecutor } from '../../db/client';

const gradeName = { id: grades.id, nameEn: grades.nameEn, nameAr: grades.nameAr };
const subjectName = { id: subjects.id, nameEn: subjects.nameEn, nameAr: subjects.nameAr };

/**
 * What a student learns, from the one place their details live: the child profile when a
 * parent manages them (a login the parent made, or an accepted invitation), else their own
 * student profile.
 */
export async function studentLearning(db: DbExecutor, studentId: string): Promise<StudentLearning> {
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
  if (child) {
    const learned = await db
      .select(subjectName)
      .from(childSubjects)
      .innerJoin(subjects, eq(subjects.id, childSubjects.subjectId))
      .where(eq(childSubjects.childId, child.id))
      .orderBy(asc(subjects.id));
    return {
      grade: child.grade,
      subjects: learned,
      learningGoals: child.learningGoals,
      preferredLearningTime: child.preferredLearningTime,
      parent: { fullName: child.parentName },
    };
  }
  const [own] = await db
    .select({
      grade: gradeName,
      learningGoals: studentProfiles.learningGoals,
      preferredLearningTime: studentProfiles.preferredLearningTime,
    })
    .from(studentProfiles)
    .innerJoin(grades, eq(grades.id, studentProfiles.gradeId))
    .where(eq(studentProfiles.userId, studentId));
  if (!own) throw new AppError(404, 'not_found');
  const learned = await db
    .select(subjectName)
    .from(studentSubjects)
    .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
    .where(eq(studentSubjects.userId, studentId))
    .orderBy(asc(subjects.id));
  return { ...own, subjects: learned, parent: null };
}
