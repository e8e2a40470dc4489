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

/** The envelope's `data` of a successful answer; a failed one fails the test with its body. */
export async function dataOf<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/**
 * A confirmed student account with a password, made over the API (signup, then the emailed
 * confirmation link), for a story that starts with an account already there.
 */
export async function confirmedStudentOverApi(
  request: APIRequestContext,
  account: { email: string; password: string; fullName: string },
) {
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
  const subjectId = subjects[0]?.id;
  await dataOf(
    await request.post('/api/v1/auth/register', {
      multipart: {
        UserType: '0',
        FullName: account.fullName,
        Email: account.email,
        Password: account.password,
        ConfirmPassword: account.password,
        PhoneNumber: '+20 100 123 4567',
        'StudentInfo.Age': '14',
        'StudentInfo.CurrentGrade': String(gradeId),
        'StudentInfo.LearningGoals': 'Algebra',
        'StudentInfo.PreferredLearningTime': 'evening',
        'StudentInfo.SchoolName': 'Cairo School',
        'StudentInfo.SubjectsNeeded[0]': String(subjectId),
      },
    }),
  );
  const link = new URL(
    await linkFromMailbox(request, account.email, '/email-confirmation'),
    'http://app.invalid',
  );
  await dataOf(await request.get(`/api/v1/email/confirm${link.search}`));
}
