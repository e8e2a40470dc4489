import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person's choice of channels for one kind of event (contracts/notifications.ts). Only the
 * choices made are stored: an event without a row follows the role's default.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    channel: text('channel').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.event] })],
);

/**
 * A device (a browser's push subscription) that receives a person's pushes. The endpoint is the
 * push service's address for it; a 404 or 410 from there removes the row. A subscription is
 * bound to the VAPID public key it was made with (`vapid_public_key`, base64url): once the
 * server signs with another, the push service refuses every push, so the row goes. Null for a
 * device kept from before migration 0017 when the server had no stored key (its keys came from
 * the environment): the push service's answer tells then, and the first push it takes records
 * the key.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull(),
    vapidPublicKey: text('vapid_public_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user').on(table.userId, table.createdAt)],
);

/**
 * The server's VAPID key pair (RFC 8292), made at first start and kept with the data so that
 * every device's subscription stays valid across restarts and processes. One row.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('vapid_keys_one_row', sql`${table.id} = 1`)],
);
