import { randomUUID } from 'node:crypto';
import { messagingLimits } from '@nibras/contracts/messaging';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, reports } from '../../db/schema/index';
import { expectRefused, type Caller } from '../booking/booking.test-client';
import { mailTo } from '../booking/booking-notifications.fixtures';
import { messagesPerMinute } from './messaging.limits';
import { messagingClient, type MessagingClient } from './messaging.test-client';

describe('conversations', () => {
  let client: MessagingClient;
  let tutor: Caller;
  let parent: Caller & { childId: string };
  let child: Caller;

  beforeAll(async () => {
    client = await messagingClient();
    tutor = await client.newTutor();
    parent = await client.newParent('Sara');
    child = await client.childWithLogin(parent, parent.childId, 'sara.child@example.test');
  });
  afterAll(() => client.app.close());

  const unreadOf = async (caller: Caller) => (await client.unread(caller)).json().data;
  const listedFor = async (caller: Caller, id: string) =>
    (await client.list(caller))
      .json()
      .data.conversations.find((conversation: { id: string }) => conversation.id === id);

  it('counts unread messages per person: own messages never, each reader’s own mark', async () => {
    const { conversationId } = await client.conversationOf(tutor, parent);
    await client.sent(tutor, conversationId, 'Lesson plan for Thursday');
    const second = await client.sent(tutor, conversationId, 'Bring the workbook');

    expect(await unreadOf(tutor)).toEqual({ unreadMessages: 0, unreadConversations: 0 });
    expect(await unreadOf(parent)).toEqual({ unreadMessages: 2, unreadConversations: 1 });
    expect(await unreadOf(child)).toEqual({ unreadMessages: 2, unreadConversations: 1 });
    expect(await listedFor(parent, conversationId)).toMatchObject({
      unreadCount: 2,
      lastMessage: { id: second.id, body: 'Bring the workbook', senderId: tutor.user.id },
    });

    const read = await client.markRead(parent, conversationId, second.id);
    expect(read.json().data).toEqual({ lastReadMessageId: second.id });
    expect(await unreadOf(parent)).toEqual({ unreadMessages: 0, unreadConversations: 0 });
    // The child has a mark of their own.
    expect(await unreadOf(child)).toEqual({ unreadMessages: 2, unreadConversations: 1 });

    const reply = await client.sent(child, conversationId, 'OK!');
    expect((await listedFor(tutor, conversationId)).unreadCount).toBe(1);
    expect((await listedFor(parent, conversationId)).unreadCount).toBe(1);
    // Writing is reading: the child's mark moved to their own message.
    expect(await unreadOf(child)).toEqual({ unreadMessages: 0, unreadConversations: 0 });
    const seen = (await client.conversation(tutor, conversationId)).json().data.participants;
    expect(seen.find(({ id }: { id: string }) => id === child.user.id).lastReadMessageId).toBe(
      reply.id,
    );
  });

  it('moves a read mark forward only, never past the newest message', async () => {
    const parent = await client.newParent();
    const { conversationId } = await client.conversationOf(tutor, parent);
    const first = await client.sent(tutor, conversationId, 'one');
    const second = await client.sent(tutor, conversationId, 'two');
    await client.markRead(parent, conversationId, second.id);
    const back = await client.markRead(parent, conversationId, first.id);
    expect(back.json().data).toEqual({ lastReadMessageId: first.id });
    expect((await listedFor(parent, conversationId)).unreadCount).toBe(0);
    const beyond = await client.markRead(parent, conversationId, second.id + 1000);
    expect(beyond.json().data).toEqual({ lastReadMessageId: second.id });
    const mark = (await client.conversation(tutor, conversationId)).json().data.participants;
    expect(mark.find(({ role }: { role: string }) => role === 'parent').lastReadMessageId).toBe(
      second.id,
    );
    expectRefused(await client.markRead(parent, conversationId, 0), 400, 'validation_failed');
    expectRefused(await client.markRead(parent, conversationId, '7'), 400, 'validation_failed');
  });

  it('lists the conversation with the latest message first', async () => {
    const parent = await client.newParent();
    const older = await client.conversationOf(tutor, parent);
    const otherTutor = await client.newTutor();
    const newer = await client.conversationOf(otherTutor, parent);
    await client.sent(otherTutor, newer.conversationId, 'first');
    client.clock.advance(60_000);
    await client.sent(tutor, older.conversationId, 'then this');
    const ids = (await client.list(parent))
      .json()
      .data.conversations.map(({ id }: { id: string }) => id);
    expect(ids.indexOf(older.conversationId)).toBeLessThan(ids.indexOf(newer.conversationId));
  });

  it('pages the history from the newest, oldest first within a page', async () => {
    const student = await client.newStudent();
    const { conversationId } = await client.conversationOf(tutor, student);
    const total = messagingLimits.pageSizeDefault + 5;
    const ids: number[] = [];
    for (let index = 1; index <= total; index += 1) {
      const sender = index % 2 === 0 ? tutor : student;
      await client.app.db.insert(messages).values({
        conversationId,
        senderId: sender.user.id,
        body: `message ${index}`,
        createdAt: client.clock.now(),
      });
    }
    const newest = (await client.history(student, conversationId)).json().data;
    expect(newest.hasOlder).toBe(true);
    expect(newest.messages).toHaveLength(messagingLimits.pageSizeDefault);
    expect(newest.messages.at(-1).body).toBe(`message ${total}`);
    for (const message of newest.messages) ids.push(message.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);

    const older = (await client.history(student, conversationId, `before=${ids[0]}`)).json().data;
    expect(older.hasOlder).toBe(false);
    expect(older.messages.map(({ body }: { body: string }) => body)).toEqual(
      [1, 2, 3, 4, 5].map((index) => `message ${index}`),
    );
    const small = (await client.history(student, conversationId, 'limit=3')).json().data;
    expect(small.messages).toHaveLength(3);
    for (const query of [
      'before=abc',
      'before=-1',
      'limit=0',
      `limit=${messagingLimits.pageSizeMax + 1}`,
    ]) {
      expectRefused(await client.history(student, conversationId, query), 400, 'validation_failed');
    }
  });

  it('keeps a message as written (trimmed), mixed directions included, within 2,000 characters', async () => {
    const parent = await client.newParent();
    const { conversationId } = await client.conversationOf(tutor, parent);
    const mixed = await client.sent(
      parent,
      conversationId,
      '  مرحبا! Can we move Thursday to 5pm?  ',
    );
    expect(mixed.body).toBe('مرحبا! Can we move Thursday to 5pm?');
    expect((await client.sent(parent, conversationId, 'x'.repeat(2000))).body).toHaveLength(2000);

    const tooLong = await client.send(parent, conversationId, 'x'.repeat(2001), {
      'accept-language': 'ar',
    });
    expectRefused(tooLong, 400, 'validation_failed');
    expect(tooLong.json().error.details.body).toBe('يمكن أن تتكون الرسالة من ٢٠٠٠ حرف على الأكثر.');
    for (const body of ['', '   ', 'a\u0000b', 42, null]) {
      expectRefused(await client.send(parent, conversationId, body), 400, 'validation_failed');
    }
  });

  it('stores a retried message once (Idempotency-Key)', async () => {
    const parent = await client.newParent();
    const { conversationId } = await client.conversationOf(tutor, parent);
    const key = { 'idempotency-key': randomUUID() };
    const first = await client.send(parent, conversationId, 'Only once, please', key);
    const retry = await client.send(parent, conversationId, 'Only once, please', key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.id).toBe(first.json().data.id);
    const stored = await client.app.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    expect(stored).toHaveLength(1);
    expectRefused(
      await client.send(parent, conversationId, 'Something else', key),
      409,
      'idempotency_key_reused',
    );
  });

  it('stops a flood of messages from one person', async () => {
    const flooder = await client.newStudent();
    const { conversationId } = await client.conversationOf(tutor, flooder);
    for (let index = 0; index < messagesPerMinute; index += 1) {
      await client.sent(flooder, conversationId, `message ${index}`);
    }
    const over = await client.send(flooder, conversationId, 'one more');
    expectRefused(over, 429, 'rate_limited');
    const wait = Number(over.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // The per-minute window: the message counts the seconds left, never "a moment".
    const words = wait === 60 ? '1 minute' : wait === 1 ? '1 second' : `${wait} seconds`;
    expect(over.json().message).toBe(`Too many attempts. Please try again in ${words}.`);
    // Others are not held back by it.
    await client.sent(tutor, conversationId, 'Please slow down');
  });
});

describe('reports and flags', () => {
  let client: MessagingClient;
  let tutor: Caller;
  let parent: Caller & { childId: string };
  let conversationId: string;

  beforeAll(async () => {
    client = await messagingClient();
    tutor = await client.newTutor();
    parent = await client.newParent();
    ({ conversationId } = await client.conversationOf(tutor, parent));
  });
  afterAll(() => client.app.close());

  const reportsOf = (messageId: number) =>
    client.app.db.select().from(reports).where(eq(reports.messageId, messageId));

  it('stores a participant’s report of someone else’s message, once, for an operator', async () => {
    const message = await client.sent(tutor, conversationId, 'Pay me directly next time');
    const reported = await client.report(
      parent,
      message.id,
      { reason: 'off_platform', details: '  Asked for payment outside  ' },
      'ar',
    );
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json()).toMatchObject({
      succeeded: true,
      message: 'شكرًا لك. وصل بلاغك إلى فريقنا.',
    });
    expect(await reportsOf(message.id)).toEqual([
      expect.objectContaining({
        reporterId: parent.user.id,
        reason: 'off_platform',
        details: 'Asked for payment outside',
        flags: [],
        subject: 'message',
        reportedUserId: tutor.user.id,
        status: 'open',
        outcome: null,
      }),
    ]);
    expectRefused(
      await client.report(parent, message.id, { reason: 'spam' }),
      409,
      'already_reported',
    );
    expectRefused(
      await client.report(tutor, message.id, { reason: 'spam' }),
      403,
      'own_message_not_reportable',
    );
    for (const payload of [
      {},
      { reason: 'boring' },
      { reason: 'other', details: 'x'.repeat(501) },
    ]) {
      expectRefused(await client.report(parent, message.id, payload), 400, 'validation_failed');
    }
  });

  it('flags a tutor’s contact details for an operator and delivers the message as written', async () => {
    const body = 'WhatsApp me: +966 50 123 4567 or wa.me/966501234567';
    const message = await client.sent(tutor, conversationId, body);
    expect(message.body).toBe(body);
    const history = (await client.history(parent, conversationId)).json().data.messages;
    expect(history.at(-1).body).toBe(body);
    expect(await reportsOf(message.id)).toEqual([
      expect.objectContaining({
        reporterId: null,
        reason: 'off_platform',
        flags: ['phone', 'outside_link'],
      }),
    ]);
    // The family sharing their own number is not what the flag is for.
    const fromParent = await client.sent(parent, conversationId, 'My number is 0501234567');
    expect(await reportsOf(fromParent.id)).toEqual([]);
  });
});

describe('the unread-message email, from a message sent through the API', () => {
  it('reaches the parent after 10 minutes unread, with a link to the conversation', async () => {
    const client = await messagingClient();
    try {
      const tutor = await client.newTutor();
      const parent = await client.newParent();
      const { conversationId } = await client.conversationOf(tutor, parent);
      await client.sent(tutor, conversationId, 'See you tomorrow');
      const parentEmail = (
        await client.app.db.query.users.findFirst({
          where: (users, { eq: equals }) => equals(users.id, parent.user.id),
        })
      )?.email;
      if (!parentEmail) throw new Error('no parent email');

      client.clock.advance(9 * 60_000);
      await client.app.runDueJobs();
      expect(await mailTo(client.app, parentEmail)).toEqual([]);
      client.clock.advance(60_000);
      await client.app.runDueJobs();
      const [email] = await mailTo(client.app, parentEmail);
      expect(email?.subject).toContain('1 unread message');
      expect(
        email?.links.some((link: string) => link.includes(`/messages/${conversationId}`)),
      ).toBe(true);
    } finally {
      await client.app.close();
    }
  });
});
