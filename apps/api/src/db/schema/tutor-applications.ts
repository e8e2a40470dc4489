import {
  bigint,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const tutorApplicationStatusEnum = pgEnum('tutor_application_status', [
  'draft',
  'submitted',
  'approved',
  'rejected',
]);

/**
 * A tutor's application to be listed (decision 0026): only an approved tutor is listed, shown or
 * bookable (tutor_search.listed follows this row through a trigger). A rejected tutor may fix
 * the application and submit it again.
 */
export const tutorApplications = pgTable(
  'tutor_applications',
  {
    tutorId: uuid('tutor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: tutorApplicationStatusEnum('status').notNull().default('draft'),
    /** The answers a reviewer needs, in the tutor's words. */
    subjectsAnswer: text('subjects_answer').notNull().default(''),
    qualificationsAnswer: text('qualifications_answer').notNull().default(''),
    experienceAnswer: text('experience_answer').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'restrict' }),
    rejectionReason: text('rejection_reason'),
    /** What the profile says was checked, with the month: set on approval. */
    identityCheckedAt: timestamp('identity_checked_at', { withTimezone: true }),
    qualificationsCheckedAt: timestamp('qualifications_checked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('tutor_applications_status').on(table.status, table.submittedAt)],
);

export const tutorDocumentKindEnum = pgEnum('tutor_document_kind', ['identity', 'qualification']);

/**
 * The files of an application, stored privately below DATA_DIR (never at a public URL) and
 * sent only to operators, as attachments, through an authorised route.
 */
export const tutorApplicationDocuments = pgTable(
  'tutor_application_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: tutorDocumentKindEnum('kind').notNull(),
    /** Path below DATA_DIR/private. */
    storagePath: text('storage_path').notNull(),
    /** Read from the content (application/pdf, image/jpeg, image/png), not from the name. */
    mediaType: text('media_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    originalName: text('original_name').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('tutor_application_documents_tutor').on(table.tutorId, table.uploadedAt)],
);

/** The application's history: each submission and decision, with who and why. */
export const tutorApplicationEvents = pgTable(
  'tutor_application_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: tutorApplicationStatusEnum('status').notNull(),
    /** The operator who decided; null for the tutor's own submission. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('tutor_application_events_tutor').on(table.tutorId, table.createdAt)],
);
