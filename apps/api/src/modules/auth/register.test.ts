import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  childProfiles,
  childSubjects,
  parentProfiles,
  studentProfiles,
  studentSubjects,
  tutorProfiles,
  tutorSubjects,
  users,
} from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import {
  catalogChoice,
  lastEmail,
  mailbox,
  multipart,
  register,
  signupBody,
  userRow,
} from './test-helpers';

describe('POST /api/v1/auth/register', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('creates a student with the profile and subjects, unconfirmed, and emails a link', async () => {
    const choice = await catalogChoice(app);
    const response = await register(
      app,
      multipart(await signupBody(app, 'Student', 'Sara@Example.test')),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      succeeded: true,
      message: 'Your account has been created. Check your email to confirm it.',
      data: { email: 'sara@example.test' },
      error: null,
    });

    const user = await userRow(app, 'sara@example.test');
    expect(user).toMatchObject({
      userType: 'Student',
      fullName: 'Mona Hassan',
      phoneNumber: '+201001234567',
      emailConfirmedAt: null,
      preferredLanguage: 'en',
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [profile] = await app.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, user.id));
    expect(profile).toMatchObject({
      age: 12,
      gradeId: choice.gradeId,
      preferredLearningTime: 'evening',
      schoolName: 'Cairo School',
    });
    const subjectRows = await app.db
      .select()
      .from(studentSubjects)
      .where(eq(studentSubjects.userId, user.id));
    expect(subjectRows.map((row) => row.subjectId).sort()).toEqual([...choice.subjectIds].sort());

    const email = await lastEmail(app, 'sara@example.test', 'Confirm your email');
    expect(email.text).toContain('Nibras');
    expect(email.links[0]).toMatch(
      /\/email-confirmation\?token=[\w-]{43}&email=sara%40example.test&lng=en$/,
    );
  });

  it("turns a parent's Child Info into a child profile managed by the parent", async () => {
    const response = await register(
      app,
      multipart(await signupBody(app, 'Parent', 'dad@example.test')),
    );
    expect(response.statusCode).toBe(201);
    const user = await userRow(app, 'dad@example.test');
    expect(user.userType).toBe('Parent');
    const parents = await app.db
      .select()
      .from(parentProfiles)
      .where(eq(parentProfiles.userId, user.id));
    expect(parents).toHaveLength(1);
    const [child] = await app.db
      .select()
      .from(childProfiles)
      .where(eq(childProfiles.parentId, user.id));
    expect(child).toMatchObject({ name: 'Omar', age: 9, preferredLanguage: 'ar' });
    const subjects = await app.db
      .select()
      .from(childSubjects)
      .where(eq(childSubjects.childId, child?.id ?? ''));
    expect(subjects.length).toBeGreaterThan(0);
  });

  it('creates a tutor with the background and the subjects at the hourly rate', async () => {
    const choice = await catalogChoice(app);
    const response = await register(
      app,
      multipart(await signupBody(app, 'Tutor', 'tut@example.test')),
    );
    expect(response.statusCode).toBe(201);
    const user = await userRow(app, 'tut@example.test');
    const [profile] = await app.db
      .select()
      .from(tutorProfiles)
      .where(eq(tutorProfiles.userId, user.id));
    expect(profile).toMatchObject({
      hourlyRate: '12.50',
      yearsOfExperience: 4,
      languagesSpoken: ['ar', 'en'],
      educationSystemId: choice.systemId,
      educationLevelId: choice.levelId,
      gradeId: choice.gradeId,
    });
    const taught = await app.db
      .select()
      .from(tutorSubjects)
      .where(eq(tutorSubjects.tutorId, user.id));
    expect(taught.map((row) => [row.subjectId, row.onlinePrice, row.offlinePrice])).toEqual(
      expect.arrayContaining(choice.subjectIds.map((id) => [id, '12.50', '12.50'])),
    );
  });

  it('answers the docs/shared/SPEC.md message for an unknown UserType', async () => {
    const body = { ...(await signupBody(app, 'Student', 'x@example.test')), UserType: 5 };
    const response = await register(app, multipart(body));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'invalid_user_type',
      message: 'Invalid UserType. Must be 0 (Student), 1 (Parent), or 2 (Tutor).',
      details: { UserType: 'Invalid UserType. Must be 0 (Student), 1 (Parent), or 2 (Tutor).' },
    });
  });

  it('reports every invalid field with its docs/shared/SPEC.md message, in English and Arabic', async () => {
    const fields: Array<[string, string]> = [
      ['UserType', '2'],
      ['Email', 'not-an-email'],
      ['Password', 'abc'],
      ['TutorInfo.HourlyRate', '0'],
      ['TutorInfo.BriefBio', 'b'.repeat(501)],
    ];
    const en = await register(app, multipart(fields));
    expect(en.statusCode).toBe(400);
    expect(en.json().error.code).toBe('validation_failed');
    expect(en.json().error.details).toMatchObject({
      FullName: 'Full name is required',
      Email: 'Invalid email',
      Password: 'Password must be at least 6 characters',
      'TutorInfo.HourlyRate': 'Hourly rate must be at least 1',
      'TutorInfo.BriefBio': 'Bio must be at most 500 characters',
      'TutorInfo.SubjectsTaught': 'Select at least one subject',
    });
    const ar = await register(app, multipart(fields), { 'accept-language': 'ar' });
    expect(ar.json().error.details['TutorInfo.HourlyRate']).toBe('يجب ألا يقل سعر الساعة عن 1');
  });

  it('signs a parent up with only what booking needs; the rest is stored empty for later', async () => {
    const choice = await catalogChoice(app);
    const response = await register(
      app,
      multipart([
        ['UserType', '1'],
        ['FullName', 'Huda Saleh'],
        ['Email', 'quick@example.test'],
        ['Password', 'secret-pass1'],
        ['TimeZone', 'Asia/Riyadh'],
        ['ParentInfo.ChildName', 'Reem'],
        ['ParentInfo.ChildAge', '9'],
        ['ParentInfo.ChildGrade', String(choice.gradeId)],
        ['ParentInfo.PreferredLearningTime', 'evening'],
      ]),
      { 'accept-language': 'ar' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const user = await userRow(app, 'quick@example.test');
    expect(user).toMatchObject({ fullName: 'Huda Saleh', phoneNumber: '' });
    const [child] = await app.db
      .select()
      .from(childProfiles)
      .where(eq(childProfiles.parentId, user!.id));
    expect(child).toMatchObject({
      name: 'Reem',
      age: 9,
      gradeId: choice.gradeId,
      // The child's language, not asked, is the one the parent signed up in.
      preferredLanguage: 'ar',
      schoolName: '',
      learningGoals: '',
      preferredLearningTime: 'evening',
    });
    expect(
      await app.db.select().from(childSubjects).where(eq(childSubjects.childId, child!.id)),
    ).toEqual([]);

    // A second password, when sent (docs/shared/SPEC.md's payload), must still match.
    const mismatch = await register(
      app,
      multipart(
        await signupBody(app, 'Parent', 'mismatch@example.test', { ConfirmPassword: 'other-pass' }),
      ),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details).toEqual({ ConfirmPassword: 'Passwords must match' });
  });

  it("takes a parent's signup without the child's age and time, storing nulls (issue 30)", async () => {
    const choice = await catalogChoice(app);
    const fields: Array<[string, string]> = [
      ['UserType', '1'],
      ['FullName', 'Salma Nour'],
      ['Email', 'no-age@example.test'],
      ['Password', 'secret-pass1'],
      ['ParentInfo.ChildName', 'Yara'],
      ['ParentInfo.ChildGrade', String(choice.gradeId)],
    ];
    const response = await register(app, multipart(fields));
    expect(response.statusCode, response.body).toBe(201);
    const user = await userRow(app, 'no-age@example.test');
    const [child] = await app.db
      .select()
      .from(childProfiles)
      .where(eq(childProfiles.parentId, user!.id));
    expect(child).toMatchObject({ name: 'Yara', age: null, preferredLearningTime: null });

    // Blank fields, as a form sends them, are left out the same way.
    const blank = await register(
      app,
      multipart([
        ...fields.map(([name, value]): [string, string] =>
          name === 'Email' ? [name, 'blank-age@example.test'] : [name, value],
        ),
        ['ParentInfo.ChildAge', ' '],
        ['ParentInfo.PreferredLearningTime', ''],
      ]),
    );
    expect(blank.statusCode, blank.body).toBe(201);

    // Given, the age keeps the SPEC's rules, in both languages; nothing is stored.
    const young = [
      ...fields.map(([name, value]): [string, string] =>
        name === 'Email' ? [name, 'too-young@example.test'] : [name, value],
      ),
      ['ParentInfo.ChildAge', '2'] as [string, string],
      ['ParentInfo.PreferredLearningTime', 'midnight'] as [string, string],
    ];
    const en = await register(app, multipart(young));
    expect(en.statusCode).toBe(400);
    expect(en.json().error.details).toEqual({
      'ParentInfo.ChildAge': 'Child age must be between 3 and 25',
      'ParentInfo.PreferredLearningTime': 'Please choose one of the options.',
    });
    const ar = await register(app, multipart(young), { 'accept-language': 'ar' });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().error.details['ParentInfo.ChildAge']).toMatch(/3.*25/);
    expect(
      await app.db.select().from(users).where(eq(users.email, 'too-young@example.test')),
    ).toEqual([]);
  });

  it("keeps a student's own age required (docs/shared/SPEC.md), the preferred time optional", async () => {
    const body = await signupBody(app, 'Student', 'own-age@example.test');
    if (!('StudentInfo' in body)) throw new Error('a student signup has StudentInfo');
    const { Age, PreferredLearningTime, ...later } = body.StudentInfo;
    void PreferredLearningTime;
    const refused = await register(app, multipart({ ...body, StudentInfo: later }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual({ 'StudentInfo.Age': 'Age is required' });
    const response = await register(app, multipart({ ...body, StudentInfo: { ...later, Age } }));
    expect(response.statusCode, response.body).toBe(201);
    const user = await userRow(app, 'own-age@example.test');
    const [profile] = await app.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, user!.id));
    expect(profile).toMatchObject({ age: 12, preferredLearningTime: null });
  });

  it('refuses catalog ids that do not exist or do not belong together', async () => {
    const choice = await catalogChoice(app);
    const body = await signupBody(app, 'Tutor', 'cat@example.test');
    const tutorInfo = {
      ...(body as { TutorInfo: Record<string, unknown> }).TutorInfo,
      EducationLevelId: 999_999,
      SubjectsTaught: [{ SubjectId: 999_999 }],
      GradeId: choice.gradeId,
    };
    const response = await register(app, multipart({ ...body, TutorInfo: tutorInfo }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual({
      'TutorInfo.EducationLevelId': 'Please choose one of the options.',
      'TutorInfo.GradeId': 'Please choose one of the options.',
      'TutorInfo.SubjectsTaught': 'Please choose one of the options.',
    });
    expect(await mailbox(app, 'cat@example.test')).toEqual([]);
  });

  it('does not reveal a registered email: same answer, and the owner is told', async () => {
    const first = await register(
      app,
      multipart(await signupBody(app, 'Student', 'twice@example.test')),
    );
    const again = await register(
      app,
      multipart(await signupBody(app, 'Tutor', 'TWICE@example.test', { FullName: 'Intruder' })),
    );
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const rows = await app.db.select().from(users).where(eq(users.email, 'twice@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userType: 'Student', fullName: 'Mona Hassan' });
    const warning = await lastEmail(app, 'twice@example.test', 'Someone tried to sign up');
    expect(warning.links.map((link) => new URL(link).pathname)).toEqual([
      '/login',
      '/request-reset-password',
    ]);
  });

  it('takes nothing but the form fields (no mass assignment): the row says so', async () => {
    const body = {
      ...(await signupBody(app, 'Student', 'sneaky@example.test')),
      id: '00000000-0000-4000-8000-000000000000',
      userType: 'Tutor',
      UserTypeName: 'Tutor',
      emailConfirmedAt: '2020-01-01T00:00:00Z',
      EmailConfirmedAt: '2020-01-01T00:00:00Z',
      passwordHash: 'x',
      avatarPath: '../../etc/passwd',
    };
    expect((await register(app, multipart(body))).statusCode).toBe(201);
    const user = await userRow(app, 'sneaky@example.test');
    expect(user.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(user.userType).toBe('Student');
    expect(user.emailConfirmedAt).toBeNull();
    expect(user.avatarPath).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('rejects an oversized field instead of cutting it (413), and stores nothing', async () => {
    const body = await signupBody(app, 'Student', 'long@example.test', {
      FullName: 'A'.repeat(20 * 1024),
    });
    const response = await register(app, multipart(body));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
    expect(await app.db.select().from(users).where(eq(users.email, 'long@example.test'))).toEqual(
      [],
    );
  });

  it('keeps a text just above the schema maximum whole, so validation sees it', async () => {
    const body = await signupBody(app, 'Student', 'name@example.test', {
      FullName: 'ن'.repeat(101),
    });
    const response = await register(app, multipart(body));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual({ FullName: 'This text is too long.' });
  });

  it("keeps the browser's time zone, UTC without one, and refuses an unknown zone", async () => {
    const inRiyadh = await signupBody(app, 'Student', 'riyadh@example.test');
    expect(
      (await register(app, multipart({ ...inRiyadh, TimeZone: 'Asia/Riyadh' }))).statusCode,
    ).toBe(201);
    expect((await userRow(app, 'riyadh@example.test')).timeZone).toBe('Asia/Riyadh');

    await register(app, multipart(await signupBody(app, 'Student', 'nozone@example.test')));
    expect((await userRow(app, 'nozone@example.test')).timeZone).toBe('UTC');

    const nowhere = await signupBody(app, 'Student', 'nowhere@example.test');
    const refused = await register(app, multipart({ ...nowhere, TimeZone: 'Mars/Olympus' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual({
      TimeZone: 'Choose a time zone from the list, for example Asia/Riyadh.',
    });
  });

  it('writes the confirmation email in the language of the signup', async () => {
    const response = await register(
      app,
      multipart(await signupBody(app, 'Parent', 'ar@example.test')),
      {
        'accept-language': 'ar',
      },
    );
    expect(response.json().message).toBe('تم إنشاء حسابك. تحقّق من بريدك الإلكتروني لتأكيده.');
    const email = await lastEmail(app, 'ar@example.test', 'أكّد بريدك');
    expect(email.html).toContain('dir="rtl"');
    expect(email.html).toContain('نبراس');
    expect((await userRow(app, 'ar@example.test')).preferredLanguage).toBe('ar');
  });
});
