import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A tutor's bookable hours as wall-clock rules in their own IANA zone (the cal.com model,
 * docs/shared/STYLE.md): turned into UTC slots only at query time, so daylight-saving shifts land on the
 * right dates. The zone lives here rather than on the user, because the rules mean nothing
 * without it and must change together with it.
 */
export const tutorAvailability = pgTable(
  'tutor_availability',
  {
    tutorId: uuid('tutor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull(),
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull(),
    bookingHorizonDays: integer('booking_horizon_days').notNull(),
    /** Bookings are confirmed at once instead of waiting for the tutor's answer. */
    autoConfirm: boolean('auto_confirm').notNull().default(false),
    /** Length of a paid lesson in minutes; a free trial is always 30. */
    sessionMinutes: smallint('session_minutes').notNull().default(60),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'tutor_availability_notice_range',
      sql`${table.minimumNoticeMinutes} between 0 and 43200`,
    ),
    check('tutor_availability_horizon_range', sql`${table.bookingHorizonDays} between 1 and 365`),
    check(
      'tutor_availability_session_minutes',
      sql`${table.sessionMinutes} in (30, 45, 60, 90, 120)`,
    ),
  ],
);

/** One wall-clock range on a weekday (0 = Sunday); a day may have several. */
export const tutorWeeklyHours = pgTable(
  'tutor_weekly_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorAvailability.tutorId, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (table) => [
    index('tutor_weekly_hours_tutor').on(table.tutorId, table.weekday),
    check('tutor_weekly_hours_weekday', sql`${table.weekday} between 0 and 6`),
    check(
      'tutor_weekly_hours_range',
      sql`${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.startMinute} < ${table.endMinute}`,
    ),
  ],
);

/**
 * Hours for one local date that replace the weekday's rules. A date with a row whose minutes
 * are null is a day off; a date with ranges has exactly those hours.
 */
export const tutorDateOverrides = pgTable(
  'tutor_date_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorAvailability.tutorId, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startMinute: smallint('start_minute'),
    endMinute: smallint('end_minute'),
  },
  (table) => [
    index('tutor_date_overrides_tutor_date').on(table.tutorId, table.date),
    check(
      'tutor_date_overrides_range',
      sql`(${table.startMinute} is null and ${table.endMinute} is null) or (${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.startMinute} < ${table.endMinute})`,
    ),
  ],
);

/**
 * A tutor's Ramadan timetable (issue 34): weekly ranges like tutor_weekly_hours that replace
 * them on the dates of Ramadan (Umm al-Qura, moved by tutor_ramadan.shift_days). A date's own
 * override still wins over both.
 */
export const tutorRamadan = pgTable(
  'tutor_ramadan',
  {
    tutorId: uuid('tutor_id')
      .primaryKey()
      .references(() => tutorAvailability.tutorId, { onDelete: 'cascade' }),
    /** −1, 0 or +1: Ramadan begins a day earlier or later than Umm al-Qura says. */
    shiftDays: smallint('shift_days').notNull().default(0),
  },
  (table) => [check('tutor_ramadan_shift', sql`${table.shiftDays} between -1 and 1`)],
);

/** One wall-clock range of the Ramadan timetable on a weekday (0 = Sunday). */
export const tutorRamadanHours = pgTable(
  'tutor_ramadan_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorRamadan.tutorId, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (table) => [
    index('tutor_ramadan_hours_tutor').on(table.tutorId, table.weekday),
    check('tutor_ramadan_hours_weekday', sql`${table.weekday} between 0 and 6`),
    check(
      'tutor_ramadan_hours_range',
      sql`${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.startMinute} < ${table.endMinute}`,
    ),
  ],
);
