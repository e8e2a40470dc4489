import { sql } from 'drizzle-orm';
import {
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
import { users } from './users';

export const changeRequestKindEnum = pgEnum('change_request_kind', ['cancel', 'move']);
export const changeRequestStatusEnum = pgEnum('change_request_status', [
  'open',
  'approved',
  'declined',
  'withdrawn',
]);

/**
 * A child's login asks its parent to cancel or move a session of the family (issue 31): the
 * parent approves (the change is then the parent's) or declines; the child may withdraw it.
 * One open request per booking. An open request on a booking that has since started or
 * stopped holding its time is read as lapsed, never acted on.
 */
export const bookingChangeRequests = pgTable(
  'booking_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: changeRequestKindEnum('kind').notNull(),
    status: changeRequestStatusEnum('status').notNull().default('open'),
    requestedById: uuid('requested_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The parent who answers it. */
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A move's new start; null for a cancellation. */
    newStartAt: timestamp('new_start_at', { withTimezone: true }),
    reason: text('reason'),
    /** The parent's reason for declining. */
    answerReason: text('answer_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'booking_change_requests_move_has_start',
      sql`(${table.kind} = 'move') = (${table.newStartAt} is not null)`,
    ),
    uniqueIndex('booking_change_requests_one_open')
      .on(table.bookingId)
      .where(sql`${table.status} = 'open'`),
    index('booking_change_requests_parent').on(table.parentId, table.status),
    index('booking_change_requests_booking').on(table.bookingId, table.createdAt),
  ],
);
