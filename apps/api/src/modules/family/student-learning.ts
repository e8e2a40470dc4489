import type { StudentLearning } from '@nibras/contracts/family';
import { AppError } from '../../plugins/envelope';
import type { DbExecutor } from '../../db/client';
import {
  childProfileOfLogin,
  ownStudentProfile,
  subjectsOfChild,
  subjectsOfStudent,
} from './student-learning.repo';

/**
 * What a student learns, from the one place their details live: the child profile when a
 * parent manages them (a login the parent made, or an accepted invitation), else their own
 * student profile.
 */
export async function studentLearning(db: DbExecutor, studentId: string): Promise<StudentLearning> {
  const child = await childProfileOfLogin(db, studentId);
  if (child) {
    const learned = await subjectsOfChild(db, child.id);
    return {
      grade: child.grade,
      subjects: learned,
      learningGoals: child.learningGoals,
      preferredLearningTime: child.preferredLearningTime,
      parent: { fullName: child.parentName },
    };
  }
  const own = await ownStudentProfile(db, studentId);
  if (!own) throw new AppError(404, 'not_found');
  const learned = await subjectsOfStudent(db, studentId);
  return { ...own, subjects: learned, parent: null };
}
