import { toFormFields } from '@nibras/contracts/form-fields';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { educationLevels, gradeSubjects, grades, users } from '../../db/schema/index';

export type MailboxEntry = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
};

/** The stored row of a user, read straight from the database. */
export async function userRow(app: FastifyInstance, email: string) {
  const [row] = await app.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** Real catalog ids (seeded at start) that belong together. */
export async function catalogChoice(app: FastifyInstance) {
  const [row] = await app.db
    .select({ gradeId: grades.id, levelId: grades.levelId, systemId: educationLevels.systemId })
    .from(grades)
    .innerJoin(educationLevels, eq(grades.levelId, educationLevels.id))
    .limit(1);
  if (!row) throw new Error('the catalog seed has no grade');
  const subjects = await app.db
    .select({ id: gradeSubjects.subjectId })
    .from(gradeSubjects)
    .where(eq(gradeSubjects.gradeId, row.gradeId))
    .limit(2);
  return { ...row, subjectIds: subjects.map((subject) => subject.id) };
}

export function basicFields(email: string, overrides: Record<string, unknown> = {}) {
  return {
    FullName: 'Mona Hassan',
    Email: email,
    Password: 'secret-pass1',
    ConfirmPassword: 'secret-pass1',
    PhoneNumber: '+20 100 123 4567',
    ...overrides,
  };
}

export async function signupBody(
  app: FastifyInstance,
  role: 'Student' | 'Parent' | 'Tutor',
  email: string,
  overrides: Record<string, unknown> = {},
) {
  const choice = await catalogChoice(app);
  const groups = {
    Student: {
      UserType: 0,
      StudentInfo: {
        Age: 12,
        CurrentGrade: choice.gradeId,
        LearningGoals: 'Fractions',
        PreferredLearningTime: 'evening',
        SchoolName: 'Cairo School',
        SubjectsNeeded: choice.subjectIds,
      },
    },
    Parent: {
      UserType: 1,
      ParentInfo: {
        ChildName: 'Omar',
        ChildAge: 9,
        ChildGrade: choice.gradeId,
        SubjectsOfInterest: choice.subjectIds,
        PreferredLanguage: 'ar',
        SchoolName: 'Cairo School',
        LearningGoals: 'Reading',
        PreferredLearningTime: 'weekend',
      },
    },
    Tutor: {
      UserType: 2,
      TutorInfo: {
        EducationalBackground: 'BSc Mathematics',
        YearsOfExperience: 4,
        HourlyRate: '12.50',
        BriefBio: 'Patient maths tutor.',
        SubjectsTaught: choice.subjectIds.map((SubjectId) => ({ SubjectId })),
        LanguagesSpoken: ['ar', 'en'],
        EducationSystemId: choice.systemId,
        EducationLevelId: choice.levelId,
        GradeId: choice.gradeId,
      },
    },
  };
  return { ...basicFields(email), ...groups[role], ...overrides };
}

/** A multipart form as a browser sends it. */
export function multipart(
  fields: Record<string, unknown> | Array<[string, string]>,
  photo?: { bytes: Buffer; name?: string; type?: string },
) {
  const form = new FormData();
  const entries = Array.isArray(fields) ? fields : toFormFields(fields);
  for (const [name, value] of entries) form.append(name, value);
  if (photo) {
    form.append(
      'ProfilePhoto',
      new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/png' }),
      photo.name ?? 'photo.png',
    );
  }
  return form;
}

export function register(
  app: FastifyInstance,
  form: FormData,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: form, headers });
}

export async function mailbox(app: FastifyInstance, to?: string): Promise<MailboxEntry[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/dev/mailbox',
    query: to ? { to } : {},
  });
  return (response.json() as { data: MailboxEntry[] }).data;
}

/** The newest email to `to` whose subject contains `subject`; fails loudly when there is none. */
export async function lastEmail(app: FastifyInstance, to: string, subject: string) {
  const found = (await mailbox(app, to)).find((email) => email.subject.includes(subject));
  if (!found) throw new Error(`no email "${subject}" to ${to}`);
  return found;
}

/** The path and query of the first link of an email that goes to `pathname`. */
export function linkTo(email: MailboxEntry, pathname: string): URL {
  const link = email.links.map((value) => new URL(value)).find((url) => url.pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in "${email.subject}"`);
  return link;
}

/** Signs up and confirms through the emailed link, as a user would. */
export async function confirmedAccount(
  app: FastifyInstance,
  role: 'Student' | 'Parent' | 'Tutor',
  email: string,
  password = 'secret-pass1',
) {
  const form = multipart(
    await signupBody(app, role, email, { Password: password, ConfirmPassword: password }),
  );
  const signup = await register(app, form);
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const link = linkTo(await lastEmail(app, email, 'Confirm'), '/email-confirmation');
  const confirm = await app.inject({
    method: 'GET',
    url: '/api/v1/email/confirm',
    query: Object.fromEntries(link.searchParams),
  });
  if (confirm.statusCode !== 200) throw new Error(`confirmation failed: ${confirm.body}`);
}

export function loginRequest(
  app: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    headers,
  });
}

/** The refresh cookie set by an answer, ready to send back. */
export function refreshCookieOf(response: { cookies: Array<{ name: string; value: string }> }) {
  const cookie = response.cookies.find((entry) => entry.name === 'nibras_refresh');
  if (!cookie) throw new Error('no refresh cookie was set');
  return cookie.value;
}
