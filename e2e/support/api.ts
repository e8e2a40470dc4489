import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { linkFromMailbox } from './mailbox';

/**
 * Logs in over the API, as the app does, for the parts of a story that happen in someone else's
 * account: the answer's user id and the Authorization header for further calls.
 */
export async function bearer(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as {
    data: { userModel: { id: string }; jwtResult: { accessToken: string } };
  };
  return {
    id: data.userModel.id,
    headers: { authorization: `Bearer ${data.jwtResult.accessToken}` },
  };
}

/** A listed tutor's id, found by name in the public list, page after page (there are dozens). */
export async function tutorIdOf(request: APIRequestContext, name: string) {
  let after: string | null = null;
  do {
    const page: { items: { id: string; fullName: string }[]; nextCursor: string | null } =
      await dataOf(
        await request.get('/api/v1/tutors', {
          params: { pageSize: '48', ...(after === null ? {} : { after }) },
        }),
      );
    const tutor = page.items.find((item) => item.fullName === name);
    if (tutor) return tutor.id;
    after = page.nextCursor;
  } while (after !== null);
  throw new Error(`${name} is not listed`);
}

/** The envelope's `data` of a successful answer; a failed one fails the test with its body. */
export async function dataOf<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** The first education system's first level and grade, and the first subject of that grade. */
async function firstGradeAndSubject(request: APIRequestContext) {
  type Rows = Array<{ id: number }>;
  const { educationSystems } = await dataOf<{ educationSystems: Rows }>(
    await request.get('/api/v1/education/systems'),
  );
  const levels = await dataOf<Rows>(
    await request.get(`/api/v1/education/systems/${educationSystems[0]?.id}/levels`),
  );
  const grades = await dataOf<Rows>(
    await request.get(`/api/v1/education/levels/${levels[0]?.id}/grades`),
  );
  const gradeId = grades[0]?.id;
  const { subjects } = await dataOf<{ subjects: Rows }>(
    await request.get(`/api/v1/education/grades/${gradeId}/subjects`),
  );
  return {
    systemId: String(educationSystems[0]?.id),
    levelId: String(levels[0]?.id),
    gradeId: String(gradeId),
    subjectId: String(subjects[0]?.id),
  };
}

type NewAccount = { email: string; password: string; fullName: string };

/** Signs up over the API with the role's own fields, then follows the emailed confirmation link. */
async function confirmedOverApi(
  request: APIRequestContext,
  account: NewAccount,
  roleFields: Record<string, string>,
) {
  await dataOf(
    await request.post('/api/v1/auth/register', {
      multipart: {
        FullName: account.fullName,
        Email: account.email,
        Password: account.password,
        ConfirmPassword: account.password,
        PhoneNumber: '+20 100 123 4567',
        ...roleFields,
      },
    }),
  );
  const link = new URL(
    await linkFromMailbox(request, account.email, '/email-confirmation'),
    'http://app.invalid',
  );
  await dataOf(await request.get(`/api/v1/email/confirm${link.search}`));
}

/**
 * A confirmed student account with a password, made over the API (signup, then the emailed
 * confirmation link), for a story that starts with an account already there.
 */
export async function confirmedStudentOverApi(request: APIRequestContext, account: NewAccount) {
  const { gradeId, subjectId } = await firstGradeAndSubject(request);
  await confirmedOverApi(request, account, {
    UserType: '0',
    'StudentInfo.Age': '14',
    'StudentInfo.CurrentGrade': gradeId,
    'StudentInfo.LearningGoals': 'Algebra',
    'StudentInfo.PreferredLearningTime': 'evening',
    'StudentInfo.SchoolName': 'Cairo School',
    'StudentInfo.SubjectsNeeded[0]': subjectId,
  });
}

/** The same for a parent, with one child (`childName`). */
export async function confirmedParentOverApi(
  request: APIRequestContext,
  account: NewAccount & { childName: string },
) {
  const { gradeId, subjectId } = await firstGradeAndSubject(request);
  await confirmedOverApi(request, account, {
    UserType: '1',
    'ParentInfo.ChildName': account.childName,
    'ParentInfo.ChildAge': '10',
    'ParentInfo.ChildGrade': gradeId,
    'ParentInfo.SubjectsOfInterest[0]': subjectId,
    'ParentInfo.PreferredLanguage': 'ar',
    'ParentInfo.SchoolName': 'Riyadh School',
    'ParentInfo.LearningGoals': 'Fractions',
    'ParentInfo.PreferredLearningTime': 'evening',
  });
}

/**
 * The same for a tutor, with the fields of the tutor's signup (not yet approved: see
 * support/approval.ts).
 */
export async function confirmedTutorOverApi(request: APIRequestContext, account: NewAccount) {
  const { systemId, levelId, gradeId, subjectId } = await firstGradeAndSubject(request);
  await confirmedOverApi(request, account, {
    UserType: '2',
    'TutorInfo.EducationalBackground': 'BSc Mathematics',
    'TutorInfo.YearsOfExperience': '6',
    'TutorInfo.HourlyRate': '25',
    'TutorInfo.BriefBio': 'I make mathematics friendly.',
    'TutorInfo.SubjectsTaught[0].SubjectId': subjectId,
    'TutorInfo.LanguagesSpoken[0]': 'ar',
    'TutorInfo.LanguagesSpoken[1]': 'en',
    'TutorInfo.EducationSystemId': systemId,
    'TutorInfo.EducationLevelId': levelId,
    'TutorInfo.GradeId': gradeId,
  });
}
