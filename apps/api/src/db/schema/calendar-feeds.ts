import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person's private calendar feed (issue 34). The URL's secret is an HMAC of `feedId` with the
 * server's secret, so it can be shown again without being stored; only its SHA-256 is kept, to
 * find the feed by it. A new feed replaces the row, and with it the old URL.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    feedId: uuid('feed_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_hash').on(table.tokenHash)],
);
