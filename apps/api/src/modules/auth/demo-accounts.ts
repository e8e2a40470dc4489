import type { UserTypeName } from '@nibras/contracts/roles';

/** Confirmed accounts for trying the app and for e2e tests; never created in production. */
export const demoPassword = 'Nibras123!';
export const demoAccounts: Array<{
  email: string;
  fullName: string;
  userType: UserTypeName;
  addressAs: 'feminine' | 'masculine';
}> = [
  // Families read these names (reviews, sessions, messages): people's names, never "Demo".
  {
    email: 'tutor@nibras.test',
    fullName: 'Noura Al-Otaibi',
    userType: 'Tutor',
    addressAs: 'feminine',
  },
  {
    email: 'parent@nibras.test',
    fullName: 'خالد المنصوري',
    userType: 'Parent',
    addressAs: 'masculine',
  },
  {
    email: 'student@nibras.test',
    fullName: 'Yusuf Karim',
    userType: 'Student',
    addressAs: 'masculine',
  },
];

/** The demo parent's children: the first made here, the second (with a login) by the family seed. */
export const demoChildNames = { first: 'Lina Al-Mansouri', second: 'Adam Al-Mansouri' };

/** The demo learners' ages and grades (catalog slugs): each age fits its grade (`gradeAges`). */
export const demoAccountLearners = {
  student: { age: 14, system: 'saudi-national', level: 'intermediate', grade: 'grade-9' },
  firstChild: { age: 10, system: 'egypt-national', level: 'primary', grade: 'grade-5' },
  secondChild: { age: 8, system: 'egypt-national', level: 'primary', grade: 'grade-3' },
};
export type LearnerPlace = (typeof demoAccountLearners)['student'];

/**
 * An application already approved, with identity and qualifications checked: the demo tutors
 * and the tests' tutors are listed as a reviewed tutor would be (decision 0026).
 */
export function approvedTutorApplication(tutorId: string, at: Date) {
  return {
    tutorId,
    status: 'approved' as const,
    submittedAt: at,
    decidedAt: at,
    identityCheckedAt: at,
    qualificationsCheckedAt: at,
    updatedAt: at,
  };
}
