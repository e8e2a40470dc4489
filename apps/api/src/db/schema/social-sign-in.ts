import { socialProviders } from '@nibras/contracts/social-providers';
import {
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { verifications } from './auth';
import { users } from './users';

export const socialProviderEnum = pgEnum('social_provider', socialProviders);

/**
 * A Google, Apple or Meta account that signs in to a Nibras account: one per provider and
 * subject (the provider's stable id of the person), and at most one of each provider per user.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: socialProviderEnum('provider').notNull(),
    subject: text('subject').notNull(),
    /** The address the provider gave at the last sign-in; shown on /profile, never trusted for login. */
    email: text('email').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_identities_provider_subject').on(table.provider, table.subject),
    uniqueIndex('user_identities_user_provider').on(table.userId, table.provider),
  ],
);

export const socialSignInStageEnum = pgEnum('social_sign_in_stage', [
  /** Sent to the provider; waiting for its callback. */
  'authorizing',
  /** The callback is being processed: the flow can no longer be used for another. */
  'exchanging',
  /** A new person: picks a role and fills in that role's signup before an account exists. */
  'signup',
  /** An account already has the provider's address: its owner must prove it before linking. */
  'link',
]);

/**
 * One sign-in through a provider, from the click on its button to the account it ends in. The
 * browser holds only a random token (an httpOnly cookie, stored here as its SHA-256); the PKCE
 * verifier, state and nonce, and what the provider said about the person, stay on the server.
 * Single use (`used_at`) and expiring.
 */
export const socialSignIns = pgTable(
  'social_sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    provider: socialProviderEnum('provider').notNull(),
    stage: socialSignInStageEnum('stage').notNull().default('authorizing'),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** An app path (isSafeReturnPath) to go back to once signed in. */
    returnTo: text('return_to'),
    subject: text('subject'),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** The name the provider gave, offered as the signup form's starting value. */
    fullName: text('full_name'),
    /** The account with the provider's address, for stage `link`. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The emailed proof of stage `link`, when the owner asked for one. */
    verificationId: uuid('verification_id').references(() => verifications.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Expired flows are swept when new ones start; accounts' flows go with the account.
  (table) => [
    index('social_sign_ins_expiry').on(table.expiresAt),
    index('social_sign_ins_user').on(table.userId),
  ],
);

export type UserIdentityRow = typeof userIdentities.$inferSelect;
export type SocialSignInRow = typeof socialSignIns.$inferSelect;
