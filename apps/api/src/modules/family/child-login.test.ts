import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, studentProfiles } from '../../db/schema/index';
import { createUserWithToken } from '../../test/fixtures';
import { lastEmail, loginRequest, userRow } from '../auth/test-helpers';
import { atHour, expectRefused } from '../booking/booking.test-client';
import { familyClient, type FamilyClient } from './family.test-client';

describe('a child’s own login', () => {
  let client: FamilyClient;
  beforeAll(async () => {
    client = await familyClient();
  });
  afterAll(() => client.app.close());

  it('makes a student account for the child, confirmed by email, carrying the child’s bookings', async () => {
    const tutor = await client.newTutor();
    const parent = await client.newParent('Yusuf');
    const before = await client.booked(tutor, parent, atHour(33));

    const made = await client.call('POST', `/parent/children/${parent.childId}/login`, parent, {
      email: 'Yusuf.Kid@Example.test',
      password: 'child-pass1',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.login).toEqual({
      email: 'yusuf.kid@example.test',
      kind: 'made_by_parent',
      confirmed: false,
    });
    const account = await userRow(client.app, 'yusuf.kid@example.test');
    expect(account).toMatchObject({
      userType: 'Student',
      fullName: 'Yusuf',
      emailConfirmedAt: null,
    });
    // The child's details have one home, the child profile.
    const own = await client.app.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, account.id));
    expect(own).toEqual([]);
    expect((await client.childRow(parent.childId))?.userId).toBe(account.id);
    // The bookings made before now hold the child's calendar through the new account.
    expect(await client.rowOf(before)).toMatchObject({
      studentId: account.id,
      childId: parent.childId,
      learnerKey: account.id,
    });
    // The usual confirmation email, to the child's address, in the child's language.
    const email = await lastEmail(client.app, 'yusuf.kid@example.test', 'أكّد بريدك');
    expect(email.links.some((link) => link.includes('/email-confirmation?'))).toBe(true);

    // Not before the address is confirmed; then a normal login, as a student.
    expectRefused(
      await loginRequest(client.app, 'yusuf.kid@example.test', 'child-pass1'),
      403,
      'email_not_confirmed',
    );
    const child = await client.confirmAndLogin('yusuf.kid@example.test', 'child-pass1');
    const confirmed = (await client.call('GET', '/parent/children', parent)).json().data[0];
    expect(confirmed.login.confirmed).toBe(true);

    // The child sees their own bookings and nobody else’s.
    const stranger = await client.newParent();
    const notTheirs = await client.booked(tutor, stranger, atHour(36));
    const mine = await client.list(child);
    expect(mine.json().data.items.map((item: { id: string }) => item.id)).toEqual([before]);
    expectRefused(await client.read(child, notTheirs), 404, 'booking_not_found');
    expect((await client.read(child, before)).json().data.student.fullName).toBe('Yusuf');

    // What the child reads about their learning comes from the child profile.
    const learning = await client.call('GET', '/student/learning', child);
    expect(learning.statusCode, learning.body).toBe(200);
    expect(learning.json().data).toMatchObject({
      grade: { id: client.gradeId },
      learningGoals: 'Fractions',
      preferredLearningTime: 'evening',
      parent: { fullName: 'Paula Parent' },
    });
    expectRefused(await client.call('GET', '/parent/children', child), 403, 'forbidden');
  });

  it('books both ids whichever side books, so one calendar refuses a double booking', async () => {
    const tutor = await client.newTutor();
    const otherTutor = await client.newTutor();
    const parent = await client.newParent('Huda');
    const child = await client.childWithLogin(parent, parent.childId, 'huda@example.test');

    const byParent = await client.booked(tutor, parent, atHour(57));
    const byChild = await client.booked(otherTutor, child, atHour(59));
    for (const id of [byParent, byChild]) {
      expect(await client.rowOf(id)).toMatchObject({
        studentId: child.user.id,
        childId: parent.childId,
      });
    }
    // The same hour from the other side: the learner’s calendar is one.
    expectRefused(
      await client.book(child, client.bookingBody(otherTutor, child, atHour(57))),
      409,
      'booking_conflict',
    );
    expectRefused(
      await client.book(parent, client.bookingBody(tutor, parent, atHour(59))),
      409,
      'booking_conflict',
    );
    // Both see both bookings; the parent through the child.
    const ids = async (caller: typeof child, query = '') =>
      (await client.list(caller, query)).json().data.items.map((item: { id: string }) => item.id);
    expect(await ids(child)).toEqual([byParent, byChild]);
    expect(await ids(parent, `childId=${parent.childId}`)).toEqual([byParent, byChild]);
  });

  it('is refused for a taken address or a child who has one', async () => {
    const parent = await client.newParent();
    const other = await client.newParent();
    const login = (caller: typeof parent, email: string) =>
      client.call('POST', `/parent/children/${caller.childId}/login`, caller, {
        email,
        password: 'child-pass1',
      });
    expect((await login(parent, 'first-kid@example.test')).statusCode).toBe(201);
    expectRefused(await login(parent, 'second-kid@example.test'), 409, 'child_login_exists');
    expectRefused(await login(other, 'FIRST-kid@example.test'), 409, 'email_taken');
    const student = await createUserWithToken(client.app, 'Student');
    expectRefused(await login(other, student.user.email), 409, 'email_taken');
    const invalid = await login(other, 'not-an-email');
    expect(invalid.statusCode).toBe(400);
    const short = await client.call('POST', `/parent/children/${other.childId}/login`, other, {
      email: 'ok-kid@example.test',
      password: '123',
    });
    expect(short.json().error.details).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect((await client.childRow(other.childId))?.userId).toBeNull();
  });

  it('closes a login the parent made when the child is removed', async () => {
    const tutor = await client.newTutor();
    const parent = await client.newParent('Nour');
    const child = await client.childWithLogin(parent, parent.childId, 'nour@example.test');
    const id = await client.booked(tutor, parent, atHour(81));
    expect((await client.act(tutor, id, 'decline')).statusCode).toBe(200);

    const removed = await client.call('DELETE', `/parent/children/${parent.childId}`, parent);
    expect(removed.json().data).toEqual({ outcome: 'archived' });
    expectRefused(
      await loginRequest(client.app, 'nour@example.test', 'child-pass1'),
      401,
      'invalid_credentials',
    );
    const tokens = await client.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, child.user.id));
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
    // The tutor's history still names the child.
    expect((await client.read(tutor, id)).json().data.student.fullName).toBe('Nour');
    // The address is free for a new login.
    const again = await client.call('POST', '/parent/children', parent, client.childBody());
    const made = await client.call(
      'POST',
      `/parent/children/${again.json().data.id}/login`,
      parent,
      {
        email: 'nour@example.test',
        password: 'child-pass1',
      },
    );
    expect(made.statusCode, made.body).toBe(201);
  });
});
