import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An operator's TOTP second factor (RFC 6238, decision 0026). The secret is sealed with a key
 * derived from JWT_SECRET, so a copy of the database alone does not yield codes. `enrolled_at` is
 * null until the first code is confirmed; `last_used_step` refuses a code used once already.
 */
export const operatorSecondFactors = pgTable('operator_second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Ten single-use recovery codes per enrolment, stored as SHA-256 hashes. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('operator_recovery_codes_user').on(table.userId)],
);

/**
 * Every operator action: who, what, which record, why, when. Written in the same transaction as
 * the action; a trigger (drizzle/0007_trust.sql) refuses every update, delete and truncate.
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** A stable key such as `tutor_application.approve`, `account.suspend`. */
    action: text('action').notNull(),
    /** What kind of record: `tutor_application`, `report`, `dispute`, `payout`, `user`, ... */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    reason: text('reason'),
    /** Facts of the action worth keeping (an amount, a transfer reference); never a secret. */
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('operator_audit_log_created').on(table.createdAt),
    index('operator_audit_log_subject').on(table.subjectType, table.subjectId),
    index('operator_audit_log_operator').on(table.operatorId, table.createdAt),
  ],
);
