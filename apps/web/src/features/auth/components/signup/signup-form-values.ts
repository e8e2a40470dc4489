import type { PreferredLearningTime } from '@nibras/contracts/auth';
import { viewerTimeZone } from '@/lib/zoned-time';
import type { FieldPath } from 'react-hook-form';
import type authTexts from '@/locales/en/auth.json';

/** The three signup forms, as /signup/:role names them (docs/shared/SPEC.md section 2). */
export const signupRoles = ['tutor', 'parent', 'child'] as const;
export type SignupRole = (typeof signupRoles)[number];

export function isSignupRole(value: string | undefined): value is SignupRole {
  return (signupRoles as readonly (string | undefined)[]).includes(value);
}

/** UserType of docs/shared/SPEC.md section 3: 0 student, 1 parent, 2 tutor. */
export const userTypeOfRole = { child: 0, parent: 1, tutor: 2 } as const;

type LearningPreferences = {
  LearningGoals: string;
  PreferredLearningTime: string;
  SchoolName: string;
};

/**
 * What the form holds, keyed by the multipart names so a server error lands on its field. Inputs
 * hold strings; the contracts' registerSchema reads and checks them.
 */
export type SignupFormValues = {
  UserType: 0 | 1 | 2;
  FullName: string;
  Email: string;
  Password: string;
  /** docs/shared/SPEC.md's second password: no longer asked (issue 30), still accepted by the API. */
  ConfirmPassword?: string;
  PhoneNumber: string;
  /** The browser's zone: a local phone number is read in its country (contracts: toE164Phone). */
  TimeZone: string;
  StudentInfo?: LearningPreferences & {
    Age: string;
    CurrentGrade: string;
    SubjectsNeeded: number[];
  };
  ParentInfo?: LearningPreferences & {
    ChildName: string;
    ChildAge: string;
    ChildGrade: string;
    SubjectsOfInterest: number[];
    PreferredLanguage: string;
  };
  TutorInfo?: {
    EducationalBackground: string;
    YearsOfExperience: string;
    HourlyRate: string;
    BriefBio: string;
    SubjectsTaught: { SubjectId: number }[];
    LanguagesSpoken: string[];
    EducationSystemId: string;
    EducationLevelId: string;
    GradeId: string;
  };
  /** Narrows a student's or parent's grade list; only the grade is sent. */
  catalog: { systemId: string; levelId: string };
};

export type SignupField = FieldPath<SignupFormValues>;

const learningDefaults: LearningPreferences = {
  LearningGoals: '',
  PreferredLearningTime: '',
  SchoolName: '',
};

export function signupDefaults(role: SignupRole): SignupFormValues {
  const common = {
    UserType: userTypeOfRole[role],
    FullName: '',
    Email: '',
    Password: '',
    PhoneNumber: '',
    TimeZone: viewerTimeZone(),
    catalog: { systemId: '', levelId: '' },
  };
  if (role === 'child') {
    return {
      ...common,
      StudentInfo: { ...learningDefaults, Age: '', CurrentGrade: '', SubjectsNeeded: [] },
    };
  }
  if (role === 'parent') {
    return {
      ...common,
      ParentInfo: {
        ...learningDefaults,
        ChildName: '',
        ChildAge: '',
        ChildGrade: '',
        SubjectsOfInterest: [],
        PreferredLanguage: '',
      },
    };
  }
  return {
    ...common,
    TutorInfo: {
      EducationalBackground: '',
      YearsOfExperience: '',
      HourlyRate: '',
      BriefBio: '',
      SubjectsTaught: [],
      LanguagesSpoken: [],
      EducationSystemId: '',
      EducationLevelId: '',
      GradeId: '',
    },
  };
}

/**
 * What every signup asks first. Issue 30: only what booking needs; the phone is asked of tutors
 * alone (families give it later on their account page), and the password is typed once.
 */
const basicFields: SignupField[] = ['FullName', 'Email', 'Password'];
const tutorBasicFields: SignupField[] = [...basicFields, 'PhoneNumber'];

export type SignupStep = {
  /** Key of the step's title under signup.steps. */
  key: keyof typeof authTexts.signup.steps;
  /** The fields checked before moving on. */
  fields: SignupField[];
};

/** Tutor 3 steps, student 2 (docs/shared/SPEC.md section 2); parent 1 since issue 30. */
export const signupSteps: Record<SignupRole, SignupStep[]> = {
  tutor: [
    { key: 'basicInfo', fields: tutorBasicFields },
    {
      key: 'educationalInfo',
      fields: [
        'TutorInfo.EducationalBackground',
        'TutorInfo.EducationSystemId',
        'TutorInfo.EducationLevelId',
        'TutorInfo.GradeId',
        'TutorInfo.SubjectsTaught',
      ],
    },
    {
      key: 'professionalDetails',
      fields: [
        'TutorInfo.YearsOfExperience',
        'TutorInfo.HourlyRate',
        'TutorInfo.LanguagesSpoken',
        'TutorInfo.BriefBio',
      ],
    },
  ],
  child: [
    { key: 'basicInfo', fields: basicFields },
    {
      key: 'studentDetails',
      fields: [
        'StudentInfo.Age',
        'StudentInfo.SchoolName',
        'StudentInfo.CurrentGrade',
        'StudentInfo.SubjectsNeeded',
        'StudentInfo.LearningGoals',
        'StudentInfo.PreferredLearningTime',
      ],
    },
  ],
  // One step (issue 30): the account and what booking needs of the child. Age, school, goals,
  // subjects, language and time are asked later, on the child's page.
  parent: [
    {
      key: 'accountInfo',
      fields: [...basicFields, 'ParentInfo.ChildName', 'ParentInfo.ChildGrade'],
    },
  ],
};

/** The step that shows a field, for a server error about it; -1 when no step does. */
export function stepOfField(role: SignupRole, field: string) {
  return signupSteps[role].findIndex((step) =>
    step.fields.some(
      (name) => field === name || field.startsWith(`${name}.`) || field.startsWith(`${name}[`),
    ),
  );
}

/**
 * The part of the day of a time chosen on the way (a booking's `start` in the return path), in
 * the viewer's zone: a family that picked an evening lesson likely prefers evenings. Null when
 * no time was chosen.
 */
export function learningTimeOfReturn(
  returnTo: string | null,
  timeZone: string,
): PreferredLearningTime | null {
  if (!returnTo) return null;
  const start = new URLSearchParams(returnTo.split('?')[1] ?? '').get('start');
  const at = start ? new Date(start) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(at),
  );
  if (hour < 12) return 'morning';
  return hour < 17 ? 'afternoon' : 'evening';
}
