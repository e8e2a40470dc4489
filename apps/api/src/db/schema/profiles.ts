import {
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { educationLevels, educationSystems, grades, subjects } from './catalog';
import { users } from './users';

/** docs/shared/ARCHITECTURE.md, "API contract". */
export const learningTimeEnum = pgEnum('learning_time', [
  'morning',
  'afternoon',
  'evening',
  'weekend',
]);

/** What a student told us at signup (docs/shared/SPEC.md section 3, "StudentInfo"). */
export const studentProfiles = pgTable(
  'student_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Required at a student's own signup; null only for a linked student whose parent left it
     * out (their details come back here when they leave the family).
     */
    age: smallint('age'),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id, { onDelete: 'restrict' }),
    learningGoals: text('learning_goals').notNull(),
    /** Null when not given: optional since issue 30. */
    preferredLearningTime: learningTimeEnum('preferred_learning_time'),
    schoolName: text('school_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('student_profiles_age_range', sql`${table.age} between 3 and 25`)],
);

export const studentSubjects = pgTable(
  'student_subjects',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => studentProfiles.userId, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.subjectId] })],
);

/** A tutor's background; the subjects taught with their prices live in `tutor_subjects`. */
export const tutorProfiles = pgTable(
  'tutor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    educationalBackground: text('educational_background').notNull(),
    yearsOfExperience: smallint('years_of_experience').notNull(),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('USD'),
    briefBio: text('brief_bio').notNull(),
    /** One line shown on search cards; set in the profile editor, so null until then. */
    headline: text('headline'),
    /** ISO 639-1 codes. */
    languagesSpoken: text('languages_spoken').array().notNull(),
    educationSystemId: integer('education_system_id')
      .notNull()
      .references(() => educationSystems.id, { onDelete: 'restrict' }),
    educationLevelId: integer('education_level_id')
      .notNull()
      .references(() => educationLevels.id, { onDelete: 'restrict' }),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('tutor_profiles_rate_positive', sql`${table.hourlyRate} >= 1`),
    check('tutor_profiles_experience_range', sql`${table.yearsOfExperience} >= 0`),
  ],
);

/** A parent's account; the children they manage are `child_profiles`. */
export const parentProfiles = pgTable('parent_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A child managed by a parent (docs/shared/SPEC.md section 3, "ParentInfo"). `user_id` is the child's own
 * student login, when the parent made one or a student accepted the parent's invitation; every
 * booking of such a child carries both ids, so the learner's calendar is one (`learner_key`).
 */
export const childProfiles = pgTable(
  'child_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parentProfiles.userId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Null until the parent gives it: the signup on the way to a booking does not ask it. */
    age: smallint('age'),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id, { onDelete: 'restrict' }),
    /** ISO 639-1 code of the language the child prefers to learn in. */
    preferredLanguage: text('preferred_language').notNull(),
    schoolName: text('school_name').notNull(),
    learningGoals: text('learning_goals').notNull(),
    /** Null until given; a signup on the way to a booking takes it from the lesson's time. */
    preferredLearningTime: learningTimeEnum('preferred_learning_time'),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    /** Set when the parent removed a child who has bookings: the tutors' history keeps them. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('child_profiles_age_range', sql`${table.age} between 3 and 25`)],
);

export const familyInvitationStatusEnum = pgEnum('family_invitation_status', [
  'pending',
  'accepted',
  'declined',
  'cancelled',
]);

/**
 * A parent's invitation to an existing student account to join their family; the student
 * accepts or declines it on their dashboard. At most one pending invitation per pair.
 */
export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parentProfiles.userId, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: familyInvitationStatusEnum('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('family_invitations_one_pending')
      .on(table.parentId, table.studentId)
      .where(sql`${table.status} = 'pending'`),
    index('family_invitations_student').on(table.studentId, table.status),
  ],
);

export const childSubjects = pgTable(
  'child_subjects',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => childProfiles.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.childId, table.subjectId] })],
);
