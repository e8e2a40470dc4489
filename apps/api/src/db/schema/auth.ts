import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const verificationTypeEnum = pgEnum('verification_type', [
  'email_confirmation',
  'password_reset',
  /** A change of address: `email` holds the new address, applied once its link is opened. */
  'email_change',
  /** Proof that the owner of an account agrees to link a Google, Apple or Meta sign-in to it. */
  'identity_link',
]);

/**
 * Every emailed one-time token (Epic Stack style): only its SHA-256 is kept, tied to the user
 * and to the address it was sent to, single use (`used_at`) and expiring.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: verificationTypeEnum('type').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('verifications_open_by_user')
      .on(table.userId, table.type)
      .where(sql`${table.usedAt} is null`),
  ],
);

/**
 * Refresh tokens, stored hashed. Each login starts a family; a refresh uses up one token and
 * issues the next of the same family, so a used token coming back means it was stolen: the
 * whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** An operator's second factor: the family's session ends 12 hours after it. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_tokens_family').on(table.familyId),
    index('refresh_tokens_user').on(table.userId),
  ],
);
