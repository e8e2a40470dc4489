import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/** Education systems have levels, levels have grades, grades have subjects (docs/shared/SPEC.md section 3). */
export const educationSystems = pgTable('education_systems', {
  id: serial('id').primaryKey(),
  /** Stable key of the seed data, so seeding again updates instead of duplicating. */
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const educationLevels = pgTable(
  'education_levels',
  {
    id: serial('id').primaryKey(),
    systemId: integer('system_id')
      .notNull()
      .references(() => educationSystems.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [unique('education_levels_system_slug').on(table.systemId, table.slug)],
);

export const grades = pgTable(
  'grades',
  {
    id: serial('id').primaryKey(),
    levelId: integer('level_id')
      .notNull()
      .references(() => educationLevels.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [unique('grades_level_slug').on(table.levelId, table.slug)],
);

export const subjects = pgTable('subjects', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  /** A lucide icon name for the subject cards. */
  icon: text('icon').notNull().default('book-open'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const gradeSubjects = pgTable(
  'grade_subjects',
  {
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.gradeId, table.subjectId] })],
);

/** One row per tutor and subject, with the tutor's prices (docs/shared/SPEC.md section 3, "Tutor subject"). */
export const tutorSubjects = pgTable(
  'tutor_subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    onlinePrice: numeric('online_price', { precision: 10, scale: 2 }).notNull(),
    offlinePrice: numeric('offline_price', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('USD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('tutor_subjects_tutor_subject').on(table.tutorId, table.subjectId),
    // Tutor search by subject: its tutors in price order, a page at a time (keyset on the id).
    index('tutor_subjects_subject_price').on(table.subjectId, table.onlinePrice, table.tutorId),
    check(
      'tutor_subjects_prices_positive',
      sql`${table.onlinePrice} > 0 and ${table.offlinePrice} > 0`,
    ),
  ],
);
