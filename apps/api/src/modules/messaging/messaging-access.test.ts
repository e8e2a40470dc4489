import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, type Caller } from '../booking/booking.test-client';
import { messagingClient, type MessagingClient } from './messaging.test-client';

describe('who may open, read and write a conversation', () => {
  let client: MessagingClient;
  let tutor: Caller;
  let parent: Caller & { childId: string };
  let child: Caller;
  let conversationId: string;
  let bookingId: string;

  beforeAll(async () => {
    client = await messagingClient();
    tutor = await client.newTutor();
    parent = await client.newParent('Sara');
    // The child's own login, made by the parent: the child reads their conversations too.
    child = await client.childWithLogin(parent, parent.childId, 'sara.login@example.test');
    ({ bookingId, conversationId } = await client.conversationOf(tutor, parent));
  });
  afterAll(() => client.app.close());

  it('opens from a booking for anyone in it, and the same pair always finds the same conversation', async () => {
    const again = await client.start(tutor, bookingId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBe(conversationId);
    const fromChild = await client.start(child, bookingId);
    expect(fromChild.json().data.id).toBe(conversationId);

    // A second booking of the same tutor and child is the same conversation.
    const later = await client.bookedBooking(tutor, parent);
    expect((await client.start(parent, later)).json().data.id).toBe(conversationId);

    const conversation = (await client.conversation(parent, conversationId)).json().data;
    expect(conversation.learner).toEqual({ id: parent.childId, fullName: 'Sara', kind: 'child' });
    expect(
      conversation.participants.map(({ id, role }: { id: string; role: string }) => [id, role]),
    ).toEqual([
      [tutor.user.id, 'tutor'],
      [parent.user.id, 'parent'],
      [child.user.id, 'student'],
    ]);
  });

  it('a student’s own booking opens a conversation with the student alone', async () => {
    const student = await client.newStudent('Omar');
    const { conversationId: id } = await client.conversationOf(tutor, student);
    const conversation = (await client.conversation(tutor, id)).json().data;
    expect(conversation.learner).toEqual({
      id: student.user.id,
      fullName: 'Omar',
      kind: 'student',
    });
    expect(conversation.participants.map(({ role }: { role: string }) => role)).toEqual([
      'tutor',
      'student',
    ]);
    await expectRefusedEverywhere(parent, id);
  });

  it('a tutor cannot write to a family that never booked them, nor open another family’s booking', async () => {
    const otherTutor = await client.newTutor();
    expectRefused(await client.start(otherTutor, bookingId), 404, 'booking_not_found');
    const otherParent = await client.newParent();
    expectRefused(await client.start(otherParent, bookingId), 404, 'booking_not_found');
    expectRefused(
      await client.start(tutor, '00000000-0000-4000-8000-000000000000'),
      404,
      'booking_not_found',
    );
    expectRefused(await client.start(tutor, 'not-a-session'), 400, 'validation_failed');
  });

  /** Every call on the conversation answers as for one that does not exist. */
  async function expectRefusedEverywhere(caller: Caller, id: string) {
    expectRefused(await client.conversation(caller, id), 404, 'conversation_not_found');
    expectRefused(await client.history(caller, id), 404, 'conversation_not_found');
    expectRefused(await client.send(caller, id, 'hello'), 404, 'conversation_not_found');
    expectRefused(await client.markRead(caller, id, 1), 404, 'conversation_not_found');
    const listed = (await client.list(caller)).json().data.conversations;
    expect(listed.map(({ id: listedId }: { id: string }) => listedId)).not.toContain(id);
  }

  it('nobody reads or writes a conversation they are not in, except the parent of that child', async () => {
    const fromTutor = await client.sent(tutor, conversationId, 'Welcome, Sara!');
    const fromParent = await client.sent(parent, conversationId, 'Thank you!');
    const fromChild = await client.sent(child, conversationId, 'مرحبا أستاذ');
    for (const reader of [tutor, parent, child]) {
      const history = (await client.history(reader, conversationId)).json().data.messages;
      expect(history.map(({ id }: { id: number }) => id)).toEqual([
        fromTutor.id,
        fromParent.id,
        fromChild.id,
      ]);
      const listed = (await client.list(reader)).json().data.conversations;
      expect(listed.map(({ id }: { id: string }) => id)).toContain(conversationId);
    }

    const strangers = [
      await client.newTutor(),
      await client.newParent(),
      await client.newStudent(),
    ];
    for (const stranger of strangers) await expectRefusedEverywhere(stranger, conversationId);
    for (const stranger of strangers) {
      expectRefused(
        await client.report(stranger, fromTutor.id, { reason: 'spam' }),
        404,
        'message_not_found',
      );
    }
  });

  it('asks for a login first, and refuses ids that are not ids', async () => {
    expectRefused(await client.conversation(undefined, conversationId), 401, 'unauthorized');
    expectRefused(await client.send(undefined, conversationId, 'hi'), 401, 'unauthorized');
    expectRefused(await client.conversation(parent, 'nope'), 400, 'validation_failed');
    expectRefused(
      await client.report(parent, 'nope', { reason: 'spam' }),
      400,
      'validation_failed',
    );
    expectRefused(
      await client.report(parent, 987_654_321, { reason: 'spam' }),
      404,
      'message_not_found',
    );
  });
});
