import {
  reportOutcomes,
  reportReasons,
  reportStatuses,
  reportSubjects,
} from '@nibras/contracts/report-terms';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { messages } from './messaging';
import { tutorReviews } from './tutors';
import { users } from './users';

export const reportSubjectEnum = pgEnum('report_subject', reportSubjects);

export const reportReasonEnum = pgEnum('report_reason', reportReasons);

export const reportStatusEnum = pgEnum('report_status', reportStatuses);

/** What an operator did about a report; the reporter is told. */
export const reportOutcomeEnum = pgEnum('report_outcome', reportOutcomes);

/**
 * Reports for operators (decision 0026): a person's report of a tutor's profile, a review, a
 * message or a session, or the app's own flag on a tutor's message that carries contact details
 * (no reporter; `flags` names what was found). Exactly the column of its subject is set.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: reportSubjectEnum('subject').notNull(),
    tutorId: uuid('tutor_id').references(() => users.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id').references(() => tutorReviews.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'cascade',
    }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** Whose profile, words or session it is: the account an operator may warn or suspend. */
    reportedUserId: uuid('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: reportReasonEnum('reason').notNull(),
    details: text('details'),
    /** What the automatic check found: 'phone', 'email', 'outside_link'. Empty for a person's report. */
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: reportStatusEnum('status').notNull().default('open'),
    outcome: reportOutcomeEnum('outcome'),
    /** The operator's words to the reporter about the outcome. */
    outcomeNote: text('outcome_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'reports_one_subject',
      sql`num_nonnulls(${table.tutorId}, ${table.reviewId}, ${table.messageId}, ${table.bookingId}) = 1
        and case ${table.subject}
          when 'tutor' then ${table.tutorId} is not null
          when 'review' then ${table.reviewId} is not null
          when 'message' then ${table.messageId} is not null
          else ${table.bookingId} is not null end`,
    ),
    uniqueIndex('reports_once_per_reporter')
      .on(
        table.reporterId,
        table.subject,
        sql`coalesce(${table.tutorId}::text, ${table.reviewId}::text, ${table.messageId}::text, ${table.bookingId}::text)`,
      )
      .where(sql`${table.reporterId} is not null`),
    uniqueIndex('reports_one_automatic')
      .on(table.messageId)
      .where(sql`${table.reporterId} is null`),
    index('reports_status').on(table.status, table.createdAt),
  ],
);
