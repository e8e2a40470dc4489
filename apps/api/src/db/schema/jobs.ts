import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const jobStatusEnum = pgEnum('job_status', ['pending', 'done', 'failed']);

/**
 * Due work (docs/shared/ARCHITECTURE.md, "Due work"): a row with a due time, claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease like the email outbox, so a restart loses none and two
 * processes never run one twice. `key` makes scheduling the same work twice a no-op.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    payload: jsonb('payload').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: jobStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_due')
      .on(table.dueAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
