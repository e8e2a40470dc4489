import { randomUUID } from 'node:crypto';
import type { Register } from '@nibras/contracts/auth';
import type { SocialRegister } from '@nibras/contracts/social-sign-in';
import { userTypeNames } from '@nibras/contracts/roles';
import type { Language } from '@nibras/contracts/i18n/languages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/envelope';
import type { DbExecutor } from '../../db/client';
import { queueAccountExistsEmail, queueConfirmationEmail } from './account-emails';
import {
  existingGradeIds,
  existingSubjectIds,
  findEducationChain,
  findUserByEmail,
  insertParentWithChild,
  insertStudentProfile,
  insertTutorApplication,
  insertTutorProfile,
  insertUser,
} from './auth.repo';
import { issueVerification } from './one-time-tokens';
import { hashPassword } from './passwords';
import { preparePhoto, removePhoto, storePhoto } from './profile-photo';
import { readAll } from '../../db/reads';

const invalidSelection = 'validation.selectionInvalid';

const someMissing = (known: Set<number>, ids: number[]) => ids.some((id) => !known.has(id));

/** A role's signup, whichever way the account signs in (the password's fields are not read). */
type RoleSignup = Register | SocialRegister;

/** Catalog ids are checked here, against the rows: the schema only knows they are integers. */
export async function assertCatalogSelections(app: FastifyInstance, input: RoleSignup) {
  const problems: Record<string, string> = {};
  const checkGradeAndSubjects = async (
    fields: { grade: string; subjects: string },
    gradeId: number,
    subjectIds: number[],
  ) => {
    const [knownGrades, knownSubjects] = await readAll(app.db, [
      () => existingGradeIds(app.db, [gradeId]),
      () => existingSubjectIds(app.db, subjectIds),
    ]);
    if (!knownGrades.has(gradeId)) problems[fields.grade] = invalidSelection;
    if (someMissing(knownSubjects, subjectIds)) problems[fields.subjects] = invalidSelection;
  };

  if (input.UserType === 0) {
    const info = input.StudentInfo;
    await checkGradeAndSubjects(
      { grade: 'StudentInfo.CurrentGrade', subjects: 'StudentInfo.SubjectsNeeded' },
      info.CurrentGrade,
      info.SubjectsNeeded,
    );
  } else if (input.UserType === 1) {
    const info = input.ParentInfo;
    await checkGradeAndSubjects(
      { grade: 'ParentInfo.ChildGrade', subjects: 'ParentInfo.SubjectsOfInterest' },
      info.ChildGrade,
      info.SubjectsOfInterest,
    );
  } else {
    const info = input.TutorInfo;
    const subjectIds = info.SubjectsTaught.map((item) => item.SubjectId);
    if (someMissing(await existingSubjectIds(app.db, subjectIds), subjectIds)) {
      problems['TutorInfo.SubjectsTaught'] = invalidSelection;
    }
    // A level must belong to the chosen system and the grade to the chosen level.
    const chain = await findEducationChain(app.db, {
      systemId: info.EducationSystemId,
      levelId: info.EducationLevelId,
      gradeId: info.GradeId,
    });
    if (!chain.system) problems['TutorInfo.EducationSystemId'] = invalidSelection;
    if (chain.level?.systemId !== info.EducationSystemId) {
      problems['TutorInfo.EducationLevelId'] = invalidSelection;
    }
    if (chain.grade?.levelId !== info.EducationLevelId) {
      problems['TutorInfo.GradeId'] = invalidSelection;
    }
  }
  if (Object.keys(problems).length > 0) {
    throw new AppError(400, 'validation_failed', { details: problems });
  }
}

export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown }).cause) === '23505';
}

/**
 * Creates the account, its role's profile, the confirmation token and its email in one
 * transaction. An address that already has an account gets the same answer (nothing is
 * revealed to the caller) and its owner an email instead.
 */
export async function registerAccount(
  app: FastifyInstance,
  input: Register,
  photo: Buffer | undefined,
  language: Language,
  options: { returnTo?: string } = {},
): Promise<void> {
  const prepared = photo ? await preparePhoto(photo) : undefined;
  await assertCatalogSelections(app, input);
  // Hashed before the lookup, so a known address costs the same time as a new one.
  const passwordHash = await hashPassword(input.Password);

  const existing = await findUserByEmail(app.db, input.Email);
  if (existing) {
    await queueAccountExistsEmail(app, app.db, existing);
    app.wakeMailer();
    return;
  }

  const userId = randomUUID();
  const avatarPath = prepared ? await storePhoto(app.config.dataDir, userId, prepared) : null;
  try {
    await app.db.transaction(async (tx) => {
      // Only these columns come from the form: role flags, confirmation and ids never do.
      const user = await insertUser(tx, {
        id: userId,
        email: input.Email,
        fullName: input.FullName,
        phoneNumber: input.PhoneNumber,
        userType: userTypeNames[input.UserType],
        passwordHash,
        preferredLanguage: language,
        timeZone: input.TimeZone ?? 'UTC',
        avatarPath,
      });
      if (!user) throw new Error('user was not inserted');
      await insertProfile(tx, userId, input, language);
      const token = await issueVerification(tx, {
        type: 'email_confirmation',
        userId,
        email: user.email,
      });
      await queueConfirmationEmail(app, tx, user, token, options.returnTo);
    });
  } catch (error) {
    if (avatarPath) await removePhoto(app.config.dataDir, avatarPath);
    if (!isUniqueViolation(error)) throw error;
    // The same address signed up twice at once: the second is answered like any known address.
    const owner = await findUserByEmail(app.db, input.Email);
    if (owner) await queueAccountExistsEmail(app, app.db, owner);
  }
  app.wakeMailer();
}

/**
 * The role's profile of a new account: a student's, a parent's with the child, or a tutor's. A
 * child's language left out at signup is the one the parent signed up in.
 */
export async function insertProfile(
  tx: DbExecutor,
  userId: string,
  input: RoleSignup,
  language: Language,
) {
  if (input.UserType === 0) {
    const info = input.StudentInfo;
    await insertStudentProfile(tx, {
      userId,
      age: info.Age,
      gradeId: info.CurrentGrade,
      learningGoals: info.LearningGoals,
      preferredLearningTime: info.PreferredLearningTime ?? null,
      schoolName: info.SchoolName,
      subjectIds: info.SubjectsNeeded,
    });
  } else if (input.UserType === 1) {
    const info = input.ParentInfo;
    await insertParentWithChild(tx, {
      parentId: userId,
      name: info.ChildName,
      // Optional since issue 30 (decision 0027): null until the parent gives them.
      age: info.ChildAge ?? null,
      gradeId: info.ChildGrade,
      preferredLanguage: info.PreferredLanguage ?? language,
      schoolName: info.SchoolName,
      learningGoals: info.LearningGoals,
      preferredLearningTime: info.PreferredLearningTime ?? null,
      subjectIds: info.SubjectsOfInterest,
    });
  } else {
    const info = input.TutorInfo;
    await insertTutorProfile(tx, {
      userId,
      educationalBackground: info.EducationalBackground,
      yearsOfExperience: info.YearsOfExperience,
      hourlyRate: info.HourlyRate.toFixed(2),
      briefBio: info.BriefBio,
      languagesSpoken: info.LanguagesSpoken,
      educationSystemId: info.EducationSystemId,
      educationLevelId: info.EducationLevelId,
      gradeId: info.GradeId,
      subjectIds: info.SubjectsTaught.map((item) => item.SubjectId),
    });
    // Unlisted until an operator approves the application (decision 0026).
    await insertTutorApplication(tx, userId, new Date());
  }
}
