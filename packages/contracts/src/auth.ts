import { z } from 'zod';
import {
  accountLimits,
  blankToUndefined,
  toNumber,
  infoGroup,
  requiredText,
  email,
  numberField,
  coercedNumber,
  catalogId,
  nonEmptyList,
  laterList,
  laterText,
  optionalPhoneNumber,
  localPhoneOf,
  withLocalPhone,
} from './auth-fields';
import { pushLimits } from './notifications';
import { password } from './text-fields';
import { plainText } from './text';
import { isKnownTimeZone } from './time-zones';
import { teachingLanguages } from './teaching-languages';

export { accountLimits };
export {
  jwtResultSchema,
  loginResponseSchema,
  signInSchema,
  userModelSchema,
  type JwtResult,
  type LoginResponse,
  type SignIn,
  type SignInInput,
  type UserModel,
} from './sign-in';
import { loginResponseSchema } from './sign-in';

/**
 * POST /auth/logout, all optional (a logout with no body works as before): the push
 * subscription of the browser being left, so a shared device stops receiving this person's
 * pushes (issue 33).
 */
export const logoutSchema = z.object({
  pushEndpoint: z.string().max(pushLimits.endpointMaxLength).optional(),
});
export type LogoutInput = z.infer<typeof logoutSchema>;

export const preferredLearningTimes = ['morning', 'afternoon', 'evening', 'weekend'] as const;
export type PreferredLearningTime = (typeof preferredLearningTimes)[number];

export { teachingLanguages, type TeachingLanguage } from './teaching-languages';

export const profilePhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

// ---- signup --------------------------------------------------------------------------------------

const basicInfoShape = {
  FullName: requiredText('validation.signup.fullNameRequired', accountLimits.nameMax),
  Email: email('validation.signup.emailRequired', 'validation.signup.emailInvalid'),
  Password: password('validation.signup.passwordRequired', 'validation.signup.passwordTooShort'),
  /** Optional since issue 30 (the web form shows the password instead); when sent, it must match. */
  ConfirmPassword: z.preprocess(blankToUndefined, z.string().optional()),
  /** The browser's IANA zone, so times are shown in the user's own clock; UTC when absent. */
  TimeZone: plainText()
    .trim()
    .max(64, { error: 'validation.availability.timeZoneInvalid' })
    .refine(isKnownTimeZone, { error: 'validation.availability.timeZoneInvalid' })
    .optional(),
  /** Optional since issue 30: asked later, on the account page; stored empty until given. */
  PhoneNumber: optionalPhoneNumber('validation.signup.phoneInvalid'),
};

type PasswordPair = { Password: string; ConfirmPassword?: string };
const passwordsMatch = (value: PasswordPair) =>
  value.ConfirmPassword === undefined || value.Password === value.ConfirmPassword;
const passwordsMatchIssue = {
  error: 'validation.signup.passwordsMustMatch',
  path: ['ConfirmPassword'],
  // Report the mismatch even while another field of the step is still invalid.
  when: (payload: { value: unknown }) => {
    const value = payload.value as Partial<PasswordPair> | undefined;
    return typeof value?.Password === 'string' && typeof value.ConfirmPassword === 'string';
  },
};

/** Step "Basic Info" / "Account Info" of every signup form (docs/shared/SPEC.md section 5, "All signups"). */
export const basicInfoSchema = z.object(basicInfoShape).refine(passwordsMatch, passwordsMatchIssue);

/** basicInfoSchema as the signup step checks it: a local phone read in the zone's country. */
export const basicInfoStepSchema = withLocalPhone('PhoneNumber', 'TimeZone', basicInfoSchema);
export type BasicInfoInput = z.input<typeof basicInfoSchema>;

/** Learning goals left for later: blank is stored empty. */
const laterLearningGoals = laterText(
  accountLimits.learningGoalsMax,
  'validation.learningGoalsTooLong',
  'several',
);

/**
 * The part of the day that suits. Optional since issue 30: booking does not need it, and a
 * family that chose a lesson's time on the way has told us already. Absent is stored as null.
 */
const learningTime = z.preprocess(
  blankToUndefined,
  z.enum(preferredLearningTimes, { error: 'validation.selectionInvalid' }).optional(),
);

const ageNumber = (requiredKey: string, notNumberKey: string, minKey: string, maxKey: string) =>
  numberField(requiredKey, notNumberKey)
    .int({ error: notNumberKey })
    .min(accountLimits.ageMin, { error: minKey })
    .max(accountLimits.ageMax, { error: maxKey });

const ageField = (requiredKey: string, notNumberKey: string, minKey: string, maxKey: string) =>
  coercedNumber(ageNumber(requiredKey, notNumberKey, minKey, maxKey));

/** An age a family may leave for later (absent is stored as null); when given, the same rules. */
const laterAgeField = (notNumberKey: string, rangeKey: string) =>
  coercedNumber(ageNumber(notNumberKey, notNumberKey, rangeKey, rangeKey).optional());

/**
 * Step "Student Details" (docs/shared/SPEC.md section 5, "Student"). A student's own age stays required as
 * the SPEC has it: a student signing up knows it. Their preferred time is optional (issue 30).
 */
export const studentInfoSchema = z.object({
  Age: ageField(
    'validation.student.ageRequired',
    'validation.student.ageNotNumber',
    'validation.student.ageMin',
    'validation.student.ageMax',
  ),
  CurrentGrade: catalogId('validation.student.currentGradeRequired'),
  // Optional since issue 30: what booking does not need is asked later, saying why it helps.
  LearningGoals: laterLearningGoals,
  PreferredLearningTime: learningTime,
  SchoolName: laterText(accountLimits.schoolNameMax),
  SubjectsNeeded: laterList(catalogId('validation.subjectsRequired')),
});
export type StudentInfoInput = z.input<typeof studentInfoSchema>;
export type StudentInfo = z.output<typeof studentInfoSchema>;

/** Steps "Educational Info" and "Professional Details" (docs/shared/SPEC.md section 5, "Tutor"). */
export const tutorInfoSchema = z.object({
  EducationalBackground: requiredText(
    'validation.tutor.educationRequired',
    accountLimits.educationMax,
  ),
  YearsOfExperience: coercedNumber(
    numberField(
      'validation.tutor.yearsOfExperienceRequired',
      'validation.tutor.yearsOfExperienceNotNumber',
    )
      .int({ error: 'validation.tutor.yearsOfExperienceNotNumber' })
      .min(0, { error: 'validation.tutor.yearsOfExperienceNotNumber' })
      .max(accountLimits.yearsOfExperienceMax, {
        error: 'validation.tutor.yearsOfExperienceTooHigh',
      }),
  ),
  HourlyRate: coercedNumber(
    numberField('validation.tutor.hourlyRateRequired', 'validation.tutor.hourlyRateNotNumber')
      .min(accountLimits.hourlyRateMin, { error: 'validation.tutor.hourlyRateMin' })
      .max(accountLimits.hourlyRateMax, { error: 'validation.tutor.hourlyRateMax' })
      // Money is stored with two decimals; a third would be rounded away silently.
      .multipleOf(0.01, { error: 'validation.tutor.hourlyRateNotNumber' }),
  ),
  BriefBio: requiredText(
    'validation.tutor.bioRequired',
    accountLimits.bioMax,
    'validation.tutor.bioTooLong',
    'several',
  ),
  SubjectsTaught: nonEmptyList(
    z.object({ SubjectId: catalogId('validation.subjectsRequired') }),
    'validation.subjectsRequired',
  ).transform((items) => {
    const ids = [...new Set(items.map((item) => item.SubjectId))];
    return ids.map((SubjectId) => ({ SubjectId }));
  }),
  LanguagesSpoken: nonEmptyList(
    z.enum(teachingLanguages, { error: 'validation.tutor.languagesRequired' }),
    'validation.tutor.languagesRequired',
  ),
  EducationSystemId: catalogId('validation.tutor.educationSystemRequired'),
  EducationLevelId: catalogId('validation.tutor.educationLevelRequired'),
  GradeId: catalogId('validation.tutor.gradeRequired'),
});
export type TutorInfoInput = z.input<typeof tutorInfoSchema>;
export type TutorInfo = z.output<typeof tutorInfoSchema>;

/** Step "Child Info" (docs/shared/SPEC.md section 5, "Parent"). */
export const parentInfoSchema = z.object({
  ChildName: requiredText('validation.parent.childNameRequired', accountLimits.nameMax),
  // Optional since issue 30 (decision 0027): asked later on the child's page. When sent, a whole
  // number from 3 to 25 as the SPEC says.
  ChildAge: laterAgeField('validation.parent.childAgeNotNumber', 'validation.parent.childAgeRange'),
  ChildGrade: catalogId('validation.parent.childGradeRequired'),
  // Optional since issue 30: booking needs the child's name and grade; the rest is asked later
  // on the child's page, saying why it helps. A missing language is the parent's own.
  SubjectsOfInterest: laterList(catalogId('validation.subjectsRequired')),
  PreferredLanguage: z.preprocess(
    blankToUndefined,
    z.enum(teachingLanguages, { error: 'validation.parent.preferredLanguageRequired' }).optional(),
  ),
  SchoolName: laterText(accountLimits.schoolNameMax),
  LearningGoals: laterLearningGoals,
  PreferredLearningTime: learningTime,
});
export type ParentInfoInput = z.input<typeof parentInfoSchema>;
export type ParentInfo = z.output<typeof parentInfoSchema>;

/** UserType arrives as "0", "1" or "2" from a form; anything else gets docs/shared/SPEC.md's message. */
export const userTypeSchema = z.preprocess(
  toNumber,
  z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'validation.userTypeInvalid' }),
);

/** The multipart UserType ("0") read as a number before the union picks the role's variant. */
export function userTypeFromForm(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'UserType' in value
    ? { ...value, UserType: toNumber((value as { UserType: unknown }).UserType) }
    : value;
}

/** A signup as a form sends it: UserType read as a number, a local phone in the zone's country. */
export function signupFromForm(value: unknown): unknown {
  return localPhoneOf('PhoneNumber', 'TimeZone', userTypeFromForm(value));
}

/**
 * One variant of the signup per UserType, each with `shape` (the basic fields) and only its own
 * info group: a student's, a parent's or a tutor's. Password signup and signup through Google,
 * Apple or Meta (social-sign-in.ts) differ only in `shape`.
 */
export function signupVariants<Shape extends z.ZodRawShape>(shape: Shape) {
  return [
    z.object({ ...shape, UserType: z.literal(0), StudentInfo: infoGroup(studentInfoSchema) }),
    z.object({ ...shape, UserType: z.literal(1), ParentInfo: infoGroup(parentInfoSchema) }),
    z.object({ ...shape, UserType: z.literal(2), TutorInfo: infoGroup(tutorInfoSchema) }),
  ] as const;
}

/** The basic fields without the address and the password, which a provider account replaces. */
export const accountInfoSchema = z
  .object(basicInfoShape)
  .omit({ Email: true, Password: true, ConfirmPassword: true });

/** accountInfoSchema as the signup step checks it: a local phone read in the zone's country. */
export const accountInfoStepSchema = withLocalPhone('PhoneNumber', 'TimeZone', accountInfoSchema);

const [studentSignup, parentSignup, tutorSignup] = signupVariants(basicInfoShape);

/**
 * The whole signup (POST /api/v1/auth/register), once the multipart names are unflattened:
 * `StudentInfo.Age` becomes `{ StudentInfo: { Age } }`, `TutorInfo.SubjectsTaught[0].SubjectId`
 * becomes `{ TutorInfo: { SubjectsTaught: [{ SubjectId }] } }`. Only the group of the chosen
 * UserType is read; the others are dropped.
 */
export const registerSchema = z.preprocess(
  signupFromForm,
  z.discriminatedUnion(
    'UserType',
    [
      studentSignup.refine(passwordsMatch, passwordsMatchIssue),
      parentSignup.refine(passwordsMatch, passwordsMatchIssue),
      tutorSignup.refine(passwordsMatch, passwordsMatchIssue),
    ],
    { error: 'validation.userTypeInvalid' },
  ),
);
export type RegisterInput = z.input<typeof registerSchema>;
export type Register = z.output<typeof registerSchema>;

/** What a successful signup answers: nothing that would tell whether the email was new. */
export const registerResponseSchema = z.object({ email: z.email() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

// ---- email confirmation --------------------------------------------------------------------------

/** GET /api/v1/email/confirm?token&email; any missing part is "Invalid confirmation link.". */
export const confirmEmailQuerySchema = z.object({
  token: plainText('validation.confirmationLinkInvalid')
    .trim()
    .min(1, { error: 'validation.confirmationLinkInvalid' })
    .max(accountLimits.tokenMax, { error: 'validation.confirmationLinkInvalid' }),
  email: email('validation.confirmationLinkInvalid', 'validation.confirmationLinkInvalid'),
});
export type ConfirmEmailQuery = z.output<typeof confirmEmailQuerySchema>;

/**
 * What confirming answers: the address, and the session the link started on this device (null
 * when it starts none: the link was already used, or the account signs in another way).
 * `alreadyConfirmed` says the link had been opened before and the address is confirmed.
 */
export const confirmEmailAnswerSchema = z.object({
  email: z.string(),
  session: loginResponseSchema.nullable(),
  alreadyConfirmed: z.boolean(),
});
export type ConfirmEmailAnswer = z.infer<typeof confirmEmailAnswerSchema>;

export const resendConfirmationSchema = z.object({
  email: email('validation.signIn.emailRequired', 'validation.signIn.emailInvalid'),
});
export type ResendConfirmationInput = z.input<typeof resendConfirmationSchema>;

// ---- password reset ------------------------------------------------------------------------------

export const requestPasswordResetSchema = z.object({
  email: email('validation.resetRequest.emailRequired', 'validation.resetRequest.emailInvalid'),
});
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

/**
 * A new password typed twice, as password reset and password change ask for it; the mismatch is
 * reported on the confirmation only once both are strings, so a missing field says just that.
 */
export const newPasswordTwiceShape = {
  newPassword: password('validation.reset.passwordRequired', 'validation.reset.passwordTooShort'),
  confirmNewPassword: z
    .string({ error: 'validation.reset.confirmPasswordRequired' })
    .min(1, { error: 'validation.reset.confirmPasswordRequired' }),
};

type NewPasswordTwice = { newPassword: string; confirmNewPassword: string };

export function withMatchingNewPasswords<Schema extends z.ZodType<NewPasswordTwice>>(
  schema: Schema,
) {
  const matching = (value: NewPasswordTwice) => value.newPassword === value.confirmNewPassword;
  return schema.refine(matching, {
    error: 'validation.reset.passwordsDoNotMatch',
    path: ['confirmNewPassword'],
    when: (payload) => {
      const value = payload.value as { newPassword?: unknown; confirmNewPassword?: unknown };
      return typeof value?.newPassword === 'string' && typeof value.confirmNewPassword === 'string';
    },
  });
}

export const resetPasswordSchema = withMatchingNewPasswords(
  z.object({
    token: plainText('validation.reset.tokenMissing')
      .trim()
      .min(1, { error: 'validation.reset.tokenMissing' })
      .max(accountLimits.tokenMax, { error: 'validation.reset.tokenMissing' }),
    ...newPasswordTwiceShape,
  }),
);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
