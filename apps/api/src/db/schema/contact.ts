import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const contactMessageStatusEnum = pgEnum('contact_message_status', ['open', 'resolved']);

/**
 * What people wrote through /contact, kept for the support team (the same text is emailed to
 * SUPPORT_EMAIL). `user_id` is set when the writer was signed in.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** One of the topics in contracts (`contactTopics`). */
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** The language the page was in, so support answers in it. */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: contactMessageStatusEnum('status').notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'restrict' }),
  },
  (table) => [
    index('contact_messages_created').on(table.createdAt),
    index('contact_messages_status').on(table.status, table.createdAt),
  ],
);

/** An operator's answer to a contact message, emailed to its writer from the console. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contactMessageId: uuid('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('contact_replies_message').on(table.contactMessageId, table.createdAt)],
);
