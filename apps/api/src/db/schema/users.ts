import { addressForms } from '@nibras/contracts/address-as';
import { userTypeNames } from '@nibras/contracts/roles';
import { sql } from 'drizzle-orm';
import { integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Operators run the product (decision 0026): nobody signs up as one. */
export const userTypeEnum = pgEnum('user_type', userTypeNames);

/**
 * How the person asked to be addressed, for the grammatical gender of Arabic texts about them
 * (معلّم / معلّمة). Optional: without it, texts avoid gendered forms.
 */
export const addressAsEnum = pgEnum('address_as', addressForms);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed; unique regardless of case. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    userType: userTypeEnum('user_type').notNull(),
    /**
     * argon2id of the password; null for an account made through Google, Apple or Meta until its
     * owner sets one with an emailed reset link.
     */
    passwordHash: text('password_hash'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Path of the profile photo below DATA_DIR/uploads, if any. */
    avatarPath: text('avatar_path'),
    addressAs: addressAsEnum('address_as'),
    /**
     * The country whose week (first day, weekend) the person's calendars follow (issue 34); null
     * follows the time zone's country.
     */
    calendarRegion: text('calendar_region'),
    /**
     * Set when the person deleted their account: the row stays so that the other side's booking
     * history keeps its references, but every personal field is anonymised.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set by an operator: the account cannot sign in and is hidden from search until lifted. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /**
     * Carried in every access token and compared on each request: raising it (suspension,
     * deletion, sign-out everywhere) ends every token issued before, at once.
     */
    accessVersion: integer('access_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
