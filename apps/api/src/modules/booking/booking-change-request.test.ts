import { platformCurrency } from '@nibras/contracts/money';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingChangeRequests, users } from '../../db/schema/index';
import { lastEmail, mailbox } from '../auth/test-helpers';
import { balancesOf } from '../ledger/ledger.repo';
import { familyClient, type FamilyClient } from '../family/family.test-client';
import { atHour, expectRefused, type Caller } from './booking.test-client';

describe('a child’s login may ask, not decide (issue 31)', () => {
  let client: FamilyClient;
  beforeAll(async () => {
    client = await familyClient();
  });
  afterAll(() => client.app.close());

  const emailOf = async (caller: Caller) => {
    const [row] = await client.app.db.select().from(users).where(eq(users.id, caller.user.id));
    return row?.email ?? '';
  };
  const available = async (ownerId: string) =>
    (await balancesOf(client.app.db, [{ kind: 'family_available', ownerId }], platformCurrency))[0];
  const requestsOf = (bookingId: string) =>
    client.app.db
      .select()
      .from(bookingChangeRequests)
      .where(eq(bookingChangeRequests.bookingId, bookingId));
  const ask = (child: Caller, id: string, body: object) =>
    client.act(child, id, 'change-request', body);
  const answer = (
    caller: Caller,
    id: string,
    what: 'approve' | 'decline' | 'withdraw',
    body = {},
  ) => client.act(caller, id, `change-request/${what}`, body);
  const listOf = async (parent: Caller) => {
    const listed = await client.call('GET', '/family/change-requests', parent);
    expect(listed.statusCode, listed.body).toBe(200);
    return listed.json().data as Array<{ request: { kind: string }; booking: { id: string } }>;
  };

  /** A parent (wallet 1000.00) with a child who has a login, and a session the parent booked. */
  async function family(hour: number, options: { autoConfirm?: boolean } = {}) {
    const tutor = await client.newTutor({ autoConfirm: options.autoConfirm ?? true });
    const parent = await client.newParent('Lina');
    const child = await client.childWithLogin(
      parent,
      parent.childId,
      `child-${randomUUID()}@example.test`,
    );
    const id = await client.booked(tutor, parent, atHour(hour));
    return { tutor, parent, child, id };
  }

  it('refuses the child’s direct cancel and move (403), writing nothing, and shows what it may ask', async () => {
    const { parent, child, id } = await family(34);
    const before = await client.rowOf(id);
    const events = (await client.eventsOf(id)).length;
    expectRefused(await client.act(child, id, 'cancel'), 403, 'parent_decides');
    expectRefused(
      await client.act(child, id, 'reschedule', { start: atHour(36) }),
      403,
      'parent_decides',
    );
    expect(await client.rowOf(id)).toEqual(before);
    expect(await client.eventsOf(id)).toHaveLength(events);
    expect(await available(parent.user.id)).toBe(97_000);

    const read = (await client.read(child, id)).json().data;
    expect(read).toMatchObject({
      parentDecides: true,
      requestableChanges: ['cancel', 'move'],
      changeRequest: null,
    });
    expect(read.allowedActions).not.toContain('cancel');
    expect(read.allowedActions).not.toContain('reschedule');
    const listed = (await client.list(child)).json().data.items[0];
    expect(listed).toMatchObject({
      id,
      parentDecides: true,
      requestableChanges: ['cancel', 'move'],
    });
    // The parent decides as before.
    const own = (await client.read(parent, id)).json().data;
    expect(own).toMatchObject({ parentDecides: false, requestableChanges: [] });
    expect(own.allowedActions).toEqual(expect.arrayContaining(['cancel', 'reschedule']));
  });

  it('cancels on the parent’s approval, releasing the money, and tells both', async () => {
    const { tutor, parent, child, id } = await family(58);
    const asked = await ask(child, id, { kind: 'cancel', reason: 'School trip' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      message: 'Your request to cancel is sent to your parent.',
      data: {
        status: 'confirmed',
        requestableChanges: [],
        changeRequest: { kind: 'cancel', status: 'open', reason: 'School trip', start: null },
      },
    });
    const email = await lastEmail(client.app, await emailOf(parent), 'asks you to cancel');
    expect(email.text).toContain('School trip');
    expect(email.links.some((link) => new URL(link).pathname === '/dashboard/parent')).toBe(true);
    expect(await listOf(parent)).toMatchObject([
      { request: { kind: 'cancel', status: 'open' }, booking: { id } },
    ]);
    // The tutor hears nothing of a family's request.
    expect((await client.read(tutor, id)).json().data.changeRequest).toBeNull();

    const approved = await answer(parent, id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Approved. The session is cancelled.',
      data: { status: 'cancelled', payment: { status: 'released' } },
    });
    expect(await available(parent.user.id)).toBe(100_000);
    const history = await client.eventsOf(id);
    expect(history.at(-1)).toMatchObject({
      actorId: parent.user.id,
      toStatus: 'cancelled',
      reason: 'School trip',
    });
    // The child reads in the child’s language, Arabic here.
    await lastEmail(client.app, await emailOf(child), 'وافق وليّ أمرك على طلبك');
    await lastEmail(client.app, await emailOf(tutor), 'cancelled');
    expect((await client.read(child, id)).json().data.changeRequest).toMatchObject({
      status: 'approved',
    });
    expect(await listOf(parent)).toEqual([]);
    expectRefused(await answer(parent, id, 'approve'), 404, 'change_request_not_found');
  });

  it('keeps the late-cancellation rule: approved within 24 hours, it is a late cancel', async () => {
    const { parent, child, id } = await family(35);
    await ask(child, id, { kind: 'cancel' });
    client.clock.set(atHour(12));
    const approved = await answer(parent, id, 'approve');
    expect(approved.json().data).toMatchObject({ status: 'cancelled', lateCancellation: true });
    expect(await available(parent.user.id)).toBeLessThan(100_000);
    client.clock.set(atHour(0));
  });

  it('moves on the parent’s approval, the money following the session', async () => {
    const { tutor, parent, child, id } = await family(82);
    const asked = await ask(child, id, { kind: 'move', start: atHour(84) });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().message).toBe('Your request to move the session is sent to your parent.');
    expect(asked.json().data.changeRequest).toMatchObject({ kind: 'move', start: atHour(84) });
    await lastEmail(client.app, await emailOf(parent), 'asks you to move');

    const approved = await answer(parent, id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Approved. The session is moved to its new time.',
      data: { start: atHour(84), status: 'confirmed', rescheduledFromId: id },
    });
    const newId = approved.json().data.id;
    expect(await client.rowOf(id)).toMatchObject({ status: 'cancelled' });
    expect(await client.rowOf(newId)).toMatchObject({ paymentStatus: 'held' });
    expect(await available(parent.user.id)).toBe(97_000);
    // The child reads in the child’s language, Arabic here.
    await lastEmail(client.app, await emailOf(child), 'وافق وليّ أمرك على طلبك');
    await lastEmail(client.app, await emailOf(tutor), 'moved');
    expect((await client.read(child, id)).json().data).toMatchObject({
      rescheduledToId: newId,
      changeRequest: { status: 'approved' },
    });
  });

  it('asks only for a free time of the tutor’s, and refuses the approval once it is taken (409, still open)', async () => {
    const { tutor, parent, child, id } = await family(106);
    expectRefused(
      await ask(child, id, { kind: 'move', start: atHour(107.25) }),
      409,
      'slot_unavailable',
    );
    await client.booked(tutor, await client.newStudent(), atHour(110));
    expectRefused(
      await ask(child, id, { kind: 'move', start: atHour(110) }),
      409,
      'booking_conflict',
    );
    expect(await requestsOf(id)).toEqual([]);

    expect((await ask(child, id, { kind: 'move', start: atHour(108) })).statusCode).toBe(201);
    await client.booked(tutor, await client.newStudent(), atHour(108));
    expectRefused(await answer(parent, id, 'approve'), 409, 'booking_conflict');
    expect(await client.rowOf(id)).toMatchObject({ status: 'confirmed', paymentStatus: 'held' });
    expect(await listOf(parent)).toHaveLength(1);
    expect((await requestsOf(id))[0]?.status).toBe('open');
  });

  it('declines with a reason told to the child; the child may ask again, one open at a time', async () => {
    const { parent, child, id } = await family(130);
    expect((await ask(child, id, { kind: 'cancel' })).statusCode).toBe(201);
    expectRefused(
      await ask(child, id, { kind: 'move', start: atHour(132) }),
      409,
      'change_request_open',
    );

    const declined = await answer(parent, id, 'decline', { reason: 'You promised to go' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      message: 'The request is declined. The session stays as it was.',
      data: { status: 'confirmed', changeRequest: { status: 'declined' } },
    });
    const email = await lastEmail(client.app, await emailOf(child), 'رفض وليّ أمرك طلبك');
    expect(email.text).toContain('You promised to go');
    expect(await available(parent.user.id)).toBe(97_000);
    expect((await client.read(child, id)).json().data).toMatchObject({
      requestableChanges: ['cancel', 'move'],
      changeRequest: { status: 'declined', answerReason: 'You promised to go' },
    });
    expect((await ask(child, id, { kind: 'cancel' })).statusCode).toBe(201);
  });

  it('lets the child withdraw its request, which the parent then cannot answer', async () => {
    const { parent, child, id } = await family(154);
    expectRefused(await answer(child, id, 'withdraw'), 404, 'change_request_not_found');
    await ask(child, id, { kind: 'cancel' });
    const withdrawn = await answer(child, id, 'withdraw');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      message: 'Your request is withdrawn.',
      data: { status: 'confirmed', changeRequest: { status: 'withdrawn' } },
    });
    expect(await listOf(parent)).toEqual([]);
    expectRefused(await answer(parent, id, 'approve'), 404, 'change_request_not_found');
    expectRefused(await answer(parent, id, 'decline'), 404, 'change_request_not_found');
  });

  it('reads an unanswered request as lapsed once the session starts, and asks nothing of it', async () => {
    const { parent, child, id } = await family(178);
    await ask(child, id, { kind: 'cancel' });
    client.clock.set(atHour(178.5));
    expect((await client.read(child, id)).json().data.changeRequest.status).toBe('lapsed');
    expect(await listOf(parent)).toEqual([]);
    expectRefused(await answer(parent, id, 'approve'), 409, 'invalid_transition');
    client.clock.set(atHour(0));
  });

  it('leaves the review to the parent', async () => {
    const { tutor, parent, child, id } = await family(202);
    client.clock.set(atHour(203.5));
    expect((await client.act(tutor, id, 'complete')).statusCode).toBe(200);
    expect((await client.read(child, id)).json().data.canReview).toBe(false);
    expectRefused(await client.review(child, id, { rating: 5 }), 403, 'parent_decides');
    expect((await client.read(parent, id)).json().data.canReview).toBe(true);
    expect((await client.review(parent, id, { rating: 5 })).statusCode).toBe(201);
    client.clock.set(atHour(0));
  });

  it('lets a student without a parent decide alone', async () => {
    const tutor = await client.newTutor({ autoConfirm: true });
    const student = await client.newStudent();
    const id = await client.booked(tutor, student, atHour(226));
    expect((await client.read(student, id)).json().data).toMatchObject({
      parentDecides: false,
      requestableChanges: [],
    });
    expectRefused(await ask(student, id, { kind: 'cancel' }), 403, 'forbidden');
    expect((await client.act(student, id, 'cancel')).statusCode).toBe(200);
  });

  it('answers every new route by who is asking (authorization matrix)', async () => {
    const { tutor, parent, child, id } = await family(250);
    const strangerParent = await client.newParent();
    const strangerStudent = await client.newStudent();
    const routes = [
      { path: 'change-request', body: { kind: 'cancel' } },
      { path: 'change-request/withdraw', body: {} },
      { path: 'change-request/approve', body: {} },
      { path: 'change-request/decline', body: {} },
    ];
    const expected: Record<string, Array<[Caller | undefined, number, string]>> = {
      'change-request': [
        [undefined, 401, 'unauthorized'],
        [tutor, 403, 'forbidden'],
        [parent, 403, 'forbidden'],
        [strangerParent, 403, 'forbidden'],
        [strangerStudent, 404, 'booking_not_found'],
      ],
      'change-request/withdraw': [
        [undefined, 401, 'unauthorized'],
        [tutor, 403, 'forbidden'],
        [parent, 403, 'forbidden'],
        [strangerStudent, 404, 'booking_not_found'],
      ],
      'change-request/approve': [
        [undefined, 401, 'unauthorized'],
        [tutor, 403, 'forbidden'],
        [child, 403, 'forbidden'],
        [strangerParent, 404, 'booking_not_found'],
        [strangerStudent, 403, 'forbidden'],
      ],
      'change-request/decline': [
        [undefined, 401, 'unauthorized'],
        [tutor, 403, 'forbidden'],
        [child, 403, 'forbidden'],
        [strangerParent, 404, 'booking_not_found'],
      ],
    };
    for (const route of routes) {
      for (const [caller, status, code] of expected[route.path] ?? []) {
        const response = await client.app.inject({
          method: 'POST',
          url: `/api/v1/bookings/${id}/${route.path}`,
          headers: caller ? { authorization: caller.authorization } : {},
          payload: route.body,
        });
        expect([route.path, response.statusCode, response.json().error?.code]).toEqual([
          route.path,
          status,
          code,
        ]);
      }
    }
    // A stranger's request, a bad id: nothing is learned.
    expectRefused(await ask(child, 'not-a-uuid', { kind: 'cancel' }), 404, 'booking_not_found');
    expectRefused(await ask(child, id, { kind: 'later' }), 400, 'validation_failed');
    const list = '/family/change-requests';
    expect((await client.call('GET', list, undefined)).statusCode).toBe(401);
    for (const caller of [tutor, child]) {
      expectRefused(await client.call('GET', list, caller), 403, 'forbidden');
    }
    await ask(child, id, { kind: 'cancel' });
    expect(await listOf(strangerParent)).toEqual([]);
    expect(await mailbox(client.app, await emailOf(strangerParent))).toEqual([]);
  });
});
