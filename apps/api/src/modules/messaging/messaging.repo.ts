import type { MessageReportReason } from '@nibras/contracts/messaging';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  lt,
  max,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type BuildAliasTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client';
import {
  bookings,
  childProfiles,
  conversationReads,
  conversations,
  messages,
  reports,
  users,
} from '../../db/schema/index';
import type { ConversationParties } from './messaging-access';

export type MessageRow = typeof messages.$inferSelect;

const tutorUser = alias(users, 'tutor_user');
const studentUser = alias(users, 'student_user');
const parentUser = alias(users, 'parent_user');
const childUser = alias(users, 'child_user');

const person = <Name extends string>(table: BuildAliasTable<typeof users, Name>) => ({
  id: table.id,
  fullName: table.fullName,
  avatarPath: table.avatarPath,
  userType: table.userType,
});

/** A conversation with the people around it: who reads it is worked out from these. */
function selectConversations(db: DbExecutor) {
  return db
    .select({
      id: conversations.id,
      tutorId: conversations.tutorId,
      studentId: conversations.studentId,
      childId: conversations.childId,
      parentId: childProfiles.parentId,
      childUserId: childProfiles.userId,
      childName: childProfiles.name,
      lastMessageAt: conversations.lastMessageAt,
      tutor: person(tutorUser),
      student: person(studentUser),
      parent: person(parentUser),
      childLogin: person(childUser),
    })
    .from(conversations)
    .innerJoin(tutorUser, eq(tutorUser.id, conversations.tutorId))
    .leftJoin(studentUser, eq(studentUser.id, conversations.studentId))
    .leftJoin(childProfiles, eq(childProfiles.id, conversations.childId))
    .leftJoin(parentUser, eq(parentUser.id, childProfiles.parentId))
    .leftJoin(childUser, eq(childUser.id, childProfiles.userId))
    .$dynamic();
}

export type ConversationRecord = Awaited<ReturnType<typeof selectConversations>>[number];

/** The conversations a person reads: as tutor, student, or a child's parent or own login. */
export function conversationsOf(userId: string): SQL {
  return or(
    eq(conversations.tutorId, userId),
    eq(conversations.studentId, userId),
    inArray(
      conversations.childId,
      sql`(select ${childProfiles.id} from ${childProfiles} where ${childProfiles.parentId} = ${userId} or ${childProfiles.userId} = ${userId})`,
    ),
  ) as SQL;
}

export async function findConversation(
  db: DbExecutor,
  id: string,
): Promise<ConversationRecord | undefined> {
  const [record] = await selectConversations(db).where(eq(conversations.id, id));
  return record;
}

/** These conversations (those that exist), in no particular order. */
export function findConversations(db: DbExecutor, ids: string[]): Promise<ConversationRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectConversations(db).where(inArray(conversations.id, ids));
}

/**
 * Booking statuses that do not count as a session booked between a tutor and a learner: a
 * request the tutor declined, or a booking either side cancelled. A request waiting for the
 * tutor counts (the family asked and the money is held), and so do confirmed, completed and
 * no-show bookings (issue 29; decision 0026).
 */
const notBooked = ['declined', 'cancelled'] as const;

/**
 * Of these conversations, those whose tutor and learner have a session booked (a booking that
 * was not declined or cancelled): before one, contact details are masked (contact-details.ts).
 */
export async function bookedConversationIds(db: DbExecutor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        inArray(conversations.id, ids),
        exists(
          db
            .select({ one: sql`1` })
            .from(bookings)
            .where(
              and(
                eq(bookings.tutorId, conversations.tutorId),
                notInArray(bookings.status, [...notBooked]),
                sql`case when ${conversations.childId} is not null
                  then ${bookings.childId} = ${conversations.childId}
                  else ${bookings.studentId} = ${conversations.studentId} end`,
              ),
            ),
        ),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The caller's conversations, the latest message first. */
export function listConversations(db: DbExecutor, userId: string) {
  return selectConversations(db)
    .where(conversationsOf(userId))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
}

/** The parties of a booking, for opening its conversation; undefined if there is no such booking. */
export async function findBookingParties(
  db: DbExecutor,
  bookingId: string,
): Promise<(ConversationParties & { childId: string | null }) | undefined> {
  const [row] = await db
    .select({
      tutorId: bookings.tutorId,
      studentId: bookings.studentId,
      childId: bookings.childId,
      parentId: childProfiles.parentId,
      childUserId: childProfiles.userId,
    })
    .from(bookings)
    .leftJoin(childProfiles, eq(childProfiles.id, bookings.childId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/**
 * The conversation of a tutor and a learner (a child, else a student account), made if there is
 * none yet; two people opening it at once find the same one.
 */
export async function findOrCreateConversation(
  db: DbExecutor,
  learner: { tutorId: string; childId: string | null; studentId: string | null },
  now: Date,
): Promise<{ id: string; created: boolean }> {
  const values = learner.childId
    ? { tutorId: learner.tutorId, childId: learner.childId, studentId: null }
    : { tutorId: learner.tutorId, childId: null, studentId: learner.studentId };
  const [created] = await db
    .insert(conversations)
    .values({ ...values, lastMessageAt: now, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (created) return { id: created.id, created: true };
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.tutorId, values.tutorId),
        values.childId
          ? eq(conversations.childId, values.childId)
          : eq(conversations.studentId, values.studentId ?? ''),
      ),
    );
  if (!existing) throw new Error('a conversation that conflicted on insert could not be read');
  return { id: existing.id, created: false };
}

/** How far each reader of these conversations has read them. */
export function readMarksOf(db: DbExecutor, conversationIds: string[]) {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      conversationId: conversationReads.conversationId,
      userId: conversationReads.userId,
      lastReadMessageId: conversationReads.lastReadMessageId,
    })
    .from(conversationReads)
    .where(inArray(conversationReads.conversationId, conversationIds));
}

/** The newest message of each of these conversations. */
export function lastMessagesOf(db: DbExecutor, conversationIds: string[]) {
  if (conversationIds.length === 0) return Promise.resolve([] as MessageRow[]);
  return db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(messages.conversationId, desc(messages.id));
}

/**
 * Messages from others newer than the reader's mark, per conversation, in the conversations
 * `scope` selects (one, some, or all of the reader's).
 */
/** The scope of these conversations, for the reads that take one. */
export function conversationIn(ids: string[]): SQL {
  return inArray(conversations.id, ids);
}

export function unreadCountsOf(db: DbExecutor, userId: string, scope: SQL) {
  return db
    .select({ conversationId: messages.conversationId, unread: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(
      conversationReads,
      and(
        eq(conversationReads.conversationId, messages.conversationId),
        eq(conversationReads.userId, userId),
      ),
    )
    .where(
      and(
        scope,
        ne(messages.senderId, userId),
        gt(messages.id, sql`coalesce(${conversationReads.lastReadMessageId}, 0)`),
      ),
    )
    .groupBy(messages.conversationId);
}

/** The header's badge: unread messages, and in how many conversations. */
export async function unreadSummaryOf(db: DbExecutor, userId: string) {
  const perConversation = await unreadCountsOf(db, userId, conversationsOf(userId));
  return {
    unreadMessages: perConversation.reduce((sum, row) => sum + row.unread, 0),
    unreadConversations: perConversation.length,
  };
}

/** A page of history, newest first: `limit` messages before `before` (or the newest), plus one to tell if there are older. */
export function messagesBefore(
  db: DbExecutor,
  conversationId: string,
  options: { before?: number; limit: number },
) {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        options.before === undefined ? undefined : lt(messages.id, options.before),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(options.limit + 1);
}

/** Messages after `afterId` in every conversation the reader reads now, oldest first. */
export function messagesAfter(db: DbExecutor, userId: string, afterId: number, limit: number) {
  return db
    .select({ message: messages })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(gt(messages.id, afterId), conversationsOf(userId)))
    .orderBy(asc(messages.id))
    .limit(limit)
    .then((rows) => rows.map((row) => row.message));
}

export async function findMessage(db: DbExecutor, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

/** The newest message id of the whole app (0 before the first). */
export async function newestMessageId(db: DbExecutor): Promise<number> {
  const [row] = await db.select({ id: max(messages.id) }).from(messages);
  return row?.id ?? 0;
}

/** The newest message id of one conversation (0 while it has none). */
export async function newestMessageIdIn(db: DbExecutor, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ id: max(messages.id) })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return row?.id ?? 0;
}

/**
 * Message ids come from one sequence for the whole app, and a live stream resumes after the last
 * id it saw: so sends commit in id order. Each send takes this lock just before it draws its id
 * and holds it to its commit, which keeps an id from becoming visible before a smaller one.
 */
export async function lockMessageOrder(db: DbExecutor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${messageOrderLock})`);
}
/** An arbitrary key of this app's advisory locks: "nibras messages". */
const messageOrderLock = 7_358_221_001;

export async function insertMessage(
  db: DbExecutor,
  values: { conversationId: string; senderId: string; body: string; createdAt: Date },
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('the message was not stored');
  await db
    .update(conversations)
    .set({ lastMessageAt: values.createdAt })
    .where(eq(conversations.id, values.conversationId));
  return row;
}

/**
 * Moves a reader's mark forward to `upTo` (never back); answers whether it moved, so a read
 * that changes nothing tells nobody.
 */
export async function moveReadMark(
  db: DbExecutor,
  conversationId: string,
  userId: string,
  upTo: number,
): Promise<boolean> {
  const moved = await db
    .insert(conversationReads)
    .values({ conversationId, userId, lastReadMessageId: upTo })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { lastReadMessageId: sql`excluded.last_read_message_id` },
      setWhere: lt(conversationReads.lastReadMessageId, sql`excluded.last_read_message_id`),
    })
    .returning({ upTo: conversationReads.lastReadMessageId });
  return moved.length > 0;
}

/** Stores a report; false if this reporter (or, without one, the app) already reported it. */
export async function insertReport(
  db: DbExecutor,
  report: {
    messageId: number;
    /** The message's sender: the account an operator may warn or suspend. */
    reportedUserId: string;
    reporterId: string | null;
    reason: MessageReportReason;
    details?: string | null;
    flags?: string[];
    createdAt: Date;
  },
): Promise<boolean> {
  const stored = await db
    .insert(reports)
    .values({ ...report, subject: 'message' })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return stored.length > 0;
}
