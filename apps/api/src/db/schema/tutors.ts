import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { grades } from './catalog';
import { users } from './users';

/**
 * The grades a tutor teaches beyond the one given at signup (tutor_profiles.grade_id); a grade
 * names its level and system, so search by system follows from it.
 */
export const tutorGrades = pgTable(
  'tutor_grades',
  {
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.tutorId, table.gradeId] }),
    index('tutor_grades_grade').on(table.gradeId),
  ],
);

/**
 * A family's rating (1–5) and words about a tutor, one per completed booking: ratings and
 * review counts everywhere come from these rows.
 */
export const tutorReviews = pgTable(
  'tutor_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by an operator after a report: shown as removed and left out of the rating. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    index('tutor_reviews_tutor_created').on(table.tutorId, table.createdAt),
    check('tutor_reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);
