import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { childProfiles, grades, subjects } from '../../db/schema/index';
import { linkTo, loginRequest, mailbox } from '../auth/test-helpers';
import { bookingClient, type Caller } from '../booking/booking.test-client';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The booking test client (real app, manual clock) plus the family calls: a parent's children,
 * their logins, invitations, progress and a student's learning.
 */
export async function familyClient() {
  const client = await bookingClient();
  const { app } = client;
  const [grade] = await app.db.select({ id: grades.id }).from(grades).limit(1);
  const subjectRows = await app.db.select({ id: subjects.id }).from(subjects).limit(2);
  const gradeId = grade?.id ?? 0;
  const subjectIds = subjectRows.map((row) => row.id);

  const call = (
    method: Method,
    url: string,
    caller: { authorization: string } | undefined,
    payload?: unknown,
    language = 'en',
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        'accept-language': language,
        ...(caller ? { authorization: caller.authorization } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const childBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Lina',
    age: 8,
    gradeId,
    subjectIds,
    preferredLanguage: 'en',
    schoolName: 'Nile School',
    learningGoals: 'Reading in English',
    preferredLearningTime: 'afternoon',
    ...overrides,
  });

  /** Confirms an address through the link it was sent, then logs in with it, as a child would. */
  async function confirmAndLogin(email: string, password: string): Promise<Caller> {
    // In whichever language it was written: found by its link.
    const sent = (await mailbox(app, email)).find((entry) =>
      entry.links.some((link) => new URL(link).pathname === '/email-confirmation'),
    );
    if (!sent) throw new Error(`no confirmation email to ${email}`);
    const link = linkTo(sent, '/email-confirmation');
    const confirmed = await app.inject({
      method: 'GET',
      url: '/api/v1/email/confirm',
      query: Object.fromEntries(link.searchParams),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const login = await loginRequest(app, email, password);
    expect(login.statusCode, login.body).toBe(200);
    const { userModel, jwtResult } = login.json().data;
    return {
      authorization: `Bearer ${jwtResult.accessToken}`,
      user: { id: userModel.id, fullName: userModel.fullName },
    };
  }

  /** Gives the parent's child a login and returns the child, logged in. */
  async function childWithLogin(parent: Caller, childId: string, email: string) {
    const password = 'child-pass1';
    const made = await call('POST', `/parent/children/${childId}/login`, parent, {
      email,
      password,
    });
    expect(made.statusCode, made.body).toBe(201);
    return confirmAndLogin(email, password);
  }

  const childRow = async (id: string) => {
    const [row] = await app.db.select().from(childProfiles).where(eq(childProfiles.id, id));
    return row;
  };

  return {
    ...client,
    call,
    gradeId,
    catalogSubjectIds: subjectIds,
    childBody,
    confirmAndLogin,
    childWithLogin,
    childRow,
  };
}

export type FamilyClient = Awaited<ReturnType<typeof familyClient>>;
