import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { lessonModes } from '@nibras/contracts/in-person';
import { subjects } from './catalog';
import { childProfiles } from './profiles';
import { users } from './users';

export const bookingStatusEnum = pgEnum('booking_status', [
  'requested',
  'confirmed',
  'declined',
  'cancelled',
  'completed',
  'no_show',
]);

export const noShowPartyEnum = pgEnum('no_show_party', ['tutor', 'student']);

/** Online in the classroom, or in person at an address (issue 32). */
export const lessonModeEnum = pgEnum('lesson_mode', lessonModes);

/** Where a paid session's money stands (decision 0025); null for a free trial. */
export const bookingPaymentStatusEnum = pgEnum('booking_payment_status', [
  'awaiting_approval',
  'held',
  'released',
  'charged',
  'partly_charged',
  'disputed',
  'refunded',
]);

/**
 * A weekly series (issue 34, decision 0033): the same tutor, subject and learner at the same
 * wall-clock time in the learner's zone (`time_zone`, `local_time`), every week. Each occurrence
 * is a booking of its own (`bookings.series_id`); the series only says what they share and
 * whether it was stopped.
 */
export const bookingSeries = pgTable(
  'booking_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'restrict' }),
    childId: uuid('child_id').references(() => childProfiles.id, { onDelete: 'restrict' }),
    bookedById: uuid('booked_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    /** The learner's IANA zone: every occurrence starts at `local_time` on its date there. */
    timeZone: text('time_zone').notNull(),
    /** "HH:mm" in `time_zone`. */
    localTime: text('local_time').notNull(),
    weeks: smallint('weeks').notNull(),
    /** Asked "until stopped": made 26 weeks ahead, and runs until the family stops it. */
    untilStopped: boolean('until_stopped').notNull().default(false),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('booking_series_weeks', sql`${table.weeks} between 1 and 26`),
    index('booking_series_tutor').on(table.tutorId, table.createdAt),
  ],
);

/**
 * A booking between a tutor and a learner: a student account booking for themself
 * (`student_id`) or a parent's child (`child_id`), exactly one of the two. Times are UTC; the
 * price is copied from the tutor's prices when the booking is made, so later price changes do
 * not touch it.
 *
 * Two exclusion constraints, written by hand in drizzle/0001_booking.sql because drizzle cannot
 * declare them, make overlapping active bookings impossible for one tutor and for one learner
 * (`bookings_tutor_no_overlap`, `bookings_learner_no_overlap`; SQLSTATE 23P01). The tutor's
 * covers an in-person lesson's travel time too (drizzle/0011_in_person.sql).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'restrict' }),
    childId: uuid('child_id').references(() => childProfiles.id, { onDelete: 'restrict' }),
    /** Whoever holds the learner's calendar: the student account or the child profile. */
    learnerKey: uuid('learner_key')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(student_id, child_id)`),
    /** The account that made the booking: the student, or the child's parent. */
    bookedById: uuid('booked_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: bookingStatusEnum('status').notNull(),
    mode: lessonModeEnum('mode').notNull().default('online'),
    /**
     * In person, the tutor's travel time copied when the booking is made: the tutor's
     * exclusion constraint covers the lesson widened by it on both sides; 0 online.
     */
    travelBufferMinutes: smallint('travel_buffer_minutes').notNull().default(0),
    trial: boolean('trial').notNull().default(false),
    priceAmount: numeric('price_amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    /** The unguessable name of the booking's video room on CLASSROOM_BASE_URL. */
    roomName: text('room_name').notNull().unique(),
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    paymentStatus: bookingPaymentStatusEnum('payment_status'),
    /** When a charge's tutor credit leaves the dispute period and becomes available. */
    paymentSettlesAt: timestamp('payment_settles_at', { withTimezone: true }),
    noShowParty: noShowPartyEnum('no_show_party'),
    /** The weekly series this lesson is one week of; a moved occurrence stays in it. */
    seriesId: uuid('series_id').references(() => bookingSeries.id, { onDelete: 'set null' }),
    rescheduledFromId: uuid('rescheduled_from_id').references((): AnyPgColumn => bookings.id, {
      onDelete: 'set null',
    }),
    notes: text('notes'),
    homework: text('homework'),
    notesUpdatedAt: timestamp('notes_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A child with a login of their own has both: the child profile and the student account.
    check('bookings_one_learner', sql`num_nonnulls(${table.studentId}, ${table.childId}) >= 1`),
    check('bookings_end_after_start', sql`${table.endAt} > ${table.startAt}`),
    check('bookings_price_not_negative', sql`${table.priceAmount} >= 0`),
    check(
      'bookings_travel_in_person_only',
      sql`${table.travelBufferMinutes} between 0 and 90 and (${table.mode} = 'in-person' or ${table.travelBufferMinutes} = 0)`,
    ),
    index('bookings_tutor_start').on(table.tutorId, table.startAt),
    index('bookings_learner_start').on(table.learnerKey, table.startAt),
    index('bookings_booked_by_start').on(table.bookedById, table.startAt),
    // One free trial per learner and tutor; a declined or cancelled trial does not use it up.
    uniqueIndex('bookings_one_trial')
      .on(table.tutorId, table.learnerKey)
      .where(sql`${table.trial} and ${table.status} not in ('declined', 'cancelled')`),
    uniqueIndex('bookings_rescheduled_once').on(table.rescheduledFromId),
    index('bookings_series_start').on(table.seriesId, table.startAt),
  ],
);

/** Every change of a booking's status: who, when, from, to and why (shown on the booking page). */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Null when the system acted. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: bookingStatusEnum('from_status'),
    toStatus: bookingStatusEnum('to_status').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('booking_events_booking').on(table.bookingId, table.at)],
);

/** Each time a participant opened the classroom: evidence when a no-show is disputed. */
export const bookingJoins = pgTable(
  'booking_joins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('booking_joins_booking').on(table.bookingId, table.at)],
);

/**
 * The first successful answer to a write sent with an `Idempotency-Key` header, per caller and
 * key, so that a retried request gets the same answer and creates nothing twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and route, and a hash of the body: the same key for another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
