import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, reports, users } from '../../db/schema/index';
import { openEventStream } from '../../test/event-stream';
import { waitFor } from '../../test/wait-for';
import { mailTo } from '../booking/booking-notifications.fixtures';
import type { Caller } from '../booking/booking.test-client';
import { contactMask as m } from './contact-details';
import { messagingClient, type MessagingClient } from './messaging.test-client';

const tokenOf = (caller: Caller) => caller.authorization.slice('Bearer '.length);

/** Issue 29: contact details are hidden from the other side until a session is booked. */
describe('contact details before a first booking', () => {
  let client: MessagingClient;
  let baseUrl: string;
  const streams: Array<{ close(): Promise<void> }> = [];

  const written = 'WhatsApp me on +966 50 123 4567 or layla at gmail dot com. $25 at 5:30 pm';
  const seenMasked = `WhatsApp me on ${m} or ${m}. $25 at 5:30 pm`;

  beforeAll(async () => {
    client = await messagingClient();
    baseUrl = await client.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await client.app.close();
  });

  async function streamOf(caller: Caller, lastEventId?: string) {
    const stream = await openEventStream(baseUrl, tokenOf(caller), lastEventId);
    streams.push(stream);
    return stream;
  }

  /**
   * A tutor, a parent whose child has a login, and their conversation, opened from a request the
   * tutor then declined: there is no session booked between them.
   */
  async function unbooked() {
    const tutor = await client.newTutor();
    const parent = await client.newParent('Huda');
    const child = await client.childWithLogin(
      parent,
      parent.childId,
      `child.${parent.user.id}@example.test`,
    );
    const { bookingId, conversationId } = await client.conversationOf(tutor, parent);
    const declined = await client.act(tutor, bookingId, 'decline', { reason: 'Full that week' });
    expect(declined.statusCode).toBe(200);
    return { tutor, parent, child, conversationId };
  }

  const historyOf = async (caller: Caller, id: string) =>
    (await client.history(caller, id)).json().data.messages as Array<{
      id: number;
      body: string;
      masked?: boolean;
    }>;
  const lastOf = async (caller: Caller, id: string) =>
    (await client.conversation(caller, id)).json().data.lastMessage;

  it('masks them for the other side only; the sender reads what they wrote, stored as written', async () => {
    const { tutor, parent, child, conversationId } = await unbooked();
    const sent = await client.sent(tutor, conversationId, written);
    expect(sent).toMatchObject({ body: written, masked: false });

    expect((await historyOf(tutor, conversationId)).at(-1)).toMatchObject({
      body: written,
      masked: false,
    });
    for (const family of [parent, child]) {
      expect((await historyOf(family, conversationId)).at(-1)).toMatchObject({
        id: sent.id,
        body: seenMasked,
        masked: true,
      });
      expect(await lastOf(family, conversationId)).toMatchObject({
        body: seenMasked,
        masked: true,
      });
      const listed = (await client.list(family)).json().data.conversations;
      expect(listed[0].lastMessage).toMatchObject({ body: seenMasked, masked: true });
    }
    const [stored] = await client.app.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(stored?.body).toBe(written);

    // The family's side: the tutor reads it masked, the child reads the parent's words as written.
    const fromParent = await client.sent(parent, conversationId, 'Call me: ٠٥٠١٢٣٤٥٦٧ please');
    expect((await historyOf(tutor, conversationId)).at(-1)).toMatchObject({
      id: fromParent.id,
      body: `Call me: ${m} please`,
      masked: true,
    });
    expect((await historyOf(child, conversationId)).at(-1)).toMatchObject({
      body: 'Call me: ٠٥٠١٢٣٤٥٦٧ please',
      masked: false,
    });

    // A message without contact details is not marked.
    await client.sent(tutor, conversationId, 'The lesson is 25.00 USD, on 2026-12-01 at 4:30');
    expect((await historyOf(parent, conversationId)).at(-1)).toMatchObject({
      body: 'The lesson is 25.00 USD, on 2026-12-01 at 4:30',
      masked: false,
    });
  });

  it('still flags the tutor’s contact details for an operator, from the message as written', async () => {
    const { tutor, conversationId } = await unbooked();
    const sent = await client.sent(tutor, conversationId, written);
    const flagged = await client.app.db
      .select()
      .from(reports)
      .where(eq(reports.messageId, sent.id));
    expect(flagged).toEqual([
      expect.objectContaining({
        reporterId: null,
        reason: 'off_platform',
        flags: ['phone', 'email'],
      }),
    ]);
  });

  it('masks them on the live stream, live and when it resumes, for the other side only', async () => {
    const { tutor, parent, conversationId } = await unbooked();
    const tutorTab = await streamOf(tutor);
    const parentTab = await streamOf(parent);
    const sent = await client.sent(tutor, conversationId, written);
    for (const tab of [tutorTab, parentTab]) {
      await waitFor(() => tab.messages().some(({ message }) => message.id === sent.id), {
        what: 'the message on both tabs',
      });
    }
    expect(tutorTab.messages().at(-1)?.message).toMatchObject({ body: written, masked: false });
    expect(parentTab.messages().at(-1)?.message).toMatchObject({
      body: seenMasked,
      masked: true,
    });

    const missed = await client.sent(tutor, conversationId, 'or t.me/layla_math');
    const resumed = await streamOf(parent, String(sent.id));
    await waitFor(() => resumed.messages().length > 0, { what: 'the missed message' });
    expect(resumed.messages()).toEqual([
      expect.objectContaining({
        id: String(missed.id),
        message: expect.objectContaining({ body: `or ${m}`, masked: true }),
      }),
    ]);
  });

  it('keeps them out of the unread-message email', async () => {
    const { tutor, parent, conversationId } = await unbooked();
    await client.sent(tutor, conversationId, written);
    const [row] = await client.app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, parent.user.id));
    client.clock.advance(10 * 60_000);
    await client.app.runDueJobs();
    const [email] = await mailTo(client.app, row?.email ?? '');
    expect(email?.subject).toContain('1 unread message');
    const everything = JSON.stringify(email);
    for (const detail of ['123 4567', '4567', 'layla', 'gmail']) {
      expect(everything).not.toContain(detail);
    }
  });

  it('masks nothing once a session is booked, earlier messages included', async () => {
    const { tutor, parent, conversationId } = await unbooked();
    const before = await client.sent(tutor, conversationId, written);
    expect((await historyOf(parent, conversationId)).at(-1)?.masked).toBe(true);

    // A new request (waiting for the tutor) is a session booked between them.
    await client.bookedBooking(tutor, parent);
    const parentTab = await streamOf(parent);
    const after = await client.sent(tutor, conversationId, 'Or call 0501234567');
    expect(await historyOf(parent, conversationId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: before.id, body: written, masked: false }),
        expect.objectContaining({ id: after.id, body: 'Or call 0501234567', masked: false }),
      ]),
    );
    expect((await historyOf(tutor, conversationId)).at(-1)?.masked).toBe(false);
    await waitFor(() => parentTab.messages().some(({ message }) => message.id === after.id));
    expect(parentTab.messages().at(-1)?.message).toMatchObject({
      body: 'Or call 0501234567',
      masked: false,
    });
  });

  it('masks again when the only booking is cancelled', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent();
    const { bookingId, conversationId } = await client.conversationOf(tutor, student);
    const sent = await client.sent(student, conversationId, 'my email: sam@example.com');
    expect((await historyOf(tutor, conversationId)).at(-1)).toMatchObject({
      id: sent.id,
      masked: false,
    });
    const cancelled = await client.act(student, bookingId, 'cancel', { reason: 'Changed plans' });
    expect(cancelled.statusCode).toBe(200);
    expect((await historyOf(tutor, conversationId)).at(-1)).toMatchObject({
      body: `my email: ${m}`,
      masked: true,
    });
  });
});
