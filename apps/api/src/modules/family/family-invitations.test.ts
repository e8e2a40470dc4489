import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, familyInvitations, studentProfiles, users } from '../../db/schema/index';
import { confirmedAccount, lastEmail, loginRequest, mailbox } from '../auth/test-helpers';
import { atHour, expectRefused, type Caller } from '../booking/booking.test-client';
import { familyClient, type FamilyClient } from './family.test-client';
import { fundWallet } from '../wallet/wallet.fixtures';

describe('linking a student account by invitation', () => {
  let client: FamilyClient;
  beforeAll(async () => {
    client = await familyClient();
  });
  afterAll(() => client.app.close());

  /** A student who signed up (with their own student profile) and logged in. */
  async function signedUpStudent(email: string): Promise<Caller> {
    await confirmedAccount(client.app, 'Student', email);
    const login = await loginRequest(client.app, email, 'secret-pass1');
    const { userModel, jwtResult } = login.json().data;
    return {
      authorization: `Bearer ${jwtResult.accessToken}`,
      user: { id: userModel.id, fullName: userModel.fullName },
    };
  }

  const invite = (parent: Caller, email: string, language = 'en') =>
    client.call('POST', '/parent/invitations', parent, { email }, language);
  const emailOf = async (caller: Caller) => {
    const [row] = await client.app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, caller.user.id));
    return row?.email ?? '';
  };
  const outboxSize = async () => (await client.app.db.select().from(emailOutbox)).length;

  it('answers the same whatever the address, and invites only a student free to join', async () => {
    const parent = await client.newParent();
    const student = await signedUpStudent('rami@example.test');
    const tutor = await client.newTutor();
    const before = await outboxSize();

    const answers = await Promise.all([
      invite(parent, 'nobody-here@example.test'),
      invite(parent, await emailOf(tutor)),
      invite(parent, 'RAMI@example.test'),
    ]);
    const bodies = answers.map((answer) => [answer.statusCode, answer.json()]);
    expect(bodies[0]).toEqual([
      200,
      {
        succeeded: true,
        message:
          'If a student account uses this address and can join a family, we sent them your invitation.',
        data: null,
        error: null,
      },
    ]);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    // Only the student got an email: the unknown address and the tutor got nothing.
    expect(await outboxSize()).toBe(before + 1);
    const email = await lastEmail(client.app, 'rami@example.test', 'invites you');
    expect(email.subject).toBe('Paula Parent invites you to their family on Nibras');
    expect(email.links.some((link) => new URL(link).pathname === '/dashboard/child')).toBe(true);

    // Asked again while one is waiting: no second invitation, no second email.
    await invite(parent, 'rami@example.test');
    expect(await outboxSize()).toBe(before + 1);

    const pending = await client.call('GET', '/parent/invitations', parent);
    expect(pending.json().data).toEqual([
      { id: expect.any(String), email: 'rami@example.test', createdAt: expect.any(String) },
    ]);
    const theirs = await client.call('GET', '/student/invitations', student);
    expect(theirs.json().data).toEqual([
      {
        id: pending.json().data[0].id,
        parent: { fullName: 'Paula Parent' },
        createdAt: expect.any(String),
      },
    ]);
    expectRefused(await client.call('GET', '/parent/invitations', student), 403, 'forbidden');
    expectRefused(await client.call('GET', '/student/invitations', parent), 403, 'forbidden');
    expect((await invite(parent, 'not an email')).statusCode).toBe(400);
  });

  it('is limited to 20 an hour per parent', async () => {
    const parent = await client.newParent();
    // All at once, as a script would send them: each is held to the quiet answer's time.
    const invited = await Promise.all(
      Array.from({ length: 20 }, (_, index) => invite(parent, `nobody-${index}@example.test`)),
    );
    expect(invited.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expectRefused(await invite(parent, 'one-more@example.test'), 429, 'rate_limited');
    expect((await invite(await client.newParent(), 'one-more@example.test')).statusCode).toBe(200);
  });

  it('writes to the student in their own language', async () => {
    const parent = await client.newParent();
    await confirmedAccount(client.app, 'Student', 'arabic-student@example.test');
    await client.app.db
      .update(users)
      .set({ preferredLanguage: 'ar' })
      .where(eq(users.email, 'arabic-student@example.test'));
    await invite(parent, 'arabic-student@example.test');
    const [email] = await mailbox(client.app, 'arabic-student@example.test');
    // The parent said nothing of how to address them: the Arabic avoids a gender.
    expect(email?.subject).toBe('دعوة من Paula Parent للانضمام إلى العائلة في نبراس');
    expect(email?.text).toContain('تصلك هذه الدعوة من Paula Parent');

    const mother = await client.newParent();
    await client.app.db
      .update(users)
      .set({ addressAs: 'feminine' })
      .where(eq(users.id, mother.user.id));
    await confirmedAccount(client.app, 'Student', 'arabic-student-2@example.test');
    await client.app.db
      .update(users)
      .set({ preferredLanguage: 'ar' })
      .where(eq(users.email, 'arabic-student-2@example.test'));
    await invite(mother, 'arabic-student-2@example.test');
    const [fromMother] = await mailbox(client.app, 'arabic-student-2@example.test');
    expect(fromMother?.subject).toBe('Paula Parent تدعوك للانضمام إلى عائلتها في نبراس');
    expect(fromMother?.text).toContain('بصفتها وليّة أمرك');
  });

  it('is accepted only by the invited student, moving their details and bookings into the family', async () => {
    const tutor = await client.newTutor();
    const parent = await client.newParent('Older Sister');
    const student = await signedUpStudent('maya@example.test');
    const other = await signedUpStudent('someone-else@example.test');
    await fundWallet(client.app, student.user.id, 10_000);
    const earlier = await client.booked(tutor, student, atHour(33));
    await invite(parent, 'maya@example.test');
    const [invitation] = (await client.call('GET', '/parent/invitations', parent)).json().data;
    const accept = (caller: Caller) =>
      client.call('POST', `/student/invitations/${invitation.id}/accept`, caller);

    expectRefused(await accept(other), 404, 'invitation_not_found');
    expectRefused(await accept(parent), 403, 'forbidden');
    expectRefused(
      await client.call('POST', `/student/invitations/${invitation.id}/decline`, other),
      404,
      'invitation_not_found',
    );
    const accepted = await accept(student);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe('You joined the family.');
    expectRefused(await accept(student), 404, 'invitation_not_found');

    const children = (await client.call('GET', '/parent/children', parent)).json().data;
    const maya = children.find((child: { name: string }) => child.name === 'Mona Hassan');
    expect(maya).toMatchObject({
      age: 12,
      schoolName: 'Cairo School',
      learningGoals: 'Fractions',
      preferredLearningTime: 'evening',
      login: { email: 'maya@example.test', kind: 'linked_student', confirmed: true },
    });
    // One home for the details: the student profile is gone, the child profile has them.
    const own = await client.app.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, student.user.id));
    expect(own).toEqual([]);
    expect(await client.rowOf(earlier)).toMatchObject({
      studentId: student.user.id,
      childId: maya.id,
    });
    const learning = (await client.call('GET', '/student/learning', student)).json().data;
    expect(learning).toMatchObject({
      learningGoals: 'Fractions',
      parent: { fullName: 'Paula Parent' },
    });
    expect(learning.subjects.length).toBeGreaterThan(0);

    // The parent now sees and books for the student; a booking by the student carries the child.
    expect((await client.read(parent, earlier)).statusCode).toBe(200);
    const byStudent = await client.booked(tutor, student, atHour(36));
    expect((await client.rowOf(byStudent))?.childId).toBe(maya.id);

    // Another parent's invitation can no longer be sent to a student in a family.
    const otherParent = await client.newParent();
    await invite(otherParent, 'maya@example.test');
    expect((await client.call('GET', '/parent/invitations', otherParent)).json().data).toEqual([]);

    // In the family, the parent decides on cancelling (issue 31).
    expect((await client.act(student, earlier, 'cancel')).statusCode).toBe(403);
    // Removed by the parent: the account goes on alone, with its details back in its own profile.
    for (const id of [earlier, byStudent]) {
      expect((await client.act(parent, id, 'cancel')).statusCode).toBe(200);
    }
    const removed = await client.call('DELETE', `/parent/children/${maya.id}`, parent);
    expect(removed.json().data, removed.body).toEqual({ outcome: 'archived' });
    const alone = (await client.call('GET', '/student/learning', student)).json().data;
    expect(alone).toMatchObject({ learningGoals: 'Fractions', parent: null });
    expect(alone.subjects).toEqual(learning.subjects);
    expect((await loginRequest(client.app, 'maya@example.test', 'secret-pass1')).statusCode).toBe(
      200,
    );
  });

  it('is declined by the student or cancelled by the parent', async () => {
    const parent = await client.newParent();
    const student = await signedUpStudent('omar-student@example.test');
    await invite(parent, 'omar-student@example.test');
    const [first] = (await client.call('GET', '/parent/invitations', parent)).json().data;
    const declined = await client.call('POST', `/student/invitations/${first.id}/decline`, student);
    expect(declined.statusCode).toBe(200);
    expect((await client.call('GET', '/student/invitations', student)).json().data).toEqual([]);

    await invite(parent, 'omar-student@example.test');
    const [second] = (await client.call('GET', '/parent/invitations', parent)).json().data;
    expect(second.id).not.toBe(first.id);
    const stranger = await client.newParent();
    expectRefused(
      await client.call('DELETE', `/parent/invitations/${second.id}`, stranger),
      404,
      'invitation_not_found',
    );
    const cancelled = await client.call('DELETE', `/parent/invitations/${second.id}`, parent);
    expect(cancelled.statusCode).toBe(200);
    expectRefused(
      await client.call('POST', `/student/invitations/${second.id}/accept`, student),
      404,
      'invitation_not_found',
    );
    const rows = await client.app.db
      .select({ status: familyInvitations.status })
      .from(familyInvitations)
      .where(eq(familyInvitations.studentId, student.user.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['cancelled', 'declined']);
    expect((await client.call('GET', '/student/learning', student)).json().data.parent).toBeNull();
  });
});
