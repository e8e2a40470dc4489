import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { lessonPlaces, visitKinds } from '@nibras/contracts/in-person';
import { bookings } from './bookings';
import { users } from './users';

/**
 * Lessons at home (issue 32, decision 0030): the region's cities and districts, where tutors
 * teach in person, the addresses families keep, and what a tutor records on the day.
 */

/**
 * The region's cities (no parent) and their districts (a city as parent), seeded from
 * modules/areas/areas-data.ts as the education catalog is, by slug.
 */
export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => areas.id, {
      onDelete: 'cascade',
    }),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('areas_parent').on(table.parentId, table.sortOrder)],
);

/** How a tutor teaches in person; no row is online only. */
export const tutorInPerson = pgTable(
  'tutor_in_person',
  {
    tutorId: uuid('tutor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Goes to families' homes in `tutor_in_person_areas`. */
    atFamilyHome: boolean('at_family_home').notNull().default(false),
    /** Receives learners at their own place, public only as its area. */
    atOwnPlace: boolean('at_own_place').notNull().default(false),
    ownPlaceAreaId: integer('own_place_area_id').references(() => areas.id, {
      onDelete: 'set null',
    }),
    /** The rest of the own place's address: private, read as a booking's address is. */
    ownPlaceStreet: text('own_place_street').notNull().default(''),
    ownPlaceBuilding: text('own_place_building').notNull().default(''),
    ownPlaceNotes: text('own_place_notes').notNull().default(''),
    /** Kept free before and after each in-person lesson (bookings copy it when made). */
    travelBufferMinutes: smallint('travel_buffer_minutes').notNull().default(30),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('tutor_in_person_buffer_range', sql`${table.travelBufferMinutes} between 0 and 90`),
  ],
);

/** Where a tutor goes to families: a city stands for all its districts. */
export const tutorInPersonAreas = pgTable(
  'tutor_in_person_areas',
  {
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorInPerson.tutorId, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.tutorId, table.areaId] }),
    index('tutor_in_person_areas_area').on(table.areaId),
  ],
);

/** The addresses a family keeps for lessons at home: the parent's, or a student's own. */
export const familyAddresses = pgTable(
  'family_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'restrict' }),
    street: text('street').notNull(),
    building: text('building').notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Booking at a typed address keeps it once, however often it is typed again.
    unique('family_addresses_same_place').on(
      table.ownerId,
      table.areaId,
      table.street,
      table.building,
    ),
  ],
);

export const lessonPlaceEnum = pgEnum('lesson_place', lessonPlaces);

/**
 * Where an in-person booking takes place, copied when it is made so that a later edit of the
 * family's saved address (or the tutor's own place) does not move a past lesson. Read only under
 * the address rules (decision 0030).
 */
export const bookingAddresses = pgTable('booking_addresses', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  /** At the family's home or at the tutor's own place. */
  place: lessonPlaceEnum('place').notNull(),
  areaId: integer('area_id')
    .notNull()
    .references(() => areas.id, { onDelete: 'restrict' }),
  street: text('street').notNull(),
  building: text('building').notNull(),
  notes: text('notes').notNull().default(''),
});

export const visitKindEnum = pgEnum('visit_kind', visitKinds);

/** A tutor's "I have arrived" and "Finished" at an in-person lesson: evidence, as joins are. */
export const bookingVisits = pgTable(
  'booking_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: visitKindEnum('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // Each is said once; saying it again answers with the first.
    unique('booking_visits_once').on(table.bookingId, table.kind),
    index('booking_visits_booking').on(table.bookingId, table.at),
  ],
);
