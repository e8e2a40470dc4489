import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { childProfiles } from './profiles';
import { users } from './users';

/**
 * A tutor's conversation with one learner: a student account (`student_id`) or a parent's child
 * (`child_id`), exactly one of the two. Who may read it is worked out when it is read, not stored:
 * the tutor, the student, and for a child the parent and the child's own login, so a child who
 * gets a login later finds the history already there.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'restrict' }),
    childId: uuid('child_id').references(() => childProfiles.id, { onDelete: 'restrict' }),
    /** The newest message's time (the creation time until then): the list's order. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('conversations_one_learner', sql`num_nonnulls(${table.studentId}, ${table.childId}) = 1`),
    uniqueIndex('conversations_tutor_child')
      .on(table.tutorId, table.childId)
      .where(sql`${table.childId} is not null`),
    uniqueIndex('conversations_tutor_student')
      .on(table.tutorId, table.studentId)
      .where(sql`${table.studentId} is not null`),
    index('conversations_child').on(table.childId),
    index('conversations_student').on(table.studentId),
  ],
);

export const messageBodyMax = 2000;

/**
 * One message. The id grows with every message in the whole app, so a live stream that
 * reconnects asks for everything after the last id it saw (`Last-Event-ID`).
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Hidden by an operator after a report: both sides see that a message was removed. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'messages_body_length',
      sql`char_length(${table.body}) between 1 and ${sql.raw(String(messageBodyMax))}`,
    ),
    index('messages_conversation_id').on(table.conversationId, table.id),
  ],
);

/**
 * How far each person has read a conversation (unread = newer messages from others), and when
 * they were last emailed about unread messages in it (at most one email an hour).
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    lastEmailedAt: timestamp('last_emailed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.userId] })],
);
