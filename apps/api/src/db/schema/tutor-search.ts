import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** PostgreSQL's set of integer ranges, as its text form ("{[540,720),[1980,2100)}"). */
const int4multirange = customType<{ data: string }>({ dataType: () => 'int4multirange' });

const listed = sql`listed`;

/**
 * What tutor search filters and sorts on, one row per tutor with a profile (without one a tutor
 * is in no search), so that a search reads one indexed table instead of aggregating every
 * tutor's prices, reviews and hours (decision 0013). Nothing in the app writes it: triggers on
 * the tables it is made from recompute a tutor's row in the same transaction as the change
 * (drizzle/0004_tutor_search.sql), so it cannot fall behind. The price of one subject is read
 * from tutor_subjects itself, through its (subject, price, tutor) index.
 */
export const tutorSearch = pgTable(
  'tutor_search',
  {
    tutorId: uuid('tutor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listing rule: confirmed email, bio, education, a language and a priced subject. */
    listed: boolean('listed').notNull().default(false),
    /** The subjects with a price. */
    subjectIds: integer('subject_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The grade chosen at signup and those added later. */
    gradeIds: integer('grade_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The signup system and the systems of the added grades. */
    systemIds: integer('system_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The lowest online price of any subject; null without one. */
    priceFrom: numeric('price_from', { precision: 10, scale: 2 }),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** The mean rating to one decimal, as shown; 0 before the first review. */
    ratingAverage: numeric('rating_average', { precision: 2, scale: 1 }).notNull().default('0'),
    /** The relevance order's rating: shrunk towards 3.5 by five phantom votes. */
    relevanceRating: doublePrecision('relevance_rating').notNull().default(3.5),
    yearsOfExperience: smallint('years_of_experience').notNull().default(0),
    hasHours: boolean('has_hours').notNull().default(false),
    /** The zone of the weekly hours; null until the tutor sets hours. */
    timeZone: text('time_zone'),
    /** Offers lessons in person: at families' homes or at the tutor's own place (issue 32). */
    teachesInPerson: boolean('teaches_in_person').notNull().default(false),
    /**
     * The areas a family searching in person finds the tutor in: each district they go to or
     * teach in, and for a whole city, the city and every district of it.
     */
    inPersonAreaIds: integer('in_person_area_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * The weekly hours as minutes of the week on the tutor's own clock (0 = Sunday 00:00), so
     * that daylight-saving changes need no rewrite: the asked times are moved into each zone.
     */
    weeklyMinutes: int4multirange('weekly_minutes')
      .notNull()
      .default(sql`'{}'`),
    /**
     * The Ramadan timetable as minutes of the week like weekly_minutes (issue 34), null when the
     * tutor keeps their usual hours in Ramadan; with the shift of its dates.
     */
    ramadanMinutes: int4multirange('ramadan_minutes'),
    ramadanShiftDays: smallint('ramadan_shift_days').notNull().default(0),
  },
  (table) => [
    // Each sort's order, ending with the id, for keyset pages.
    index('tutor_search_relevance')
      .on(table.hasHours, table.relevanceRating, table.yearsOfExperience, table.tutorId)
      .where(listed),
    index('tutor_search_rating')
      .on(table.ratingAverage, table.ratingCount, table.tutorId)
      .where(listed),
    index('tutor_search_price').on(table.priceFrom, table.tutorId).where(listed),
    index('tutor_search_experience').on(table.yearsOfExperience, table.tutorId).where(listed),
    index('tutor_search_subjects').using('gin', table.subjectIds).where(listed),
    index('tutor_search_grades').using('gin', table.gradeIds).where(listed),
    index('tutor_search_systems').using('gin', table.systemIds).where(listed),
    index('tutor_search_languages').using('gin', table.languages).where(listed),
    index('tutor_search_in_person_areas').using('gin', table.inPersonAreaIds).where(listed),
    // btree_gist lets the zone's equality share a GiST index with the hours' overlap.
    index('tutor_search_hours').using('gist', table.timeZone, table.weeklyMinutes).where(listed),
    index('tutor_search_ramadan_hours')
      .using('gist', table.timeZone, table.ramadanMinutes)
      .where(listed),
    index('tutor_search_zones').on(table.timeZone).where(listed),
  ],
);

/**
 * Moves on every statement that writes tutor_search (a trigger, drizzle/0016_tutor_search_version.sql),
 * so that what search keeps between requests (the tutors' zones, each question's count) is
 * known to be current by reading one number (decision 0036).
 */
export const tutorSearchVersion = pgSequence('tutor_search_version');
