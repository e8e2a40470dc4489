import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  basicInfoSchema,
  confirmEmailQuerySchema,
  parentInfoSchema,
  registerSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  studentInfoSchema,
  tutorInfoSchema,
} from './auth';
import { fromFormFields, toFormFields } from './form-fields';
import { en } from './i18n/en';

/** The English shared texts in i18next's store, as the apps read them. */
const i18n = createInstance();
void i18n.init({
  resources: { en: { shared: en } },
  lng: 'en',
  initAsync: false,
  showSupportNotice: false,
});

/** A schema message's English text; a message that is no key (zod's own) stays as it is. */
function english(message: string): string {
  const text: unknown = i18n.getResource('en', 'shared', message);
  return typeof text === 'string' ? text : message;
}

/** `{ field.path: English text }` of a failed parse, the way a form or the API shows it. */
function problems(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) {
    found[issue.path.join('.')] ??= english(issue.message);
  }
  return found;
}

const basicInfo = {
  FullName: 'Mona Hassan',
  Email: 'Mona@Example.com',
  Password: 'secret1',
  ConfirmPassword: 'secret1',
  PhoneNumber: '+20 100 123 4567',
};
const studentInfo = {
  Age: '12',
  CurrentGrade: '3',
  LearningGoals: 'Get better at fractions',
  PreferredLearningTime: 'evening',
  SchoolName: 'Cairo School',
  SubjectsNeeded: ['1', '2'],
};
const tutorInfo = {
  EducationalBackground: 'BSc Mathematics',
  YearsOfExperience: '4',
  HourlyRate: '12.50',
  BriefBio: 'I teach maths with patience.',
  SubjectsTaught: [{ SubjectId: '1' }],
  LanguagesSpoken: ['ar', 'en'],
  EducationSystemId: '1',
  EducationLevelId: '2',
  GradeId: '3',
};
const parentInfo = {
  ChildName: 'Omar',
  ChildAge: '9',
  ChildGrade: '3',
  SubjectsOfInterest: ['1'],
  PreferredLanguage: 'ar',
  SchoolName: 'Cairo School',
  LearningGoals: 'Reading',
  PreferredLearningTime: 'weekend',
};

describe('sign-in (docs/shared/SPEC.md section 5)', () => {
  it('gives the exact messages for missing, invalid and short values', () => {
    expect(problems(signInSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(problems(signInSchema, { email: 'nope', password: '12345' })).toEqual({
      email: 'Email is invalid',
      password: 'Password must be at least 6 character',
    });
  });

  it('trims and lower-cases the email', () => {
    expect(signInSchema.parse({ email: ' A@B.co ', password: 'secret1' }).email).toBe('a@b.co');
  });
});

describe('basic info of every signup', () => {
  it('requires the name, address and password with their messages; the rest may come later', () => {
    expect(problems(basicInfoSchema, {})).toEqual({
      FullName: 'Full name is required',
      Email: 'Email is required',
      Password: 'Password is required',
    });
    // Issue 30: the phone and the second password are optional, stored empty / not needed.
    const { PhoneNumber: _phone, ConfirmPassword: _again, ...needed } = basicInfo;
    expect(basicInfoSchema.parse(needed)).toMatchObject({ PhoneNumber: '' });
    expect(basicInfoSchema.parse({ ...needed, PhoneNumber: '  ' }).PhoneNumber).toBe('');
  });

  it('rejects a bad email, a short password and different passwords', () => {
    expect(
      problems(basicInfoSchema, {
        ...basicInfo,
        Email: 'mona@',
        Password: '12345',
        ConfirmPassword: '12345',
      }),
    ).toEqual({ Email: 'Invalid email', Password: 'Password must be at least 6 characters' });
    expect(problems(basicInfoSchema, { ...basicInfo, ConfirmPassword: 'secret2' })).toEqual({
      ConfirmPassword: 'Passwords must match',
    });
  });

  it('reports a mismatch while other fields are still empty', () => {
    expect(
      problems(basicInfoSchema, { Password: 'secret1', ConfirmPassword: 'secret2' }),
    ).toMatchObject({ ConfirmPassword: 'Passwords must match' });
    // A form sends its untouched fields as empty strings, not as missing keys.
    const untouched = { FullName: '', Email: '', PhoneNumber: '' };
    expect(
      problems(basicInfoSchema, { ...untouched, Password: 'secret1', ConfirmPassword: 'secret2' }),
    ).toMatchObject({ FullName: 'Full name is required', ConfirmPassword: 'Passwords must match' });
  });

  it('keeps the phone number with its country code, separators removed', () => {
    expect(basicInfoSchema.parse(basicInfo).PhoneNumber).toBe('+201001234567');
    expect(problems(basicInfoSchema, { ...basicInfo, PhoneNumber: '0100 123' })).toEqual({
      PhoneNumber: expect.stringContaining('country code'),
    });
  });
});

describe('student details', () => {
  it('reads numbers and ids from form strings', () => {
    expect(studentInfoSchema.parse(studentInfo)).toMatchObject({
      Age: 12,
      CurrentGrade: 3,
      SubjectsNeeded: [1, 2],
    });
  });

  it('enforces the age range and the messages', () => {
    expect(problems(studentInfoSchema, { ...studentInfo, Age: '' })).toEqual({
      Age: 'Age is required',
    });
    expect(problems(studentInfoSchema, { ...studentInfo, Age: 'ten' })).toEqual({
      Age: 'Age must be a valid number',
    });
    expect(problems(studentInfoSchema, { ...studentInfo, Age: '2' })).toEqual({
      Age: 'Age must be at least 3',
    });
    expect(problems(studentInfoSchema, { ...studentInfo, Age: '26' })).toEqual({
      Age: 'Age must be at most 25',
    });
  });

  it('limits learning goals to 300 characters; goals, time, school and subjects may wait', () => {
    expect(
      problems(studentInfoSchema, {
        ...studentInfo,
        LearningGoals: 'x'.repeat(301),
        PreferredLearningTime: 'midnight',
      }),
    ).toEqual({
      LearningGoals: 'Learning goals must be at most 300 characters',
      PreferredLearningTime: 'Please choose one of the options.',
    });
    const later = studentInfoSchema.parse({
      ...studentInfo,
      LearningGoals: '',
      SchoolName: ' ',
      SubjectsNeeded: undefined,
      PreferredLearningTime: '',
    });
    expect(later).toMatchObject({ LearningGoals: '', SchoolName: '', SubjectsNeeded: [] });
    expect(later.PreferredLearningTime).toBeUndefined();
  });
});

describe('tutor details', () => {
  it('accepts a complete tutor and stores the rate as a number', () => {
    expect(tutorInfoSchema.parse(tutorInfo)).toMatchObject({ HourlyRate: 12.5, GradeId: 3 });
  });

  it('gives the hourly rate and bio messages', () => {
    expect(problems(tutorInfoSchema, { ...tutorInfo, HourlyRate: '0.5' })).toEqual({
      HourlyRate: 'Hourly rate must be at least 1',
    });
    expect(problems(tutorInfoSchema, { ...tutorInfo, HourlyRate: '0x10' })).toEqual({
      HourlyRate: 'Hourly rate must be a valid number',
    });
    expect(problems(tutorInfoSchema, { ...tutorInfo, BriefBio: 'b'.repeat(501) })).toEqual({
      BriefBio: 'Bio must be at most 500 characters',
    });
  });

  it('needs a subject, a language and the three education selections', () => {
    expect(
      problems(tutorInfoSchema, {
        ...tutorInfo,
        SubjectsTaught: [],
        LanguagesSpoken: [],
        EducationSystemId: '',
        EducationLevelId: 'abc',
        GradeId: undefined,
      }),
    ).toEqual({
      SubjectsTaught: 'Select at least one subject',
      LanguagesSpoken: 'Select at least one language',
      EducationSystemId: 'Education system is required',
      EducationLevelId: 'Please choose one of the options.',
      GradeId: 'Grade is required',
    });
  });

  it('drops a subject picked twice', () => {
    const parsed = tutorInfoSchema.parse({
      ...tutorInfo,
      SubjectsTaught: [{ SubjectId: '1' }, { SubjectId: 1 }],
    });
    expect(parsed.SubjectsTaught).toEqual([{ SubjectId: 1 }]);
  });
});

describe('parent child info', () => {
  it('needs only what booking needs: the name and grade; age, time and the rest may come later', () => {
    expect(problems(parentInfoSchema, {})).toEqual({
      ChildName: 'Child name is required',
      ChildGrade: 'Child grade is required',
    });
    const { ChildName, ChildGrade } = parentInfo;
    expect(
      parentInfoSchema.parse({ ChildName, ChildGrade, ChildAge: '', PreferredLearningTime: '' }),
    ).toEqual({
      ChildName,
      ChildGrade: Number(ChildGrade),
      SubjectsOfInterest: [],
      SchoolName: '',
      LearningGoals: '',
    });
  });

  it('still reads an age and a time when given, as the SPEC payload sends them', () => {
    expect(parentInfoSchema.parse(parentInfo)).toMatchObject({
      ChildAge: 9,
      PreferredLearningTime: 'weekend',
    });
    // Arabic-Indic digits are digits.
    expect(parentInfoSchema.parse({ ...parentInfo, ChildAge: '١٢' }).ChildAge).toBe(12);
  });

  it('checks a given child age as before: a whole number from 3 to 25', () => {
    for (const ChildAge of ['2', '26', '30']) {
      expect(problems(parentInfoSchema, { ...parentInfo, ChildAge })).toEqual({
        ChildAge: 'Child age must be between 3 and 25',
      });
    }
    for (const ChildAge of ['x', '9.5', '0x10']) {
      expect(problems(parentInfoSchema, { ...parentInfo, ChildAge })).toEqual({
        ChildAge: 'Child age must be a number',
      });
    }
    expect(problems(parentInfoSchema, { ...parentInfo, PreferredLearningTime: 'noon' })).toEqual({
      PreferredLearningTime: 'Please choose one of the options.',
    });
  });
});

describe('the whole signup', () => {
  it('unflattens multipart names and parses each role', () => {
    const cases = [
      { UserType: '0', StudentInfo: studentInfo },
      { UserType: '1', ParentInfo: parentInfo },
      { UserType: '2', TutorInfo: tutorInfo },
    ];
    for (const body of cases) {
      const fields = toFormFields({ ...basicInfo, ...body });
      const parsed = registerSchema.parse(fromFormFields(fields));
      expect(parsed.UserType).toBe(Number(body.UserType));
    }
  });

  it("takes a parent's signup without the child's age and time (issue 30)", () => {
    const { ChildAge, PreferredLearningTime, ...rest } = parentInfo;
    void ChildAge;
    void PreferredLearningTime;
    const fields = toFormFields({ ...basicInfo, UserType: '1', ParentInfo: rest });
    const parsed = registerSchema.parse(fromFormFields(fields));
    expect(parsed.UserType === 1 && parsed.ParentInfo).toMatchObject({ ChildName: 'Omar' });
    expect(parsed.UserType === 1 && parsed.ParentInfo.ChildAge).toBeUndefined();
    expect(
      problems(
        registerSchema,
        fromFormFields(
          toFormFields({ ...basicInfo, UserType: '1', ParentInfo: { ...rest, ChildAge: '2' } }),
        ),
      ),
    ).toEqual({
      'ParentInfo.ChildAge': 'Child age must be between 3 and 25',
    });
  });

  it('names the multipart fields as docs/shared/ARCHITECTURE.md does', () => {
    const names = toFormFields({ TutorInfo: tutorInfo, StudentInfo: studentInfo }).map(
      ([name]) => name,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'TutorInfo.SubjectsTaught[0].SubjectId',
        'TutorInfo.LanguagesSpoken[1]',
        'StudentInfo.SubjectsNeeded[0]',
        'StudentInfo.Age',
      ]),
    );
  });

  it('gives the docs/shared/SPEC.md message for an unknown UserType', () => {
    expect(problems(registerSchema, { ...basicInfo, UserType: '7' })).toEqual({
      UserType: 'Invalid UserType. Must be 0 (Student), 1 (Parent), or 2 (Tutor).',
    });
  });

  it('reports the fields of a missing info group, not a type error', () => {
    expect(problems(registerSchema, { ...basicInfo, UserType: 2 })).toMatchObject({
      'TutorInfo.HourlyRate': 'Hourly rate is required',
    });
  });

  it('keeps only the declared fields (no role flags or ids from the client)', () => {
    const parsed = registerSchema.parse({
      ...basicInfo,
      UserType: '0',
      StudentInfo: studentInfo,
      TutorInfo: tutorInfo,
      id: '00000000-0000-0000-0000-000000000000',
      emailConfirmedAt: '2020-01-01',
    });
    expect(Object.keys(parsed).sort()).toEqual(
      [...Object.keys(basicInfo), 'UserType', 'StudentInfo'].sort(),
    );
  });
});

describe('password reset and email confirmation', () => {
  it('gives the request-reset messages', () => {
    expect(problems(requestPasswordResetSchema, {})).toEqual({ email: 'Email is required.' });
    expect(problems(requestPasswordResetSchema, { email: 'x' })).toEqual({
      email: 'Please enter a valid email address.',
    });
  });

  it('gives the reset messages', () => {
    expect(problems(resetPasswordSchema, {})).toEqual({
      token: 'Invalid or missing token. Please use the link sent to your email.',
      newPassword: 'Password is required.',
      confirmNewPassword: 'Please confirm your password.',
    });
    expect(
      problems(resetPasswordSchema, { token: 't', newPassword: '123', confirmNewPassword: '123' }),
    ).toEqual({ newPassword: 'Password must be at least 6 characters.' });
    expect(
      problems(resetPasswordSchema, {
        token: 't',
        newPassword: 'secret1',
        confirmNewPassword: 'secret2',
      }),
    ).toEqual({ confirmNewPassword: 'Passwords do not match.' });
  });

  it('calls a link without token or email invalid', () => {
    expect(problems(confirmEmailQuerySchema, { email: 'a@b.co' })).toEqual({
      token: 'Invalid confirmation link.',
    });
    expect(problems(confirmEmailQuerySchema, { token: 'abc' })).toEqual({
      email: 'Invalid confirmation link.',
    });
  });
});

describe('form field names', () => {
  it('ignores names that could reach the prototype', () => {
    const value = fromFormFields([
      ['__proto__.polluted', 'yes'],
      ['constructor.prototype.polluted', 'yes'],
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });
});
