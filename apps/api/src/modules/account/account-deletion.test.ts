import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  areas,
  childProfiles,
  childSubjects,
  emailOutbox,
  familyInvitations,
  idempotencyKeys,
  parentProfiles,
  refreshTokens,
  studentProfiles,
  tutorAvailability,
  tutorInPerson,
  tutorInPersonAreas,
  tutorGrades,
  tutorProfiles,
  tutorSubjects,
  tutorWeeklyHours,
  users,
  verifications,
} from '../../db/schema/index';
import { createUserWithToken } from '../../test/fixtures';
import { hashPassword } from '../auth/passwords';
import { catalogChoice, loginRequest, multipart, register, signupBody } from '../auth/test-helpers';
import {
  atHour,
  bookingClient,
  testEpoch,
  type BookingClient,
  type Caller,
} from '../booking/booking.test-client';

const password = 'secret-pass1';

describe('deleting an account', () => {
  let client: BookingClient;
  beforeAll(async () => {
    client = await bookingClient();
  });
  afterAll(() => client.app.close());
  beforeEach(() => client.clock.set(testEpoch));

  const app = () => client.app;

  /** Gives a fixture user a real password, a login (refresh token) and an open email link. */
  async function withLogin(caller: Caller) {
    const [user] = await app()
      .db.update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, caller.user.id))
      .returning();
    if (!user) throw new Error('no user');
    expect((await loginRequest(app(), user.email, password)).statusCode).toBe(200);
    const change = await app().inject({
      method: 'POST',
      url: '/api/v1/account/email',
      headers: { authorization: caller.authorization },
      payload: { newEmail: `new-${user.id}@example.test`, currentPassword: password },
    });
    expect(change.statusCode, change.body).toBe(200);
    return user.email;
  }

  /** What a tutor fills in the profile editor: it lists them in search with a public page. */
  async function withTeachingProfile(tutor: Caller) {
    const choice = await catalogChoice(app());
    const profile = {
      educationalBackground: 'BSc Mathematics',
      yearsOfExperience: 3,
      hourlyRate: '20.00',
      briefBio: 'Patient maths tutor.',
      headline: 'Maths made clear',
      languagesSpoken: ['ar'],
      educationSystemId: choice.systemId,
      educationLevelId: choice.levelId,
      gradeId: choice.gradeId,
    };
    // The booking client's tutor is listed already (approved, with a profile): this one replaces it.
    await app()
      .db.insert(tutorProfiles)
      .values({ userId: tutor.user.id, ...profile })
      .onConflictDoUpdate({ target: tutorProfiles.userId, set: profile });
    await app().db.insert(tutorGrades).values({ tutorId: tutor.user.id, gradeId: choice.gradeId });
  }

  const deleteAccount = (caller: Caller, body: object) =>
    app().inject({
      method: 'POST',
      url: '/api/v1/account/delete',
      headers: { authorization: caller.authorization },
      payload: body,
    });

  async function userOf(id: string) {
    const [row] = await app().db.select().from(users).where(eq(users.id, id));
    if (!row) throw new Error('no user row');
    return row;
  }

  /** Asserts that the user's row keeps nothing personal and nothing to log in with. */
  async function expectAnonymised(id: string) {
    const row = await userOf(id);
    expect(row).toMatchObject({
      email: `deleted-${id}@deleted.invalid`,
      fullName: 'Deleted account',
      phoneNumber: '',
      avatarPath: null,
      emailConfirmedAt: null,
    });
    expect(row.deletedAt).not.toBeNull();
    expect(row.passwordHash).toBe('!deleted');
    const db = app().db;
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, id))).toEqual([]);
    expect(await db.select().from(verifications).where(eq(verifications.userId, id))).toEqual([]);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, id))).toEqual(
      [],
    );
  }

  /** A booking two hours long that took place and was completed, and one still ahead. */
  async function pastAndUpcoming(tutor: Caller, learner: Caller) {
    client.clock.set(atHour(1));
    const past = await client.booked(tutor, learner, atHour(24 + 9));
    await client.act(tutor, past, 'confirm');
    const upcoming = await client.booked(tutor, learner, atHour(24 * 5 + 9));
    await client.act(tutor, upcoming, 'confirm');
    const requested = await client.booked(tutor, learner, atHour(24 * 6 + 9));
    client.clock.set(atHour(24 + 11));
    expect((await client.act(tutor, past, 'complete')).statusCode).toBe(200);
    return { past, upcoming, requested };
  }

  it('needs the typed word (or the own address) and the current password', async () => {
    const student = await client.newStudent('Careful Student');
    const email = await withLogin(student);
    const noWord = await deleteAccount(student, { confirmation: 'yes', currentPassword: password });
    expect(noWord.statusCode).toBe(400);
    expect(noWord.json().error).toMatchObject({
      code: 'deletion_not_confirmed',
      details: { confirmation: 'Type the word shown, or your email address, to confirm.' },
    });
    const wrongPassword = await deleteAccount(student, {
      confirmation: 'DELETE',
      currentPassword: 'wrong-password',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.code).toBe('current_password_wrong');
    const empty = await deleteAccount(student, {});
    expect(empty.statusCode).toBe(400);
    expect((await userOf(student.user.id)).deletedAt).toBeNull();
    // The own address, in any case, confirms as well as the word; Arabic's word too.
    const byEmail = await deleteAccount(student, {
      confirmation: email.toUpperCase(),
      currentPassword: password,
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json().message).toBe('Your account is deleted.');
    await expectAnonymised(student.user.id);
    expect((await loginRequest(app(), email, password)).statusCode).toBe(401);
    // The address is free again.
    const again = await register(app(), multipart(await signupBody(app(), 'Student', email)));
    expect(again.statusCode, again.body).toBe(201);
  });

  it("a tutor's teaching profile, prices and hours go; upcoming bookings are cancelled and told; the family keeps the past", async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent('Faithful Student');
    await withTeachingProfile(tutor);
    const email = await withLogin(tutor);
    const studentEmail = (await userOf(student.user.id)).email;
    const { past, upcoming, requested } = await pastAndUpcoming(tutor, student);
    const [anyArea] = await app().db.select().from(areas).limit(1);
    await app().db.insert(tutorInPerson).values({
      tutorId: tutor.user.id,
      atOwnPlace: true,
      ownPlaceAreaId: anyArea?.id,
      ownPlaceStreet: 'Private Street 1',
      ownPlaceBuilding: 'Villa 2',
    });
    await app()
      .db.insert(tutorInPersonAreas)
      .values({ tutorId: tutor.user.id, areaId: anyArea?.id ?? 0 });
    const outboxBefore = await app().db.select().from(emailOutbox);
    const searchTotal = async () => {
      const query = `subject=${client.subjectIds.math}&minPrice=30&maxPrice=30&language=ar`;
      const search = await app().inject({ url: `/api/v1/tutors?${query}` });
      return search.json().data.total as number;
    };
    expect((await app().inject({ url: `/api/v1/tutors/${tutor.user.id}` })).statusCode).toBe(200);
    const listedBefore = await searchTotal();
    expect(listedBefore).toBeGreaterThan(0);

    const deleted = await deleteAccount(tutor, { confirmation: 'حذف', currentPassword: password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectAnonymised(tutor.user.id);

    const db = app().db;
    const tutorId = tutor.user.id;
    expect(await db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, tutorId))).toEqual(
      [],
    );
    expect(await db.select().from(tutorSubjects).where(eq(tutorSubjects.tutorId, tutorId))).toEqual(
      [],
    );
    expect(await db.select().from(tutorGrades).where(eq(tutorGrades.tutorId, tutorId))).toEqual([]);
    expect(
      await db.select().from(tutorAvailability).where(eq(tutorAvailability.tutorId, tutorId)),
    ).toEqual([]);
    expect(
      await db.select().from(tutorWeeklyHours).where(eq(tutorWeeklyHours.tutorId, tutorId)),
    ).toEqual([]);
    // The own place's private street goes with the in-person settings and their areas.
    expect(await db.select().from(tutorInPerson).where(eq(tutorInPerson.tutorId, tutorId))).toEqual(
      [],
    );
    expect(
      await db.select().from(tutorInPersonAreas).where(eq(tutorInPersonAreas.tutorId, tutorId)),
    ).toEqual([]);

    // Upcoming bookings, confirmed or still requested, are cancelled by the tutor's own cancel.
    expect((await client.rowOf(upcoming))?.status).toBe('cancelled');
    expect((await client.rowOf(requested))?.status).toBe('cancelled');
    const events = await client.eventsOf(upcoming);
    expect(events.at(-1)).toMatchObject({ actorId: tutorId, toStatus: 'cancelled' });
    const told = (await db.select().from(emailOutbox)).filter(
      (email) => !outboxBefore.some((before) => before.id === email.id),
    );
    expect(told.filter((email) => email.toAddress === studentEmail)).toHaveLength(2);

    // The student's history keeps the past booking, naming the tutor a deleted account.
    expect((await client.rowOf(past))?.status).toBe('completed');
    const read = await client.read(student, past);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.tutor.fullName).toBe('Deleted account');
    // Gone from search and from the public profile.
    const profile = await app().inject({ url: `/api/v1/tutors/${tutorId}` });
    expect(profile.statusCode).toBe(404);
    expect((await searchTotal()) - listedBefore).toBe(-1);
    expect((await loginRequest(app(), email, password)).statusCode).toBe(401);
  });

  it("a parent's children are anonymised, their parent-made login disabled, an invited student let go", async () => {
    const tutor = await client.newTutor();
    const parent = await client.newParent('Little Layla');
    await withLogin(parent);
    const madeLogin = await createUserWithToken(app(), 'Student', { fullName: 'Little Layla' });
    await app()
      .db.update(childProfiles)
      .set({ userId: madeLogin.user.id })
      .where(eq(childProfiles.id, parent.childId));
    await app()
      .db.insert(childSubjects)
      .values({ childId: parent.childId, subjectId: client.subjectIds.math });
    // A second child is a student with their own account, linked by an accepted invitation.
    const invited = await createUserWithToken(app(), 'Student', { fullName: 'Invited Ibrahim' });
    const choice = await catalogChoice(app());
    await app().db.insert(childProfiles).values({
      parentId: parent.user.id,
      name: 'Invited Ibrahim',
      age: 14,
      gradeId: choice.gradeId,
      preferredLanguage: 'en',
      schoolName: 'Jeddah School',
      learningGoals: 'Physics',
      preferredLearningTime: 'morning',
      userId: invited.user.id,
    });
    await app().db.insert(familyInvitations).values({
      parentId: parent.user.id,
      studentId: invited.user.id,
      status: 'accepted',
    });
    const { past, upcoming } = await pastAndUpcoming(tutor, parent);
    // A retried write's stored answer names the child: it goes too.
    const keyed = await client.book(parent, client.bookingBody(tutor, parent, atHour(24 * 8 + 9)), {
      'idempotency-key': 'retry-me-1',
    });
    expect(keyed.statusCode, keyed.body).toBe(201);
    expect(
      await app()
        .db.select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.userId, parent.user.id)),
    ).toHaveLength(1);

    const deleted = await deleteAccount(parent, {
      confirmation: 'delete',
      currentPassword: password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectAnonymised(parent.user.id);
    await expectAnonymised(madeLogin.user.id);

    const db = app().db;
    const [child] = await db
      .select()
      .from(childProfiles)
      .where(eq(childProfiles.id, parent.childId));
    expect(child).toMatchObject({
      name: 'Deleted account',
      schoolName: '',
      learningGoals: '',
      userId: null,
    });
    expect(child?.removedAt).not.toBeNull();
    const invitedRow = await userOf(invited.user.id);
    expect(invitedRow).toMatchObject({ fullName: 'Invited Ibrahim', deletedAt: null });
    const children = await db
      .select()
      .from(childProfiles)
      .where(eq(childProfiles.parentId, parent.user.id));
    expect(
      children.map((row) => [row.name, row.schoolName, row.learningGoals, row.userId]),
    ).toEqual([
      ['Deleted account', '', '', null],
      ['Deleted account', '', '', null],
    ]);
    expect(
      await db.select().from(childSubjects).where(eq(childSubjects.childId, parent.childId)),
    ).toEqual([]);
    // The parent profile row stays: the children (and so the tutor's history) hang from it.
    expect(
      await db.select().from(parentProfiles).where(eq(parentProfiles.userId, parent.user.id)),
    ).toHaveLength(1);

    expect((await client.rowOf(upcoming))?.status).toBe('cancelled');
    expect((await client.rowOf(past))?.status).toBe('completed');
    const read = await client.read(tutor, past);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.student.fullName).toBe('Deleted account');
    const tutorsList = await client.list(tutor, 'scope=past');
    expect(
      (tutorsList.json().data.items as Array<{ id: string; student: { fullName: string } }>).find(
        (item) => item.id === past,
      )?.student.fullName,
    ).toBe('Deleted account');
  });

  it("a student linked to a parent's family leaves it: the parent keeps the child, without the login", async () => {
    const parent = await client.newParent('Karim');
    const student = await client.newStudent('Karim Own');
    await withLogin(student);
    await app()
      .db.update(childProfiles)
      .set({ userId: student.user.id })
      .where(eq(childProfiles.id, parent.childId));
    await app().db.insert(familyInvitations).values({
      parentId: parent.user.id,
      studentId: student.user.id,
      status: 'accepted',
    });
    const deleted = await deleteAccount(student, {
      confirmation: 'DELETE',
      currentPassword: password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectAnonymised(student.user.id);
    const [child] = await app()
      .db.select()
      .from(childProfiles)
      .where(eq(childProfiles.id, parent.childId));
    expect(child).toMatchObject({ name: 'Karim', userId: null, removedAt: null });
    expect(
      await app()
        .db.select()
        .from(familyInvitations)
        .where(eq(familyInvitations.studentId, student.user.id)),
    ).toEqual([]);
    expect((await userOf(parent.user.id)).deletedAt).toBeNull();
  });

  it("a student's review stays on the tutor's page under a deleted account, never blank", async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent('Rania Review');
    await withTeachingProfile(tutor);
    await withLogin(student);
    const { past } = await pastAndUpcoming(tutor, student);
    const choice = await catalogChoice(app());
    await app().db.insert(studentProfiles).values({
      userId: student.user.id,
      age: 12,
      gradeId: choice.gradeId,
      learningGoals: 'Algebra',
      preferredLearningTime: 'evening',
      schoolName: 'Riyadh School',
    });
    expect((await client.review(student, past, { rating: 5, comment: 'Clear.' })).statusCode).toBe(
      201,
    );
    expect(
      (await deleteAccount(student, { confirmation: 'DELETE', currentPassword: password }))
        .statusCode,
    ).toBe(200);
    await expectAnonymised(student.user.id);
    expect(
      await app()
        .db.select()
        .from(studentProfiles)
        .where(eq(studentProfiles.userId, student.user.id)),
    ).toEqual([]);
    expect((await client.read(tutor, past)).json().data.student.fullName).toBe('Deleted account');
    const page = await app().inject({ url: `/api/v1/tutors/${tutor.user.id}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.reviews).toEqual([
      expect.objectContaining({ authorName: 'Deleted account', comment: 'Clear.' }),
    ]);
  });
});
