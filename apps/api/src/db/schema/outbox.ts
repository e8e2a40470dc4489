import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type EmailAttachment = { filename: string; contentType: string; content: string };

export const emailStatusEnum = pgEnum('email_status', ['pending', 'sent', 'failed']);

/**
 * Transactional outbox: an email is a row written in the same transaction as the change that
 * caused it, and a drainer in any process sends it later, so a crash neither loses nor doubles it.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The links of the message, for the development mailbox and for tests to follow. */
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Files sent with the message (a booking's .ics), their content as text. */
    attachments: jsonb('attachments')
      .$type<EmailAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: emailStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_outbox_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
