import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

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
  },
  (table) => [index('contact_messages_created').on(table.createdAt)],
);
