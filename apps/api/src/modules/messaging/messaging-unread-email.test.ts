import { messagingLimits } from '@nibras/contracts/messaging';
import { and, eq, like, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  childProfiles,
  conversationReads,
  conversations,
  jobs,
  messages,
  users,
} from '../../db/schema/index';
import { ManualClock } from '../../plugins/clock';
import { buildTestApp } from '../../test/build-test-app';
import { createUserWithToken } from '../../test/fixtures';
import { createBookingPeople, mailTo } from '../booking/booking-notifications.fixtures';
import { scheduleUnreadEmails, unreadEmailHandler, unreadEmailJob } from './messaging-unread-email';
import { patience } from '../../test/wait-for';

const minute = 60_000;
const start = new Date('2030-05-04T08:00:00Z').getTime();

describe('the unread-message email', () => {
  let app: FastifyInstance;
  const clock = new ManualClock(start);
  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
  });
  afterAll(() => app.close());

  type Person = { id: string; email: string };
  type Conversation = { id: string; people: Person[] };

  /** A tutor and a student account in a conversation, each in their own language. */
  async function studentConversation(
    options: { tutorName?: string; studentLanguage?: 'en' | 'ar' } = {},
  ): Promise<Conversation & { tutor: Person; student: Person }> {
    const people = await createBookingPeople(app, {
      tutor: { fullName: options.tutorName ?? 'Samira Haddad' },
      family: { language: options.studentLanguage ?? 'en', fullName: 'Omar Student' },
    });
    const [conversation] = await app.db
      .insert(conversations)
      .values({
        tutorId: people.tutor.id,
        studentId: people.family.id,
        lastMessageAt: clock.now(),
        createdAt: clock.now(),
      })
      .returning();
    if (!conversation) throw new Error('conversation not inserted');
    return {
      id: conversation.id,
      people: [people.tutor, people.family],
      tutor: people.tutor,
      student: people.family,
    };
  }

  /** Sends as the send path does: the message and its emails' jobs in one transaction. */
  async function send(conversation: Conversation, sender: Person, body = 'Hello') {
    return app.db.transaction(async (tx) => {
      const [message] = await tx
        .insert(messages)
        .values({
          conversationId: conversation.id,
          senderId: sender.id,
          body,
          createdAt: clock.now(),
        })
        .returning();
      if (!message) throw new Error('message not inserted');
      await scheduleUnreadEmails(tx, {
        conversationId: conversation.id,
        messageId: message.id,
        recipientIds: conversation.people.filter((p) => p.id !== sender.id).map((p) => p.id),
        now: clock.now(),
      });
      return message.id;
    });
  }

  async function read(conversation: Conversation, reader: Person, upTo: number) {
    await app.db
      .insert(conversationReads)
      .values({ conversationId: conversation.id, userId: reader.id, lastReadMessageId: upTo })
      .onConflictDoUpdate({
        target: [conversationReads.conversationId, conversationReads.userId],
        set: { lastReadMessageId: upTo },
      });
  }

  /** Moves the clock and runs what is due, waiting for the background runner if it took some. */
  async function at(minutes: number) {
    clock.set(start + minutes * minute);
    await app.runDueJobs();
    await vi.waitFor(async () => {
      const due = await app.db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, unreadEmailJob),
            eq(jobs.status, 'pending'),
            lte(jobs.dueAt, clock.now()),
          ),
        );
      expect(due).toEqual([]);
    }, patience);
  }

  const unreadMailTo = async (person: Person) =>
    (await mailTo(app, person.email)).filter((email) =>
      email.links.some((l) => l.includes('/messages/')),
    );

  it('waits 10 minutes, then names who wrote and how many, with a link to the conversation', async () => {
    clock.set(start);
    const conversation = await studentConversation();
    await send(conversation, conversation.tutor, 'First');
    await at(2);
    await send(conversation, conversation.tutor, 'Second');

    await at(messagingLimits.unreadEmailAfterMinutes - 0.01);
    expect(await unreadMailTo(conversation.student)).toEqual([]);

    await at(messagingLimits.unreadEmailAfterMinutes);
    const [email, ...more] = await unreadMailTo(conversation.student);
    expect(more).toEqual([]);
    expect(email?.subject).toBe('2 unread messages from \u2068Samira Haddad\u2069');
    expect(email?.reading).toContain('Hello Omar Student,');
    expect(email?.reading).toContain('You have 2 unread messages from Samira Haddad on Nibras.');
    expect(email?.links).toEqual([`${app.config.appUrl}/messages/${conversation.id}?lng=en`]);
    // The messages themselves stay on Nibras.
    expect(email?.text).not.toContain('First');
    expect(email?.html).not.toContain('Second');
    // The writer is not emailed about their own messages.
    expect(await unreadMailTo(conversation.tutor)).toEqual([]);
    // One email for one unread run, however long it stays unread.
    await at(180);
    expect(await unreadMailTo(conversation.student)).toHaveLength(1);
  });

  it('sends nothing when the messages were read in time', async () => {
    clock.set(start);
    const conversation = await studentConversation();
    const id = await send(conversation, conversation.tutor);
    await at(5);
    await read(conversation, conversation.student, id);
    await at(10);
    await at(120);
    expect(await unreadMailTo(conversation.student)).toEqual([]);
  });

  it('still emails about a message left unread after the earlier ones were read', async () => {
    clock.set(start);
    const conversation = await studentConversation();
    const first = await send(conversation, conversation.tutor);
    await at(8);
    await send(conversation, conversation.tutor);
    await read(conversation, conversation.student, first);
    await at(10);
    expect(await unreadMailTo(conversation.student)).toEqual([]);
    await at(18);
    const emails = await unreadMailTo(conversation.student);
    expect(emails.map((email) => email.subject)).toEqual([
      '1 unread message from \u2068Samira Haddad\u2069',
    ]);
  });

  it('emails one person about one conversation at most once an hour', async () => {
    clock.set(start);
    const conversation = await studentConversation();
    const { student } = conversation;
    // The same student with another tutor: that conversation has its own hour.
    const { user: otherTutor } = await createUserWithToken(app, 'Tutor', {
      fullName: 'Karim Nasser',
    });
    const [otherRow] = await app.db
      .insert(conversations)
      .values({
        tutorId: otherTutor.id,
        studentId: student.id,
        lastMessageAt: clock.now(),
        createdAt: clock.now(),
      })
      .returning();
    const other = { id: otherRow?.id ?? '', people: [otherTutor, student] };

    const first = await send(conversation, conversation.tutor);
    await at(10);
    expect(await unreadMailTo(student)).toHaveLength(1);

    // Read, then a new unread run: its email waits for the hour since the last one.
    await at(11);
    await read(conversation, student, first);
    await at(12);
    await send(conversation, conversation.tutor);
    await send(other, otherTutor);
    await at(22);
    const subjects = async () => (await unreadMailTo(student)).map((email) => email.subject);
    expect(await subjects()).toEqual([
      '1 unread message from \u2068Karim Nasser\u2069',
      '1 unread message from \u2068Samira Haddad\u2069',
    ]);
    await at(69.99);
    expect(await subjects()).toHaveLength(2);
    await at(70);
    expect(await subjects()).toEqual([
      '1 unread message from \u2068Samira Haddad\u2069',
      '1 unread message from \u2068Karim Nasser\u2069',
      '1 unread message from \u2068Samira Haddad\u2069',
    ]);
  });

  it('sends one email for two messages sent at once, each the first unread in its transaction', async () => {
    clock.set(start);
    const conversation = await studentConversation();
    const first = await send(conversation, conversation.tutor);
    // The second send's transaction did not see the first: it made its own job too.
    await read(conversation, conversation.student, first);
    await at(1);
    await send(conversation, conversation.tutor);
    await read(conversation, conversation.student, 0);
    const pending = await app.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `messaging-unread:${conversation.id}:${conversation.student.id}:%`));
    expect(pending).toHaveLength(2);
    await at(10);
    await at(11);
    await at(180);
    const emails = await unreadMailTo(conversation.student);
    expect(emails.map((email) => email.subject)).toEqual([
      '2 unread messages from \u2068Samira Haddad\u2069',
    ]);
  });

  it('writes to an Arabic reader in Arabic, with the link opening in Arabic', async () => {
    clock.set(start);
    const conversation = await studentConversation({
      tutorName: 'Samira Haddad',
      studentLanguage: 'ar',
    });
    for (let index = 0; index < 3; index += 1) await send(conversation, conversation.tutor);
    await at(10);
    const [email] = await unreadMailTo(conversation.student);
    expect(email?.subject).toBe('3 رسائل غير مقروءة من \u2068Samira Haddad\u2069');
    expect(email?.reading).toContain('لديك 3 رسائل غير مقروءة من Samira Haddad على نبراس.');
    expect(email?.html).toContain('dir="rtl"');
    expect(email?.reading).toContain('افتح المحادثة');
    expect(email?.links).toEqual([`${app.config.appUrl}/messages/${conversation.id}?lng=ar`]);
  });

  it('emails the parent and the child each their own, in their own language', async () => {
    clock.set(start);
    const people = await createBookingPeople(app, {
      tutor: { fullName: 'Samira Haddad' },
      family: { language: 'ar', fullName: 'Huda Parent' },
      child: 'Yusuf',
    });
    const { user: childLogin } = await createUserWithToken(app, 'Student', {
      fullName: 'Yusuf Child',
      preferredLanguage: 'en',
    });
    await app.db
      .update(childProfiles)
      .set({ userId: childLogin.id })
      .where(eq(childProfiles.id, people.childId ?? ''));
    const [row] = await app.db
      .insert(conversations)
      .values({
        tutorId: people.tutor.id,
        childId: people.childId,
        lastMessageAt: clock.now(),
        createdAt: clock.now(),
      })
      .returning();
    const conversation = { id: row?.id ?? '', people: [people.tutor, people.family, childLogin] };
    await send(conversation, people.tutor);
    await send(conversation, people.family);
    await at(10);

    const toParent = await unreadMailTo(people.family);
    expect(toParent.map((email) => email.subject)).toEqual([
      'رسالة واحدة غير مقروءة من \u2068Samira Haddad\u2069',
    ]);
    const toChild = await unreadMailTo(childLogin);
    expect(toChild.map((email) => email.subject)).toEqual([
      '2 unread messages from \u2068Samira Haddad\u2069 and \u2068Huda Parent\u2069',
    ]);
    const toTutor = await unreadMailTo(people.tutor);
    expect(toTutor.map((email) => email.subject)).toEqual([
      '1 unread message from \u2068Huda Parent\u2069',
    ]);
  });

  it('sends nothing to a deleted account', async () => {
    clock.set(start);
    const conversation = await studentConversation();
    await send(conversation, conversation.tutor);
    await app.db
      .update(users)
      .set({ deletedAt: clock.now() })
      .where(eq(users.id, conversation.student.id));
    await at(10);
    expect(await unreadMailTo(conversation.student)).toEqual([]);
  });

  it('sends once when its job runs twice, or on two runners at once', async () => {
    clock.set(start);
    const conversation = await studentConversation();
    await send(conversation, conversation.tutor);
    clock.set(start + 10 * minute);
    const [job] = await app.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `messaging-unread:${conversation.id}:${conversation.student.id}:%`));
    expect(job?.status).toBe('pending');
    const handler = unreadEmailHandler(app);
    const context = { db: app.db, now: clock.now() };
    await Promise.all([handler(job?.payload, context), handler(job?.payload, context)]);
    await handler(job?.payload, context);
    await Promise.all([app.runDueJobs(), app.runDueJobs()]);
    expect(await unreadMailTo(conversation.student)).toHaveLength(1);
  });
});
